import { useMutation } from '@tanstack/react-query';
import { confirmActivationCode } from '@tedarik/contract/accounts/public';
import type { CallBody } from '@tedarik/contract/call';
import { call } from '../../../lib/call';

/** POST /api/aktivasyonKoduOnay {email, onayKodu} → 'OK' | 'Not' (wrong code) | 'NON' | 'error'. */
export const useConfirmActivationCode = () =>
  useMutation({ mutationFn: (body: CallBody<typeof confirmActivationCode>) => call(confirmActivationCode, { body }) });
