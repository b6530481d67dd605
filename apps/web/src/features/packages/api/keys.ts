// Query keys of the member's package page. Under the member root ('member', features/accounts/api/keys.ts) that the
// logout removes, and per login (the member's e-mail).
export const packageKeys = {
  own: (viewer: string | null) => ['member', 'packages', viewer] as const,
};
