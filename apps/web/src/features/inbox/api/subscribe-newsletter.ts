import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { subscribeNewsletter } from '@tedarik/contract/inbox/public';
import { call } from '../../../lib/call';

/** POST /api/bultenKayit as a form {email}; answers 'Kaydınız yapıldı.'. */
export const useSubscribeNewsletter = () =>
  useMutation({ mutationFn: (body: CallBody<typeof subscribeNewsletter>) => call(subscribeNewsletter, { body }) });
