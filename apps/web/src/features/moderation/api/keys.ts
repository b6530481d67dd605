// The moderation workbench's query keys (/adminimt/moderasyon): a decision invalidates the queue and the counts.
import type { ModerationKind } from '@tedarik/contract/moderation/admin';

export const moderationKeys = {
  all: ['admin', 'moderation'] as const,
  queue: (kind: ModerationKind | undefined, order: 'oldest' | 'newest') =>
    [...moderationKeys.all, 'queue', kind ?? 'all', order] as const,
  reach: (requestId: number) => [...moderationKeys.all, 'reach', requestId] as const,
};
