// Query keys of the company's webhooks: under the member root that the logout removes, per login.
export const webhookKeys = {
  mine: (viewer: string | null) => ['member', 'webhooks', viewer] as const,
  deliveries: (viewer: string | null, id: number) => ['member', 'webhooks', viewer, id, 'deliveries'] as const,
};
