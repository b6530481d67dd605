// Query keys of quote credits: the member's own (under the member root the logout removes, per login) and the
// back-office's (a company's, the packs, the stats).
export const creditKeys = {
  mine: (viewer: string | null) => ['member', 'credits', viewer] as const,
  ledger: (viewer: string | null) => ['member', 'credits', viewer, 'ledger'] as const,
  admin: ['admin', 'credits'] as const,
  company: (id: number) => [...creditKeys.admin, 'company', id] as const,
  packs: () => [...creditKeys.admin, 'packs'] as const,
  stats: (days: number) => [...creditKeys.admin, 'stats', days] as const,
};
