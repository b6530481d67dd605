import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile } from '@tedarik/contract/accounts/member';
import type { CallBody } from '@tedarik/contract/call';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { accountKeys } from './keys';
import { storeMemberUser } from './verify-member';

/**
 * POST /api/uyebilgilerimGuncelle (form) → the refreshed session user ('İşlem başarılı.'): stored at once, so the
 * header shows the new name; the profile is fetched again when next shown.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof updateProfile>) => call(updateProfile, { body }),
    onSuccess: (user) => {
      storeMemberUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile(viewer()), refetchType: 'none' });
    },
  });
}
