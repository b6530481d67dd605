// Query keys of the public product lists, product pages and company pages.
export const productKeys = {
  all: ['products'] as const,
  /** a page of all products or of a category's, optionally of one searched catalog product (id) or a typed text */
  list: (categoryId: number | undefined, page: number, searched: number | string | undefined) =>
    [...productKeys.all, 'list', categoryId ?? null, page, searched ?? null] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  company: (id: number) => [...productKeys.all, 'company', id] as const,
};
