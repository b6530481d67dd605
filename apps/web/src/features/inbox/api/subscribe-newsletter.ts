import { useMutation } from '@tanstack/react-query';
import { getText } from '../../../lib/http';

/** POST /api/bultenKayit as a form {email}; answers 'Kaydınız yapıldı.'. */
export const subscribeNewsletter = (email: string) =>
  getText('/api/bultenKayit', { form: new URLSearchParams({ email }) });

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
