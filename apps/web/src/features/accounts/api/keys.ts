// Query keys of the member's own account. Member logout removes everything under `all`.
export const accountKeys = {
  all: ['member'] as const,
  /** Keyed by the e-mail: a cached user of another login (another tab) never stands in for the current one. */
  me: (email: string | null) => [...accountKeys.all, 'me', email] as const,
  /** The profile form's data (GET /api/uyebilgilerim), per login like `me`. */
  profile: (email: string | null) => [...accountKeys.all, 'profile', email] as const,
};
