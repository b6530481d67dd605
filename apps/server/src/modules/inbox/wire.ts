// Contact messages and newsletter subscribers in the back-office's Turkish wire shapes (admin spec §3).
import type { ContactMessage, Subscriber } from '@tedarik/contract/inbox/admin';
import type { ContactRequest } from '@tedarik/contract/inbox/public';
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

const CSV_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a leading =, +, -, @ or tab/CR is
 * prefixed with an apostrophe, so a spreadsheet never runs an address as a formula.
 */
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The CSV's first bytes: a byte-order mark (spreadsheets then read UTF-8) and the header line. */
export const SUBSCRIBERS_CSV_HEAD = '\uFEFFemail,tarih\r\n';

export const toSubscriberCsvLines = (rows: SubscriberRow[]) =>
  rows.map((s) => `${cell(s.email)},${cell(CSV_TIME.format(s.createdAt))}\r\n`).join('');

/** The contact form (iletisimMail): ad, tel, mail, mesaJ (the legacy capital J). */
export const fromContactFields = (b: ContactRequest): ContactInput => ({
  name: b.ad,
  phone: b.tel,
  email: b.mail,
  message: b.mesaJ,
});
