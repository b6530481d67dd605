import { SimpleGrid } from '@mantine/core';
import type { ProductCard as Product } from '@tedarik/contract/products/public';
import { EMPTY, EmptyText } from '../../../ui/empty-text';
import { ProductCard } from './product-card';

/** Products 2 a row on phones, up to 4 on wide screens; the first row's images load at once. */
export function ProductGrid({
  products,
  empty = EMPTY.content,
  cols = { base: 2, sm: 3, lg: 4 },
}: {
  products: Product[];
  empty?: string;
  cols?: { base: number; sm?: number; lg?: number };
}) {
  if (products.length === 0) return <EmptyText text={empty} />;
  return (
    <SimpleGrid cols={cols} spacing={{ base: 'xs', sm: 'md' }}>
      {products.map((product, i) => (
        <ProductCard key={product.id} product={product} eager={i < 4} />
      ))}
    </SimpleGrid>
  );
}
