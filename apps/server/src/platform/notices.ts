// One way to tell a member anything (issue 48 item 1; decision 0051). A notice is a bell row, a mail, an SMS and live
// events, any of them: `tell(tx, …notices)` writes the bell rows and queues the mails and SMS in the caller's
// transaction, under the one consent check of this file (`reachable`), and answers what is `Told`; after the commit,
// `afterCommit(ctx, told)` publishes the live events (web push is derived from them: modules/push) and asks the outbox
// to deliver. Nothing else writes notification rows or outbox messages (`.dependency-cruiser.cjs`).
//
// The bell rows and the messages are one statement whatever the number of notices: its rows come from a source of
// notices (VALUES for `tell`), and the same statement's steps serve a write that must stay one prepared statement
// (`noticeSteps`: an offer and a rating, which are the busiest writes and were made one statement to save BEGIN and
// COMMIT, decision 0026).
import { type LiveEvent, listOf, type NoticeKind } from '@tedarik/contract/events/kinds';
import { and, eq, gt, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, rawRows, type Tx } from '../db/client';
import { outbox } from '../db/schema/outbox';
import { consented, phoneKeySql } from './consent';
import type { AppContext } from './context';
import { type Mail, mailParts } from './mail/content';
import { type CooldownKind, enqueue, type OutgoingMessage } from './outbox';

export interface Notice {
  /**
   * who is told: a member, or every member a query selects (its one column: their ids; its notice needs a bell), or
   * the e-mail addresses a query selects (`addresses`, its one column: normalised addresses; a promotional mail only,
   * a newsletter: members or not, each address once)
   */
  to: number | SQL | { addresses: SQL };
  /** the notification in the header's bell (a live 'notification' event goes with it) */
  bell?: { kind: NoticeKind; text: string; link: string; requestId?: number };
  /**
   * a mail, sent when the member consents to mail (a bell's mail only when its bell row was new): `{ subject, title,
   * paragraphs, items?, action? }` gives its text and HTML parts (platform/mail/content.ts); `{ subject, body }` alone
   * an HTML part that lays out the text
   */
  mail?: Mail;
  /** an SMS, sent when the member consents to SMS */
  sms?: string;
  /** a live event besides the bell's: a page of the member's to refresh */
  event?: LiveEvent;
  /** no web push for this notice's events (the writer's own tabs refresh; the reader is alerted) */
  quiet?: boolean;
  /**
   * a promotional message (a bulletin, a campaign; decision 0071), not a service one: its mail and SMS go only where the
   * latest commercial consent of the address on that channel is a grant (platform/consent.ts), checked again at
   * delivery, and its mail carries a one-click unsubscribe. Service notices (requests, offers, messages) go as before.
   */
  promotional?: boolean;
}

/** What was told: the live events to publish after the commit, and whether the outbox has new messages. */
export interface Told {
  events: { member: number; event: LiveEvent; quiet: boolean }[];
  queued: boolean;
  /** how many addresses a notice to addresses mailed (a bulletin) */
  addressed?: number;
}

/**
 * Whether a member may be sent a message on `channel`: its consent (the registration's and the profile's checkboxes),
 * an address, and an account that is neither stopped nor deleted. The one consent check of every notice.
 */
export const reachable = (channel: 'mail' | 'sms', m = sql.raw('m')) =>
  channel === 'mail'
    ? sql`${m}.mail_opt_in and ${m}.email <> '' and ${m}.active and ${m}.deleted_at is null`
    : sql`${m}.sms_opt_in and ${m}.phone <> '' and ${m}.active and ${m}.deleted_at is null`;

/**
 * What else follows from the bell rows a notice's statement writes, in that statement: a data-modifying step over the
 * step `notice` (member_id, kind, request_id of the rows written now), ending in `returning 1`. An area registers one
 * when the app is built (app.ts: the webhooks area's deliveries, decision 0068), before any statement is prepared;
 * this file knows none of them. A name registered again replaces its step (one process builds several apps in tests).
 */
const bellFollowers = new Map<string, SQL>();
export function followBells(name: string, step: SQL) {
  bellFollowers.set(name, step);
}

/** The columns a source of notices yields, in this order. */
const COLUMNS = sql.raw('member_id, kind, text, link, request_id, subject, mail, layout, sms, promotional');

/**
 * The steps of the statement that writes the notices of `source` (a query yielding COLUMNS; `kind` null: no bell
 * row): the bell rows (a second 'request_match' of a member and request is not written: its unique index), then the
 * mails and SMS of the members who consent, a bell's only when its row was written now.
 */
