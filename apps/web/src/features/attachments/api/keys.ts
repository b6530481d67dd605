// Query keys of attached files: under the member root ('member') that a logout removes, and per login.
export const attachmentKeys = {
  all: (viewer: string | null) => ['member', 'attachments', viewer] as const,
  request: (viewer: string | null, id: number) => [...attachmentKeys.all(viewer), 'request', id] as const,
  requestOffers: (viewer: string | null, id: number) => [...attachmentKeys.all(viewer), 'request-offers', id] as const,
  offer: (viewer: string | null, id: number) => [...attachmentKeys.all(viewer), 'offer', id] as const,
};
