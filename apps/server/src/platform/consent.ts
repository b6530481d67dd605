// The one consent check of commercial messages (issue 53 item 2, decision 0071): a recipient may be sent a promotional
// message on a channel while its latest consent event there (consent_events, kept by modules/consents) is a grant.
// `tell` (notices.ts) writes promotional messages only under it, the outbox checks it again just before delivery (a
// withdrawal stops what is already queued), and the unsubscribe links are signed here.
import { timingSafeEqual } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { SecretBox } from './secrets';

/** The channels of a commercial consent, as İYS names them: e-posta (EPOSTA), SMS (MESAJ), arama (ARAMA). */
export const CONSENT_CHANNELS = ['eposta', 'sms', 'arama'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** A phone as consents key it: '+90' and its last ten digits ('544 939 97 21', '0544…', '90544…' are one key). */
export const phoneKey = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 10 ? `+90${digits.slice(-10)}` : '';
};
/** phoneKey in SQL, over a phone column */
export const phoneKeySql = (phone: SQL) =>
  sql`case when length(regexp_replace(${phone}, '\\D', '', 'g')) >= 10
    then '+90' || right(regexp_replace(${phone}, '\\D', '', 'g'), 10) else '' end`;

/** Whether the latest consent of `address` on `channel` is a grant (one probe of consent_events_address_idx). */
export const consented = (channel: ConsentChannel, address: SQL) =>
  sql`coalesce((select ce.granted from consent_events ce where ce.address = ${address} and ce.channel = ${channel}
    order by ce.id desc limit 1), false)`;

// ── one-click unsubscribe (RFC 8058) ────────────────────────────────────────────────────────────────────────────
/** The path of the unsubscribe page and of its one-click POST (modules/consents). */
export const UNSUBSCRIBE_PATH = '/abonelik-iptal';

/** A token that names an address's e-mail consent: the address (base64url) and its signature. */
export const unsubscribeToken = (secrets: SecretBox, address: string) =>
  `${Buffer.from(address).toString('base64url')}.${secrets.sign(`unsubscribe:eposta:${address}`)}`;

/** The address a token names, when its signature holds; undefined otherwise. */
export function unsubscribeAddress(secrets: SecretBox, token: string): string | undefined {
  if (token.length > 600) return undefined;
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length) return undefined;
  const address = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = secrets.sign(`unsubscribe:eposta:${address}`);
  const a = Buffer.from(expected);
  const b = Buffer.from(signature);
  return a.length === b.length && timingSafeEqual(a, b) ? address : undefined;
}

/** The unsubscribe link of a promotional mail to `address`. */
export const unsubscribeLink = (publicUrl: string, secrets: SecretBox, address: string) =>
  `${publicUrl.replace(/\/$/, '')}${UNSUBSCRIBE_PATH}?t=${unsubscribeToken(secrets, address)}`;
