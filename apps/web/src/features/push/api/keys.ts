// Query keys of web push. The public key is the server's, the same for everyone.
export const pushKeys = {
  all: ['push'] as const,
  key: () => [...pushKeys.all, 'key'] as const,
};