function steps(source: SQL) {
  const written = (channel: 'mail' | 'sms') => sql`
    select ${channel === 'mail' ? sql`'mail', m.email, s.subject, s.mail, s.layout` : sql`'sms', m.phone, '', s.sms, null::jsonb`}, m.id,
      s.promotional
    from notice_source s join members m on m.id = s.member_id
    where s.${sql.raw(channel)} is not null and ${reachable(channel)}
      and (not s.promotional or ${channel === 'mail' ? consented('eposta', sql`m.email`) : consented('sms', phoneKeySql(sql`m.phone`))})
      and (s.kind is null or exists (select 1 from notice n where n.member_id = s.member_id and n.kind = s.kind
        and n.request_id is not distinct from s.request_id))`;
  return {
    source: sql`select ${COLUMNS} from (${source}) as s(${COLUMNS})`,
    notice: sql`insert into notifications (member_id, kind, text, link, request_id)
      select member_id, kind, text, link, request_id from notice_source where kind is not null
      on conflict do nothing returning member_id, kind, request_id`,
    mails: sql`insert into outbox (channel, recipient, subject, body, layout, member_id, promotional) ${written('mail')}
      returning id`,
    texts: sql`insert into outbox (channel, recipient, subject, body, layout, member_id, promotional) ${written('sms')}
      returning id`,
    followers: [...bellFollowers.values()].map((step, i) => ({ name: `bell_follower_${i}`, step })),
  };
}

type ToMembers = Notice & { to: number | SQL };
type ToAddresses = Notice & { to: { addresses: SQL } };
const toAddresses = (n: Notice): n is ToAddresses => typeof n.to === 'object' && 'addresses' in n.to;

/** A notice as rows of the source: one, or one per member its query selects. */
const rowsOf = (n: ToMembers) => {
  const mail = n.mail && mailParts(n.mail);
  const values = sql`${n.bell?.kind ?? null}::text, ${n.bell?.text ?? null}::text, ${n.bell?.link ?? null}::text,
    ${n.bell?.requestId ?? null}::int, ${mail?.subject ?? null}::text, ${mail?.body ?? null}::text,
    ${mail?.layout ? JSON.stringify(mail.layout) : null}::jsonb, ${n.sms ?? null}::text, ${n.promotional ?? false}::boolean`;
  return typeof n.to === 'number'
    ? sql`select ${n.to}::int, ${values}`
    : sql`select told.id, ${values} from (${n.to}) as told(id)`;
};

/** A promotional mail to addresses: one outbox row per distinct address whose latest e-mail consent is a grant. */
async function tellAddresses(tx: Db | Tx, n: ToAddresses) {
  if (!n.mail || !n.promotional) throw new Error('a notice to addresses is a promotional mail');
  const mail = mailParts(n.mail);
  const [row] = await rawRows<{ n: number }>(
    tx as Db,
    sql`with queued as (insert into outbox (channel, recipient, subject, body, layout, promotional)
      select 'mail', a.address, ${mail.subject}, ${mail.body}, ${mail.layout ? JSON.stringify(mail.layout) : null}::jsonb, true
      from (select distinct told.address from (${n.to.addresses}) as told(address)) a
      where a.address <> '' and ${consented('eposta', sql`a.address`)}
      returning 1)
      select count(*)::int as n from queued`,
  );
  return row?.n ?? 0;
}

type Bell = { member_id: number; kind: string; request_id: number | null };

/**
 * Tells members: their bell rows and messages written in the caller's transaction (or as one statement on `db`), their
 * live events answered for `afterCommit`. A bell row already there (a matching request told once) tells nothing more.
 */
export async function tell(tx: Db | Tx, ...notices: Notice[]): Promise<Told> {
  const writing = notices.filter((n): n is ToMembers => !toAddresses(n) && Boolean(n.bell || n.mail || n.sms));
  let bells: Bell[] = [];
  let queued = false;
  let addressed = 0;
  for (const n of notices.filter(toAddresses)) addressed += await tellAddresses(tx, n);
  if (addressed > 0) queued = true;
  if (writing.length) {
    const s = steps(sql.join(writing.map(rowsOf), sql` union all `));
    const [result] = await rawRows<{ bells: Bell[] | null; queued: boolean }>(
      tx as Db,
      sql`with notice_source as (${s.source}), notice as (${s.notice}), mails as (${s.mails}), texts as (${s.texts})
        ${sql.join(
          s.followers.map((f) => sql`, ${sql.identifier(f.name)} as (${f.step})`),
          sql``,
        )}
        select (select json_agg(notice) from notice) as bells,
          exists (select 1 from mails) or exists (select 1 from texts) as queued`,
    );
    bells = result?.bells ?? [];
    queued = result?.queued ?? false;
  }
  return { ...toldOf(notices, bells, queued), ...(addressed > 0 && { addressed }) };
}

/**
 * The live events of `notices`: each one's own event, and a bell's 'notification' to the members whose bell row was
 * written (`bells`, as the statement answered them; omitted: every bell of a notice to a member, as written by a
 * statement of `noticeSteps`).
 */
