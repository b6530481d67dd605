// Contact form and newsletter (spec §5, §7, §8).
import { z } from 'zod';
import { defineCall, TEXT } from '../call';
import { MAX_DETAIL } from '../constants';
import { zEmail, zTextOver } from '../fields';

export const INBOX_MSG = {
  name: 'Adınızı Girin.',
  email: 'Geçersiz Email.',
  phone: 'Telefon Numaranızı Girin.',
  message: 'Mesajınızı Girin.',
  contactSent: 'Mailiniz İletildi.',
  subscribed: 'Kaydınız yapıldı.',
} as const;

const zValidEmail = zEmail({ over: 5, short: INBOX_MSG.email, invalid: INBOX_MSG.email });

export const zContactRequest = z.object({
  ad: zTextOver(2, INBOX_MSG.name),
  mail: zValidEmail,
  tel: zTextOver(10, INBOX_MSG.phone),
  mesaJ: zTextOver(10, INBOX_MSG.message, MAX_DETAIL),
});
export type ContactRequest = z.infer<typeof zContactRequest>;

export const zNewsletterRequest = z.object({ email: zValidEmail });

/** POST /api/iletisimMail (JSON {ad, tel, mail, mesaJ}); the answer 'Ok' means the message was received. */
export const sendContact = defineCall({
  method: 'POST',
  path: '/api/iletisimMail',
  auth: 'none',
  request: { body: zContactRequest },
  response: TEXT,
});

/** POST /api/bultenKayit as a form {email}; answers 'Kaydınız yapıldı.'. */
export const subscribeNewsletter = defineCall({
  method: 'POST',
  path: '/api/bultenKayit',
  auth: 'none',
  request: { body: zNewsletterRequest, encoding: 'form' },
  response: TEXT,
});
