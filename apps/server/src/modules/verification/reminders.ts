// Reminders before a verification document expires (issue 49 item 1): 30 and 7 days before its last valid day, once
// each, by notification and mail. Each is claimed by an UPDATE … RETURNING of its column in the transaction that
// tells, so a run repeated or two processes never send one twice; a document uploaded with less than 30 days left
// gets the 30-day reminder at once, the 7-day one when a week is left. The badge itself drops at read time
// (badges.ts), with no job. 'Today' is the job clock's day in Türkiye, so a test moves it.
import { formatDate } from '@tedarik/contract/dates';
import { DOCUMENT_LABELS, type DocumentKind } from '@tedarik/contract/verification/documents';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../../db/client';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs';
import { afterCommit, type Told, tell } from '../../platform/notices';
import { isoDate } from '../../platform/paging';

type Due = { id: number; member_id: number; kind: DocumentKind; expires_on: string };

const PAGE = '/hesabim/dogrulama';

const REMINDERS = [
  { column: sql.raw('reminded_30_at'), days: 30, from: 8 },
  { column: sql.raw('reminded_7_at'), days: 7, from: 0 },
];

/** Sends the reminders due at `now`; answers what was told (for `afterCommit`). */
export async function sendDocumentReminders(ctx: Pick<AppContext, 'db' | 'publicUrl'>, now: Date): Promise<Told[]> {
  const today = sql`${isoDate(now)}::date`;
  const told: Told[] = [];
  for (const r of REMINDERS) {
    told.push(
      await ctx.db.transaction(async (tx) => {
        const due = await rawRows<Due>(
          tx as unknown as Db,
          sql`update verification_documents d set ${r.column} = ${now.toISOString()}::timestamptz
            from members m
            where m.id = d.member_id and m.deleted_at is null
              and d.status = 'approved' and d.${r.column} is null
              and d.expires_on between ${today} + ${r.from}::int and ${today} + ${r.days}::int
            returning d.id, d.member_id, d.kind, d.expires_on::text as expires_on`,
        );
        return tell(
          tx,
          ...due.map((d) => {
            const text =
              `${DOCUMENT_LABELS[d.kind]} belgenizin geçerliliği ${formatDate(d.expires_on)} tarihinde bitiyor. ` +
              'Rozetinizin kalması için güncel belgenizi yükleyin.';
            return {
              to: d.member_id,
              bell: { kind: 'document_expiring' as const, text, link: PAGE },
              mail: {
                subject: 'Belgenizin geçerliliği bitiyor',
                body: `${text}\n\nFirma doğrulama: ${ctx.publicUrl}${PAGE}`,
                title: 'Belgenizin geçerliliği bitiyor',
                paragraphs: [text],
                action: { label: 'Belge Yükle', link: `${ctx.publicUrl}${PAGE}` },
              },
            };
          }),
        );
      }),
    );
  }
  return told;
}

/** The reminders as a job (platform/jobs.ts): every hour, caught up at once after a restart. */
export const documentRemindersJob = (ctx: Pick<AppContext, 'db' | 'events' | 'outbox' | 'publicUrl'>): Job => ({
  name: 'document expiry reminders',
  due: (last, now) => last === null || now.getTime() - last.getTime() >= 60 * 60_000,
  run: async (now) => afterCommit(ctx, ...(await sendDocumentReminders(ctx, now))),
});
