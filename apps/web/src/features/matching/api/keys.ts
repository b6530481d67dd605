// Query keys of the company's 'Talep Tercihlerim': under the member root that the logout removes, per login.
export const matchingKeys = {
  /** the member's views: a save changes which requests they list (offerable requests, the dashboard's feed) */
  member: ['member'] as const,
  preferences: (viewer: string | null) => [...matchingKeys.member, 'match-preferences', viewer] as const,
};
