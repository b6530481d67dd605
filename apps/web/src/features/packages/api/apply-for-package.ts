import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyForPackage } from '@tedarik/contract/packages/member';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { packageKeys } from './keys';

/**
 * POST /api/paketBasvurusu {secilenPaket} → 'Başvurunuzu aldık.'. The page is fetched again after an answer either
 * way: a refusal ('an application is waiting', 'a package is running') means the page showed an old state.
 */
export function useApplyForPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (secilenPaket: number) => call(applyForPackage, { body: { secilenPaket } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: packageKeys.own(viewer()) }),
  });
}
