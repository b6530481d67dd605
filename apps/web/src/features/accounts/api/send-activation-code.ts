import { useMutation } from '@tanstack/react-query';
import { getText } from '../../../lib/http';

/** POST /api/aktivasyonKoduGonder {email} → 'OK' (sent) | 'Success' (already active) | 'NON' | 'error'. */
export const sendActivationCode = (email: string) => getText('/api/aktivasyonKoduGonder', { json: { email } });

export const useSendActivationCode = () => useMutation({ mutationFn: sendActivationCode });
