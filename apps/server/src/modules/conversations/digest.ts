// The unread mail digest (issue 38 item 5; decision 0041): a member who has left a message of the other side unread
// for DIGEST_AFTER_MINUTES gets one mail listing how many unread messages wait in which requests, never their text
// (it may be masked for the reader) nor the other side's name, with a link to 'Mesajlar' (its HTML part: to each
// thread). Only members the notices' consent check lets mail (platform/notices.ts `reachable`) are due: the others'
// messages wait unmailed.
//
// A thread's side remembers up to which message of the other side it was digested (`buyer_digested_id`,
// `supplier_digested_id`), in the transaction that queues the mail, so no message is mailed twice however often or
// in how many processes the job runs. A side's unread messages are the other side's last `…_unread` messages (the
// counters of service.ts); reading the thread clears them, so a message read in time is never mailed.
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs';
import { afterCommit, type Notice, reachable, type Told, tell } from '../../platform/notices';

/** How long a message stays unread before it is mailed. */
export const DIGEST_AFTER_MINUTES = 15;
/** Members mailed per transaction (a run goes on until none is due, at most MAX_ROUNDS transactions). */
const BATCH = 200;
const MAX_ROUNDS = 25;
export const MESSAGES_PAGE = '/hesabim/mesajlar';
export const DIGEST_SUBJECT = 'Okunmamış mesajlarınız var';

type Pending = {
  id: number;
  side: 'buyer' | 'supplier';
  member_id: number;
  request_id: number;
  request_title: string;
  messages: number;
  last_id: number;
  full_name: string;
};

// Each side of each thread with unread messages not yet digested (the partial indexes of migration 0023 hold just
// those threads), its undigested unread messages counted: the other side's last `unread` messages after the pointer.
const side = (name: 'buyer' | 'supplier', me: string, other: string) =>
  sql.raw(`
  select c.id, '${name}' as side, c.${me}_id as member_id, c.${other}_id as other_id, c.request_id,
    c.${me}_unread as unread, c.${me}_digested_id as digested
  from conversations c
  where c.${me}_unread > 0 and c.last_message_id > c.${me}_digested_id`);

/** The pending sides of up to BATCH members due now: whose oldest undigested unread message is old enough. */
const dueSides = (cutoff: Date): SQL => sql`
  with sides as (${side('buyer', 'buyer', 'supplier')} union all ${side('supplier', 'supplier', 'buyer')}),
  pending as (
    select s.id, s.side, s.member_id, s.request_id, count(*)::int as messages, max(u.id)::int as last_id,
      min(u.created_at) as oldest
    from sides s
    cross join lateral (
      select m.id, m.created_at from conversation_messages m
      where m.conversation_id = s.id and m.sender_id = s.other_id
      order by m.id desc limit s.unread
    ) u
    where u.id > s.digested
    group by s.id, s.side, s.member_id, s.request_id
  ),
  due as (
    select p.member_id from pending p
    join members mb on mb.id = p.member_id
    where ${reachable('mail', sql.raw('mb'))}
    group by p.member_id
    having min(p.oldest) <= ${cutoff.toISOString()}::timestamptz
    order by p.member_id
    limit ${BATCH}
  )
  select p.id, p.side, p.member_id, p.request_id, cp.name as request_title, p.messages, p.last_id,
    mb.full_name
  from pending p
  join due d on d.member_id = p.member_id
  join members mb on mb.id = p.member_id
  join requests r on r.id = p.request_id
  join catalog_products cp on cp.id = r.catalog_product_id
  order by p.member_id, p.request_id, p.id`;

/** The mail of one member: unread messages per request, the oldest request first. */
function digestMail(publicUrl: string, sides: Pending[]): Notice {
  const perRequest = new Map<number, { title: string; messages: number }>();
  for (const s of sides) {
    const r = perRequest.get(s.request_id) ?? { title: s.request_title, messages: 0 };
    r.messages += s.messages;
    perRequest.set(s.request_id, r);
  }
  const total = sides.reduce((sum, s) => sum + s.messages, 0);
  const lines = [...perRequest].map(([id, r]) => `- ${r.title} (talep no ${id}): ${r.messages} mesaj`);
  return {
    to: sides[0].member_id,
    mail: {
      subject: DIGEST_SUBJECT,
      title: DIGEST_SUBJECT,
      paragraphs: [`Merhaba ${sides[0].full_name},`, `Tedarik'te okumadığınız ${total} mesaj var:`],
      // the HTML lists each thread with its link (the text, as before, per request)
      items: sides.map((s) => ({
        title: s.request_title,
        lines: [`Talep no ${s.request_id} · ${s.messages} okunmamış mesaj`],
        link: `${publicUrl}${MESSAGES_PAGE}/${s.id}`,
      })),
      action: { label: 'Mesajları Oku', link: `${publicUrl}${MESSAGES_PAGE}` },
      body: [
        `Merhaba ${sides[0].full_name},`,
        '',
        `Tedarik'te okumadığınız ${total} mesaj var:`,
        '',
        ...lines,
        '',
        `Mesajlarınızı okumak için: ${publicUrl}${MESSAGES_PAGE}`,
        '',
        'Bu e-postayı e-posta bildirimlerine izin verdiğiniz için aldınız; izninizi Hesabım > Profilim sayfasından ' +
          'kapatabilirsiniz.',
      ].join('\n'),
    },
  };
}

/** The sides' pointers move past what was mailed (never back: greatest). */
const markDigested = (sides: Pending[], name: 'buyer' | 'supplier') => {
  const mine = sides.filter((s) => s.side === name);
  if (!mine.length) return undefined;
  const column = sql.raw(`${name}_digested_id`);
  const values = sql.join(
    mine.map((s) => sql`(${s.id}::int, ${s.last_id}::int)`),
    sql`, `,
  );
  return sql`update conversations c set ${column} = greatest(c.${column}, v.last_id)
    from (values ${values}) as v(id, last_id) where c.id = v.id`;
};

/**
 * Mails every member due at `now` one digest, each in the transaction that marks its messages digested; answers what
 * was told (for `afterCommit`).
 */
export async function sendUnreadDigests(ctx: Pick<AppContext, 'db' | 'publicUrl'>, now: Date): Promise<Told[]> {
  const cutoff = new Date(now.getTime() - DIGEST_AFTER_MINUTES * 60_000);
  const told: Told[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { members, mailed } = await ctx.db.transaction(async (tx) => {
      const rows = await rawRows<Pending>(tx as unknown as Db, dueSides(cutoff));
      const byMember = new Map<number, Pending[]>();
      for (const r of rows) byMember.set(r.member_id, [...(byMember.get(r.member_id) ?? []), r]);
      const mailed = await tell(tx, ...[...byMember.values()].map((sides) => digestMail(ctx.publicUrl, sides)));
      for (const name of ['buyer', 'supplier'] as const) {
        const update = markDigested(rows, name);
        if (update) await tx.execute(update);
      }
      return { members: byMember.size, mailed };
    });
    told.push(mailed);
    if (members < BATCH) break;
  }
  return told;
}

/** The digest as a job (platform/jobs.ts): every 5 minutes, caught up at once after a restart. */
export const unreadDigestJob = (ctx: Pick<AppContext, 'db' | 'events' | 'outbox' | 'publicUrl'>): Job => ({
  name: 'unread message digest',
  due: (last, now) => last === null || now.getTime() - last.getTime() >= 5 * 60_000,
  run: async (now) => afterCommit(ctx, ...(await sendUnreadDigests(ctx, now))),
});
