// Query keys of the public company pages (GET /api/firmadetay-{id}). Under the products root: a company page lists the
// company's products, so every product change that refetches the product pages refetches it too.
export const memberKeys = {
  company: (id: number) => ['products', 'company', id] as const,
};
