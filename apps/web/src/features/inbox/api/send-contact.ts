import { useMutation } from '@tanstack/react-query';
import type { CallBody } from '@tedarik/contract/call';
import { sendContact } from '@tedarik/contract/inbox/public';
import { call } from '../../../lib/call';

/** POST /api/iletisimMail (JSON {ad, tel, mail, mesaJ}); the answer 'Ok' means the message was received. */
export const useSendContact = () =>
  useMutation({ mutationFn: (body: CallBody<typeof sendContact>) => call(sendContact, { body }) });
