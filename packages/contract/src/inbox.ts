// Contact form and newsletter (spec §5, §7, §8).
import { z } from 'zod';
import { EMAIL_PATTERN, zTextOver } from './fields';

export const INBOX_MSG = {
  name: 'Adınızı Girin.',
  email: 'Geçersiz Email.',
  phone: 'Telefon Numaranızı Girin.',
  message: 'Mesajınızı Girin.',
  contactSent: 'Mailiniz İletildi.',
  subscribed: 'Kaydınız yapıldı.',
} as const;

const zValidEmail = zTextOver(5, INBOX_MSG.email).pipe(
  z.string().toLowerCase().regex(EMAIL_PATTERN, { error: INBOX_MSG.email }),
);

/** POST /api/iletisimMail (JSON); the answer 'Ok' means success. */
export const zContactRequest = z.object({
  ad: zTextOver(2, INBOX_MSG.name),
  mail: zValidEmail,
  tel: zTextOver(10, INBOX_MSG.phone),
  mesaJ: zTextOver(10, INBOX_MSG.message).pipe(z.string().max(4000, { error: INBOX_MSG.message })),
});
export type ContactRequest = z.infer<typeof zContactRequest>;

/** POST /api/bultenKayit (form). */
export const zNewsletterRequest = z.object({ email: zValidEmail });
