import { useMutation } from '@tanstack/react-query';
import { changePassword } from '@tedarik/contract/accounts/member';
import type { CallBody } from '@tedarik/contract/call';
import { call } from '../../../lib/call';

/** POST /api/uyesifremGuncelle {esifre: current, sifre: new} → 'Bilgileriniz güncellendi.' */
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: CallBody<typeof changePassword>) => call(changePassword, { body }) });
