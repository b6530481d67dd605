import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadLogo } from '@tedarik/contract/accounts/member';
import type { CallBody } from '@tedarik/contract/call';
import { call } from '../../../lib/call';
import { viewer } from '../../../lib/viewer';
import { accountKeys } from './keys';
import { storeMemberUser } from './verify-member';

/**
 * POST /api/uyeprofilGuncelle (multipart: file) → the session user with its new logo ('Bilgileriniz güncellendi.'):
 * stored at once, so the header's avatar changes. `onUploadProgress` follows the upload (0 to 1).
 */
export function useUploadLogo(onUploadProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof uploadLogo>) => call(uploadLogo, { body }, { onUploadProgress }),
    onSuccess: (user) => {
      storeMemberUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile(viewer()), refetchType: 'none' });
    },
  });
}
