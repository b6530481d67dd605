// Query keys of the public product lists and product pages (the company pages, features/members, hang under the same
// root), and of the manufacturer's own products.
export const productKeys = {
  all: ['products'] as const,
  /** a page of all products or of a category's, optionally of one searched catalog product (id) or a typed text */
  list: (categoryId: number | undefined, page: number, searched: number | string | undefined) =>
    [...productKeys.all, 'list', categoryId ?? null, page, searched ?? null] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  /**
   * My products. Under the member root ('member', features/accounts/api/keys.ts) that the logout removes, and per
   * login: another member's products never stand in for this one's.
   */
  own: (viewer: string | null) => ['member', 'products', viewer] as const,
  ownList: (viewer: string | null) => [...productKeys.own(viewer), 'list'] as const,
  ownDetail: (viewer: string | null, id: number) => [...productKeys.own(viewer), 'detail', id] as const,
};
