import { DATA_EXPORT_HOURS } from '@tedarik/contract/privacy/member';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { DELETED_NAME, erasedCount, type PersonalData, pseudonymiseRows, runAll } from '../../platform/personal-data';
import { sweepNow } from '../../platform/private-files/private-files';

/** The data requests of the member: about it, or sent from its address before they were linked to it. */
const requestsOf = (who: { id: number; email: string }) =>
  sql`(member_id = ${who.id} or lower(requester_email) = lower(${who.email}))`;

/**
 * A member's ZIPs of its data (issue 53 item 3): listed in an export, deleted with the member and once their day is
 * over (the retention job), downloaded or not; their rows list their bytes for the private-files sweep (decision 0044).
 * Its requests under KVKK (item 4, decision 0072) stay as the proof they were answered, linked to its (erased) row,
 * with the requester's name and address forgotten and the notes pseudonymised.
 */
export const privacyData: PersonalData = {
  area: 'kisiselVeriTalepleri',
  exportMember: async (db, who) => ({
    dosyalar: await rawRows(
      db,
      sql`select status, size, files, created_at, ready_at, downloaded_at from data_exports
        where member_id = ${who.id} order by id`,
    ),
    talepler: await rawRows(
      db,
      sql`select kind, channel, requester_name, requester_email, note, received_at, due_at, status, closed_at, answer
        from data_requests where ${requestsOf(who)} order by id`,
    ),
  }),
  forgetMember: async (tx, who) => {
    for (const column of ['note', 'answer'])
      await pseudonymiseRows(
        tx,
        who,
        sql`select id, ${sql.identifier(column)} as text from data_requests
          where ${requestsOf(who)} and ${sql.identifier(column)} <> '' order by id`,
        (v) => sql`update data_requests d set ${sql.identifier(column)} = v.text from ${v} where d.id = v.id`,
        (row) => row.id,
      );
    await runAll(tx, [
      sql`delete from data_exports where member_id = ${who.id}`,
      sql`update data_requests set requester_name = ${DELETED_NAME}, requester_email = '', member_id = ${who.id}
        where ${requestsOf(who)}`,
    ]);
    return { privateFiles: true };
  },
  retention: [
    {
      what: 'Kişisel veri dışa aktarım dosyaları',
      days: DATA_EXPORT_HOURS / 24,
      async expire(ctx, before) {
        const n = await erasedCount(
          ctx.db,
          sql`delete from data_exports where created_at < ${before.toISOString()} returning 1`,
        );
        if (n) await sweepNow(ctx);
        return n;
      },
    },
  ],
};
