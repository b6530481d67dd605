// Query keys of the company's open-API keys: under the member root that the logout removes, per login.
export const apiKeyKeys = {
  mine: (viewer: string | null) => ['member', 'api-keys', viewer] as const,
};
