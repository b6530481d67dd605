import { useMutation } from '@tanstack/react-query';
import { getText } from '../../../lib/http';

/** POST /api/uyesifremGuncelle {esifre: current, sifre: new} → 'Bilgileriniz güncellendi.' */
export const changePassword = (body: { esifre: string; sifre: string }) =>
  getText('/api/uyesifremGuncelle', { json: body, auth: 'member' });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
