import { Combobox, Loader, TextInput, type TextInputProps, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_MAX_SUGGESTIONS, SEARCH_MIN_CHARS } from '@tedarik/contract/constants';
import { fold } from '@tedarik/contract/text';
import { type KeyboardEvent, useState } from 'react';
import { useNavigate } from '../../../ui/navigation';
import { productSearchQuery } from '../api/search-products';
import { searchHref, textSearchHref } from '../links';

/**
 * The header's product search (GET /api/urunAra): suggestions from 3 characters, at most 5; choosing one opens the
 * product list of that catalog product, Enter opens the list of the typed text.
 */
export default function ProductSearchCombobox(props: TextInputProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const enabled = fold(debounced).length >= SEARCH_MIN_CHARS;
  const { data, isFetching } = useQuery({ ...productSearchQuery(debounced), enabled });
  const suggestions = enabled ? (data ?? []).slice(0, SEARCH_MAX_SUGGESTIONS) : [];
  const typedEnough = fold(text).length >= SEARCH_MIN_CHARS;

  const choose = (id: string) => {
    const hit = suggestions.find((s) => String(s.id) === id);
    if (!hit) return;
    setText(hit.urun);
    combobox.closeDropdown();
    navigate(searchHref(hit));
  };

  // Enter with no suggestion highlighted (arrow keys highlight one) opens the results of the typed text itself: the
  // products of every catalog product whose name contains it, which may be more than the five suggestions.
  const submitText = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !typedEnough) return;
    if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) return;
    event.preventDefault();
    combobox.closeDropdown();
    navigate(textSearchHref(text));
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          aria-label="Ürün ara"
          placeholder="Ürün ara..."
          leftSection={<IconSearch size={16} />}
          rightSection={isFetching ? <Loader size={14} /> : null}
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={submitText}
          // typed before a page the server rendered comes alive, the text would be lost
          {...props}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!typedEnough || !enabled || !data}>
        <Combobox.Options aria-label="Ürün önerileri">
          {suggestions.map((s) => (
            <Combobox.Option value={String(s.id)} key={s.id}>
              {s.urun}
            </Combobox.Option>
          ))}
          {enabled && data && suggestions.length === 0 && <Combobox.Empty>Sonuç bulunamadı...</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
