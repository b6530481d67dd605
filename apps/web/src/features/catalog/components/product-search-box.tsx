import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';

// The suggestions' Combobox is a chunk of its own, fetched as soon as the header renders: the entry chunk stays
// lean and the box looks the same before and after.
const ProductSearchCombobox = lazy(() => import('./product-search-combobox'));

const fieldProps: TextInputProps = {
  'aria-label': 'Ürün ara',
  placeholder: 'Ürün ara...',
  leftSection: <IconSearch size={16} />,
  type: 'search',
};

/** The header's product search (GET /api/urunAra): suggestions from 3 characters, at most 5. */
export function ProductSearchBox(props: TextInputProps) {
  return (
    <Suspense fallback={<TextInput {...fieldProps} {...props} readOnly />}>
      <ProductSearchCombobox {...props} />
    </Suspense>
  );
}
