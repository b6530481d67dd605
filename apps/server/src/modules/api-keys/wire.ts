import type { ApiKey } from '@tedarik/contract/api-keys/member';
import type { KeyScope } from '@tedarik/contract/call';
import type { apiKeys } from '../../db/schema/api-keys';

/** A key as the member area lists it: never its hash. */
export const toApiKey = (k: typeof apiKeys.$inferSelect): ApiKey => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  scopes: k.scopes as KeyScope[],
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
});
