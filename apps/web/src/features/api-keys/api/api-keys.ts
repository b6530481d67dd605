// The company's 'API Anahtarları' (/hesabim/api-anahtarlari): its live keys, a new one (its secret in the answer, this
// once), and a revocation. Both writes refetch the list.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiKey, getMyApiKeys, type NewApiKey, revokeApiKey } from '@tedarik/contract/api-keys/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { apiKeyKeys } from './keys';

/** GET /api/v2/api-keys */
export const myApiKeysQuery = () =>
  queryOptions({ queryKey: apiKeyKeys.mine(viewer()), queryFn: () => call(getMyApiKeys) });

/** POST /api/v2/api-keys → the key with its secret */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewApiKey) => call(createApiKey, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.mine(viewer()) }),
  });
}

/** DELETE /api/v2/api-keys/{id} ('İptal Et') */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(revokeApiKey, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.mine(viewer()) }),
  });
}
