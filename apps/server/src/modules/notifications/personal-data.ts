import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { erasedCount, type MemberIdentity, type PersonalData, runAll } from '../../platform/personal-data';

const outboxOf = (who: MemberIdentity) =>
  sql`(member_id = ${who.id} or recipient in (${sql.join(
    [who.email, ...who.phones].map((a) => sql`${a}`),
    sql`, `,
  )}))`;

/**
 * The bell and the mails and SMS sent or waiting for the member (by id, or by address for the ones written before
 * the member had one, e.g. an activation): all deleted, so no pending mail reaches a deleted member.
 */
export const noticesData: PersonalData = {
  area: 'bildirimler',
  exportMember: async (db, who) => ({
    zil: await rawRows(
      db,
      sql`select kind, text, link, read_at, created_at from notifications where member_id = ${who.id}`,
    ),
    gonderilenler: await rawRows(
      db,
      sql`select channel, recipient, subject, body, status, sent_at, created_at from outbox where ${outboxOf(who)}`,
    ),
  }),
  forgetMember: async (tx, who) => {
    await runAll(tx, [
      sql`delete from notifications where member_id = ${who.id}`,
      sql`delete from outbox where ${outboxOf(who)}`,
    ]);
    return undefined;
  },
  retention: [
    {
      // a sent message's text is cleared as it is sent (platform/outbox.ts); one that could not be sent keeps it
      // for the back-office's retry, until then
      what: 'Gönderilemeyen e-posta ve SMS metinleri',
      days: 90,
      expire: ({ db }, before) =>
        erasedCount(
          db,
          sql`update outbox set body = '', layout = null where status = 'failed' and created_at < ${before.toISOString()}
            and (body <> '' or layout is not null) returning 1`,
        ),
    },
  ],
};
