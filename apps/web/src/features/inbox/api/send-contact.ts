import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@tedarik/contract/inbox';
import { getText } from '../../../lib/http';

/** POST /api/iletisimMail (JSON {ad, tel, mail, mesaJ}); the answer 'Ok' means the message was received. */
export const sendContact = (body: ContactRequest) => getText('/api/iletisimMail', { json: body });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
