// Query keys of company verification: the member's own (under the member root that the logout removes, per login),
// a company's public badges, and the back-office's queue and company view.
export const verificationKeys = {
  mine: (viewer: string | null) => ['member', 'verification', viewer] as const,
  requestBadges: (viewer: string | null, ids: readonly number[]) =>
    ['member', 'verification', viewer, 'request-badges', ids.join(',')] as const,
  companyBadges: (id: number) => ['verification', 'badges', id] as const,
  admin: ['admin', 'verification'] as const,
  queue: () => [...verificationKeys.admin, 'queue'] as const,
  company: (id: number) => [...verificationKeys.admin, 'company', id] as const,
};
