import { useMutation } from '@tanstack/react-query';
import { getText } from '../../../lib/http';

/** POST /api/aktivasyonKoduOnay {email, onayKodu} → 'OK' | 'Not' (wrong code) | 'NON' | 'error'. */
export const confirmActivationCode = (body: { email: string; onayKodu: string }) =>
  getText('/api/aktivasyonKoduOnay', { json: body });

export const useConfirmActivationCode = () => useMutation({ mutationFn: confirmActivationCode });
