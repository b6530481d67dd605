// Query keys of the orders paid by transfer: the member's (under the member root that the logout removes, per
// login) and the back-office's.
export const orderKeys = {
  mine: (viewer: string | null) => ['member', 'orders', viewer] as const,
  list: (viewer: string | null) => [...orderKeys.mine(viewer), 'list'] as const,
  one: (viewer: string | null, id: number) => [...orderKeys.mine(viewer), 'one', id] as const,
  quote: (viewer: string | null, item: string) => [...orderKeys.mine(viewer), 'quote', item] as const,
  admin: ['admin', 'orders'] as const,
  adminList: (status: string) => [...orderKeys.admin, 'list', status] as const,
  adminOne: (id: number) => [...orderKeys.admin, 'one', id] as const,
  summary: () => [...orderKeys.admin, 'summary'] as const,
  bankAccounts: () => [...orderKeys.admin, 'bank-accounts'] as const,
  invoiceDetails: () => [...orderKeys.admin, 'invoice-details'] as const,
};
