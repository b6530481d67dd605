import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The header's product search. Input only: the suggestions (GET /api/urunAra) are a later issue's work. */
export function ProductSearchBox(props: TextInputProps) {
  return (
    <TextInput
      aria-label="Ürün ara"
      placeholder="Ürün ara..."
      leftSection={<IconSearch size={16} />}
      type="search"
      {...props}
    />
  );
}
