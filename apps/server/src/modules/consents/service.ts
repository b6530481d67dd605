// KVKK and İYS (issue 53 items 1 and 2, decision 0071): the legal texts in versions (a new version never changes an
// old one) and every consent given or withdrawn, recorded as an event — by registration, the profile's checkboxes,
// the newsletter, the member's 'Gizlilik ve İzinler', an e-mail's unsubscribe link and İYS's list of refusals. A
// recipient's commercial consent on a channel is its latest event there; `tell` sends promotional messages only under
// it (platform/consent.ts).
import {
  CONSENT_MSG,
  type ConsentChannel,
  type ConsentSource,
  LEGAL_TEXT_KINDS,
  type LegalTextKind,
  REQUIRES_CONSENT,
} from '@tedarik/contract/consents/consents';
import { normalizeEmail } from '@tedarik/contract/text';
import { asc, desc, sql } from 'drizzle-orm';
import { type Db, rawRows, type Tx } from '../../db/client';
import { legalTexts } from '../../db/schema/consents';
import { phoneKey } from '../../platform/consent';
import { AppError } from '../../platform/errors';
import { cleanHtml } from '../../platform/html';

export type LegalTextRow = typeof legalTexts.$inferSelect;

/** One consent event to record; `version` is the text's latest at the time unless given. */
export interface ConsentEvent {
  memberId?: number | null;
  address: string;
  kind: LegalTextKind;
  version?: number | null;
  channel?: ConsentChannel | null;
  granted: boolean;
  ip?: string | null;
  source: ConsentSource;
}

/** Who a consent is recorded for: a member's id and its addresses as it stands. */
export interface ConsentHolder {
  memberId: number;
  email: string;
  phone: string;
}

/** The address of a holder on a channel: its e-mail, or its mobile phone as a key ('+90…'); '' when it has none. */
export const addressOn = (h: Pick<ConsentHolder, 'email' | 'phone'>, channel: ConsentChannel) =>
  channel === 'eposta' ? normalizeEmail(h.email) : phoneKey(h.phone);

// ── texts ────────────────────────────────────────────────────────────────────────────────────────────────────────
/** Every version of every text, newest first. */
export const allTexts = (db: Db) =>
  db.select().from(legalTexts).orderBy(asc(legalTexts.kind), desc(legalTexts.version));

/** The latest version of each text that has one. */
export async function currentTexts(db: Db | Tx): Promise<LegalTextRow[]> {
  const rows = await (db as Db)
    .selectDistinctOn([legalTexts.kind])
    .from(legalTexts)
    .orderBy(legalTexts.kind, desc(legalTexts.version));
  return LEGAL_TEXT_KINDS.flatMap((k) => rows.filter((r) => r.kind === k));
}

