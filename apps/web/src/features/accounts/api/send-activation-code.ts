import { useMutation } from '@tanstack/react-query';
import { sendActivationCode } from '@tedarik/contract/accounts/public';
import type { CallBody } from '@tedarik/contract/call';
import { call } from '../../../lib/call';

/** POST /api/aktivasyonKoduGonder {email} → 'OK' (sent) | 'Success' (already active) | 'NON' | 'error'. */
export const useSendActivationCode = () =>
  useMutation({ mutationFn: (body: CallBody<typeof sendActivationCode>) => call(sendActivationCode, { body }) });
