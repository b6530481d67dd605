// Query keys of the site-wide settings.
export const siteKeys = {
  all: ['site'] as const,
  titleAndMeta: () => [...siteKeys.all, 'title-and-meta'] as const,
  footer: () => [...siteKeys.all, 'footer'] as const,
  social: () => [...siteKeys.all, 'social'] as const,
  countries: () => [...siteKeys.all, 'countries'] as const,
  /**
   * The header's notification lists of the logged-in member: under the member root ('member',
   * features/accounts/api/keys.ts) that the logout removes, and per login.
   */
  notifications: (viewer: string | null, kind: 'talepler' | 'uyarilar') =>
    ['member', 'notifications', viewer, kind] as const,
};
