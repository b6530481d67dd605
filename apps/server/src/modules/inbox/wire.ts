// Contact messages and newsletter subscribers in the back-office's Turkish wire shapes (admin spec §3).
import type { ContactMessage, Subscriber } from '@tedarik/contract/inbox/admin';
import type { ContactRequest } from '@tedarik/contract/inbox/public';
import { CSV_TIME, csvHead, csvLine } from '../../platform/csv';
import type { ContactInput, ContactMessageRow, SubscriberRow } from './service';

export const toContactMessage = (m: ContactMessageRow): ContactMessage => ({
  id: m.id,
  ad: m.name,
  tel: m.phone,
  email: m.email,
  mesaj: m.message,
  tarih: m.createdAt.toISOString(),
  oku: m.read,
});

export const toSubscriber = (s: SubscriberRow): Subscriber => ({
  id: s.id,
  email: s.email,
  tarih: s.createdAt.toISOString(),
});

/** The CSV's first bytes: a byte-order mark and the header line. */
export const SUBSCRIBERS_CSV_HEAD = csvHead(['email', 'tarih']);

export const toSubscriberCsvLines = (rows: SubscriberRow[]) =>
  rows.map((s) => csvLine([s.email, CSV_TIME.format(s.createdAt)])).join('');

/** The contact form (iletisimMail): ad, tel, mail, mesaJ (the legacy capital J). */
export const fromContactFields = (b: ContactRequest): ContactInput => ({
  name: b.ad,
  phone: b.tel,
  email: b.mail,
  message: b.mesaJ,
});