export function toldOf(notices: Notice[], bells?: Bell[], queued = false): Told {
  const events: Told['events'] = [];
  for (const n of notices) {
    const quiet = n.quiet ?? false;
    const bell = n.bell;
    const members = typeof n.to === 'number' ? [n.to] : [];
    let written = bell ? members : [];
    if (bell && bells)
      written = bells
        .filter((b) => b.kind === bell.kind && b.request_id === (bell.requestId ?? null))
        .map((b) => b.member_id)
        .filter((m) => typeof n.to !== 'number' || m === n.to);
    for (const member of written) {
      const { kind, requestId } = bell as NonNullable<typeof bell>;
      const event: LiveEvent = {
        kind: 'notification',
        list: listOf(kind),
        about: kind,
        ...(requestId && { requestId }),
      };
      events.push({ member, event, quiet });
    }
    if (n.event)
      for (const member of typeof n.to === 'number' ? members : written) events.push({ member, event: n.event, quiet });
  }
  return { events, queued };
}

/**
 * The steps of a notice inside another statement (prepared once per connection), its values SQL over the columns
 * of the step named `from` or placeholders: `with …, ${steps} …`. The caller publishes `toldOf` its notice and the
 * bell rows written after it.
 */
export function noticeSteps(
  db: Db,
  from: string,
  n: {
    to: SQL | Placeholder;
    kind: NoticeKind;
    text: SQL | Placeholder;
    link: SQL | Placeholder;
    requestId: SQL | Placeholder;
  },
) {
  const s = steps(sql`select ${n.to}::int, ${n.kind}::text, ${n.text}::text, ${n.link}::text, ${n.requestId}::int,
    null::text, null::text, null::jsonb, null::text, false from ${sql.identifier(from)}`);
  return [
    db.$with('notice_source', { memberId: sql<number>`member_id` }).as(s.source),
    db.$with('notice', { memberId: sql<number>`member_id` }).as(s.notice),
    db.$with('mails', { id: sql<number>`id` }).as(s.mails),
    db.$with('texts', { id: sql<number>`id` }).as(s.texts),
    ...s.followers.map((f) => db.$with(f.name, { one: sql<number>`1` }).as(f.step)),
  ] as const;
}

/**
 * A message to an address rather than a member (an activation code, a password reset link, an e-mail change's
 * confirmation, the contact form's mail to the administrator): a service message, sent whatever the consents.
 */
export const sendTo = (tx: Db | Tx, ...messages: OutgoingMessage[]) => enqueue(tx, ...messages);

/**
 * Per-recipient cooldown of codes and links: the same address or phone gets at most one of a kind per minute and
 * RECIPIENT_DAILY of a kind a day, however many callers ask (the outbox is shared by every server process). Kinds
 * are counted apart (a reset link asked just after the activation code goes out) and notices not at all (a
 * manufacturer's notification mails never use up their reset links).
 */
export const RECIPIENT_DAILY = 5;

/** Whether any of `recipients` got a `kind` message within the last minute, or RECIPIENT_DAILY within a day. */
export async function recipientCoolingDown(db: Db, recipients: string[], kind: CooldownKind) {
  const counts = await db
    .select({
      lastMinute: sql<number>`count(*) filter (where ${outbox.createdAt} > now() - interval '1 minute')::int`,
      lastDay: sql<number>`count(*)::int`,
    })
    .from(outbox)
    .where(
      and(
        inArray(outbox.recipient, recipients),
        eq(outbox.kind, kind),
        gt(outbox.createdAt, sql`now() - interval '1 day'`),
      ),
    )
    .groupBy(outbox.recipient);
  return counts.some((c) => c.lastMinute > 0 || c.lastDay >= RECIPIENT_DAILY);
}

/** After the commit of what `tell` wrote: its live events published (web push derived from them), the outbox asked. */
export async function afterCommit(ctx: Pick<AppContext, 'db' | 'events' | 'outbox'>, ...told: Told[]) {
  if (told.some((t) => t.queued)) ctx.outbox.kick();
  // one publish per event, whoever it goes to (a request's matching companies are one insert)
  const groups = new Map<string, { event: LiveEvent; members: number[]; alert: number[] }>();
  for (const { member, event, quiet } of told.flatMap((t) => t.events)) {
    const key = JSON.stringify(event);
    const group = groups.get(key) ?? { event, members: [], alert: [] };
    group.members.push(member);
    if (!quiet) group.alert.push(member);
    groups.set(key, group);
  }
  for (const g of groups.values()) await ctx.events.publish(ctx.db, g.members, g.event, { alert: g.alert });
}

/** `tell` outside a transaction, then `afterCommit`: a notice that is the only write. */
export async function tellNow(ctx: Pick<AppContext, 'db' | 'events' | 'outbox'>, ...notices: Notice[]) {
  await afterCommit(ctx, await tell(ctx.db, ...notices));
}