/** A new version of a text: the next number of its kind (taken under a lock), its HTML sanitised. */
export async function publishText(
  db: Db,
  adminId: number | null,
  input: { kind: LegalTextKind; title: string; body: string },
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4711071, ${LEGAL_TEXT_KINDS.indexOf(input.kind)})`);
    const [row] = await tx
      .insert(legalTexts)
      .values({
        kind: input.kind,
        version: sql`(select coalesce(max(version), 0) + 1 from legal_texts where kind = ${input.kind})`,
        title: input.title,
        body: cleanHtml(input.body),
        requiresConsent: REQUIRES_CONSENT[input.kind],
        publishedBy: adminId,
      })
      .returning();
    return row;
  });
}

// ── events ───────────────────────────────────────────────────────────────────────────────────────────────────────
/** Records events in one statement, each with its text's latest version when none is given. */
export async function record(db: Db | Tx, events: ConsentEvent[]) {
  if (!events.length) return;
  const rows = events.map((e) => ({
    member_id: e.memberId ?? null,
    address: e.address,
    kind: e.kind,
    version: e.version ?? null,
    channel: e.channel ?? null,
    granted: e.granted,
    ip: e.ip ?? null,
    source: e.source,
  }));
  await (
    db as Db
  ).execute(sql`insert into consent_events (member_id, address, kind, version, channel, granted, ip, source)
    select v.member_id, v.address, v.kind,
      coalesce(v.version, (select max(t.version) from legal_texts t where t.kind = v.kind)),
      v.channel, v.granted, v.ip, v.source
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(member_id int, address text, kind text, version int,
      channel text, granted boolean, ip text, source text)`);
}

/**
 * A registration's consents: the membership agreement accepted and the privacy notice told (by the e-mail), and the
 * commercial consent of each channel as its checkbox said (the e-mail's, the mobile phone's SMS).
 */
export function recordRegistration(
  tx: Tx,
  h: ConsentHolder,
  chosen: { mailOptIn: boolean; smsOptIn: boolean },
  at: { ip: string; source: ConsentSource },
) {
  const email = normalizeEmail(h.email);
  const base = { memberId: h.memberId, ip: at.ip, source: at.source };
  const events: ConsentEvent[] = [
    { ...base, address: email, kind: 'uyelik', granted: true },
    { ...base, address: email, kind: 'aydinlatma', granted: true },
    { ...base, address: email, kind: 'ticari-ileti', channel: 'eposta', granted: chosen.mailOptIn },
  ];
  const phone = phoneKey(h.phone);
  if (phone) events.push({ ...base, address: phone, kind: 'ticari-ileti', channel: 'sms', granted: chosen.smsOptIn });
  return record(tx, events);
}

/**
 * The profile's (or the back-office's) SMS and mail checkboxes: an event for each that changed (`before` as stored,
 * `after` as saved; undefined: not sent, kept).
 */
export function recordCheckboxes(
  db: Db,
  h: ConsentHolder,
  before: { mailOptIn: boolean; smsOptIn: boolean },
  after: { mailOptIn?: boolean; smsOptIn?: boolean },
  at: { ip: string; source: ConsentSource },
) {
  const events: ConsentEvent[] = [];
  const changed = (channel: ConsentChannel, was: boolean, now: boolean | undefined) => {
    const address = addressOn(h, channel);
    if (now !== undefined && now !== was && address)
      events.push({ memberId: h.memberId, address, kind: 'ticari-ileti', channel, granted: now, ...at });
  };
  changed('eposta', before.mailOptIn, after.mailOptIn);
  changed('sms', before.smsOptIn, after.smsOptIn);
  return record(db, events);
}

/** The member whose e-mail `address` is, in SQL (null: none, or not a member's). */
const memberOfEmail = (address: string) =>
  sql`(select m.id from members m where m.email = ${address} and m.deleted_at is null)`;

/**
 * An address's commercial consent on a channel changed, unless it already stands so (a repeated subscription or
 * unsubscribe records nothing more; an address that never consented has nothing to withdraw). True when an event was
 * recorded.
 */
export async function setAddressConsent(
  db: Db | Tx,
  e: { address: string; channel: ConsentChannel; granted: boolean; ip?: string | null; source: ConsentSource },
) {
  const memberId = e.channel === 'eposta' ? memberOfEmail(e.address) : sql`null::int`;
  const rows = await rawRows<{ id: number }>(
    db as Db,
    sql`insert into consent_events (member_id, address, kind, version, channel, granted, ip, source)
      select ${memberId}, ${e.address}, 'ticari-ileti',
        (select max(version) from legal_texts where kind = 'ticari-ileti'), ${e.channel}, ${e.granted}, ${e.ip ?? null},
        ${e.source}
      where coalesce((select ce.granted from consent_events ce where ce.address = ${e.address}
        and ce.channel = ${e.channel} order by ce.id desc limit 1), false) <> ${e.granted}
      returning id`,
  );
  return rows.length > 0;
}

// ── a member's consents ──────────────────────────────────────────────────────────────────────────────────────────
interface LatestEvent {
  address: string;
  kind: LegalTextKind;
  channel: ConsentChannel | null;
  version: number | null;
  granted: boolean;
  at: Date;
  source: ConsentSource;
}

/** The latest event of each channel on the holder's addresses, and of each text kind of the member. */
async function latestOf(db: Db, h: ConsentHolder) {
  const addresses = [normalizeEmail(h.email), phoneKey(h.phone)].filter(Boolean);
  const channels = await rawRows<LatestEvent>(
    db,
    sql`select distinct on (address, channel) address, kind, channel, version, granted, at, source
      from consent_events where address in (${sql.join(
        addresses.map((a) => sql`${a}`),
        sql`, `,
      )}) and channel is not null
      order by address, channel, id desc`,
  );
  const texts = await rawRows<LatestEvent>(
    db,
    sql`select distinct on (kind) address, kind, channel, version, granted, at, source
      from consent_events where member_id = ${h.memberId} and channel is null
      order by kind, id desc`,
  );
  return { channels, texts };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** What the member sees in 'İzinlerim': per channel, the texts, and what waits for its answer. */
export async function memberConsents(db: Db, h: ConsentHolder) {
  const [{ channels: latest, texts: answered }, current] = await Promise.all([latestOf(db, h), currentTexts(db)]);
  const channels = (['eposta', 'sms', 'arama'] as const).map((channel) => {
    const address = addressOn(h, channel);
    const e = latest.find((l) => l.channel === channel && l.address === address);
    return {
      channel,
      address,
      granted: e?.granted ?? false,
      since: iso(e?.at ?? null),
      source: e?.source ?? null,
    };
  });
  const texts = current.map((t) => {
    let accepted: { version: number | null; at: string | null; declined: boolean };
    if (t.kind === 'ticari-ileti') {
      // the version under which the granted channels were last confirmed (the oldest of them)
      const granted = latest.filter((l) => l.granted);
      const versions = granted.map((l) => l.version ?? 0);
      accepted = granted.length
        ? { version: Math.min(...versions), at: iso(granted[0].at), declined: false }
        : { version: null, at: null, declined: false };
    } else {
      const e = answered.find((a) => a.kind === t.kind);
      accepted = { version: e?.version ?? null, at: iso(e?.at ?? null), declined: e ? !e.granted : false };
    }
    return {
      id: t.id,
      kind: t.kind as LegalTextKind,
      version: t.version,
      title: t.title,
      body: t.body,
      requiresConsent: t.requiresConsent,
      publishedAt: t.publishedAt.toISOString(),
      acceptedVersion: accepted.version === 0 ? null : accepted.version,
      acceptedAt: accepted.at,
      declined: accepted.declined,
    };
  });
  // a text waits when the member's answer is of an older version; a commercial text only while a channel is granted
  const pending = texts.filter((t) => {
    if (t.kind === 'ticari-ileti') return latest.some((l) => l.granted && (l.version ?? 0) < t.version);
    const e = answered.find((a) => a.kind === t.kind);
    return !e || (e.version ?? 0) < t.version;
  });
  return { channels, texts, pending };
}

/** The member's commercial consent on a channel, given or withdrawn on its 'Gizlilik ve İzinler'. */
export async function setMemberChannel(
  db: Db,
  h: ConsentHolder,
  channel: ConsentChannel,
  granted: boolean,
  ip: string,
) {
  const address = addressOn(h, channel);
  if (!address) throw new AppError(CONSENT_MSG.noAddress);
  await record(db, [
    { memberId: h.memberId, address, kind: 'ticari-ileti', channel, granted, ip, source: 'gizlilik-ekrani' },
  ]);
}

/**
 * The member's answer to a text's version (the dialog after login, or its screen): an explicit-consent text accepted
 * or declined (the commercial one: each granted channel confirmed or withdrawn), an informed one acknowledged. Only
 * the latest version is answered.
 */
export async function answerText(
  db: Db,
  h: ConsentHolder,
  kind: LegalTextKind,
  answer: { version: number; granted: boolean },
  ip: string,
) {
  const text = (await currentTexts(db)).find((t) => t.kind === kind);
  if (!text) throw new AppError(CONSENT_MSG.textNotFound, 404);
  if (text.version !== answer.version) throw new AppError(CONSENT_MSG.staleVersion, 409);
  const base = { memberId: h.memberId, kind, version: text.version, ip, source: 'yeniden-onay' as const };
  if (kind !== 'ticari-ileti') {
    // an informed text is acknowledged whatever the button: it asks no consent
    await record(db, [
      { ...base, address: normalizeEmail(h.email), granted: text.requiresConsent ? answer.granted : true },
    ]);
    return;
  }
  const { channels } = await latestOf(db, h);
  await record(
    db,
    channels
      .filter((c) => c.granted && c.channel)
      .map((c) => ({ ...base, address: c.address, channel: c.channel, granted: answer.granted })),
  );
}
