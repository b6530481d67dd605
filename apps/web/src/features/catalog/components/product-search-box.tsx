import ProductSearchCombobox from './product-search-combobox';

type Props = { visibleFrom?: 'md'; hiddenFrom?: 'md'; mt?: 'sm'; grow?: boolean };

/**
 * The header's product search (GET /api/v2/search/suggestions): suggestions from 3 characters, at most 10. `grow`:
 * it takes the header row's free width, up to 480 px.
 */
export function ProductSearchBox({ grow, ...props }: Props) {
  return <ProductSearchCombobox {...props} style={grow ? { flex: 1, maxWidth: 480 } : undefined} />;
}
