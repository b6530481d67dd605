import {
  type ComboboxItem,
  type ComboboxParsedItem,
  Input,
  Pill,
  Select,
  type SelectProps,
  Stack,
  Text,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export type Chosen = { id: number; name: string };

type Props = {
  label: string;
  description: string;
  placeholder: string;
  /** what can be added (the chosen ones left out here); undefined while it loads */
  options: ComboboxItem[] | undefined;
  search: string;
  onSearch: (text: string) => void;
  /** the options as they are (the server searched already), or narrowed by the text here */
  filter?: SelectProps['filter'];
  nothingFound: string;
  chosen: Chosen[];
  /** how a chip names a chosen one (a category with its path) */
  chipLabel?: (item: Chosen) => string;
  /** an option chosen: its value as a number, and its label */
  onAdd: (id: number, label: string) => void;
  onRemove: (id: number) => void;
  /** at the limit: no more can be added */
  full: boolean;
  error?: string;
};

/** Every option the server answered, as it ordered them. */
export const asAnswered = ({ options }: { options: ComboboxParsedItem[] }) => options;

/**
 * A searchable list to add from, and the chosen ones as chips with their own remove button; the field's error (the
 * server's `fields`) under them.
 */
export function ChipPicker({ options, search, onSearch, chosen, chipLabel, onAdd, onRemove, full, ...field }: Props) {
  const taken = new Set(chosen.map((c) => String(c.id)));
  return (
    <Stack gap={6}>
      <Select
        label={field.label}
        description={full ? 'Seçim sınırına ulaştınız; eklemek için birini kaldırın.' : field.description}
        placeholder={options ? field.placeholder : 'Yükleniyor...'}
        leftSection={<IconSearch size={16} aria-hidden />}
        searchable
        value={null}
        searchValue={search}
        onSearchChange={onSearch}
        data={(options ?? []).filter((o) => !taken.has(o.value))}
        filter={field.filter}
        limit={50}
        nothingFoundMessage={field.nothingFound}
        disabled={!options || full}
        error={Boolean(field.error)}
        onChange={(value, option) => {
          if (value !== null && option) onAdd(Number(value), option.label);
          onSearch('');
        }}
      />
      {chosen.length === 0 ? (
        <Text size="sm" c="dimmed">
          Henüz seçim yok.
        </Text>
      ) : (
        <Pill.Group role="list" aria-label={`Seçilen ${field.label}`}>
          {chosen.map((item) => {
            const name = chipLabel?.(item) ?? item.name;
            return (
              <Pill
                key={item.id}
                role="listitem"
                size="md"
                withRemoveButton
                onRemove={() => onRemove(item.id)}
                removeButtonProps={{ 'aria-label': `${name} kaldır` }}
                maw="100%"
              >
                {name}
              </Pill>
            );
          })}
        </Pill.Group>
      )}
      {field.error && <Input.Error>{field.error}</Input.Error>}
    </Stack>
  );
}
