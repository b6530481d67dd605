// A package stops counting on its end date by itself (the role and every public rule read the dates). Its company
// is told twice, once each: a week before (or as soon as it runs with less than a week left) and on the end day (or
// the first run after it, within a week), by notification, and by mail and SMS as it consented. A package followed
// by another one that runs on gets no end notice. Each notice is claimed by an UPDATE … RETURNING in the
// transaction that writes it, so several server processes never send one twice. 'Today' is the job's clock's day in
// Türkiye, so a test moves it.
import { formatDate } from '@tedarik/contract/dates';
import type { NoticeKind } from '@tedarik/contract/events/kinds';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/client';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs';
import { afterCommit, type Told, tell } from '../../platform/notices';
import { isoDate } from '../../platform/paging';

type Due = { id: number; member_id: number; ends_on: string; title: string };

/** The member's package page, where every package notice leads. */
export const PACKAGES_PAGE = '/account-d-detay-paket';

const NOTICES: {
  kind: NoticeKind;
  column: SQL;
  due: (today: SQL) => SQL;
  text: (d: Due) => string;
  subject: string;
}[] = [
  {
    kind: 'package_ending',
    column: sql.raw('ending_notice_at'),
    due: (today) => sql`ps.ends_on > ${today} and ps.ends_on <= ${today} + 7 and ps.starts_on <= ${today}`,
    text: (d) =>
      `${d.title} paketinizin süresi ${formatDate(d.ends_on)} tarihinde doluyor. Ürünlerinizin yayında kalması ve ` +
      'teklif verebilmeniz için paketinizi yenileyin.',
    subject: 'Paketinizin süresi doluyor',
  },
  {
    kind: 'package_ended',
    column: sql.raw('ended_notice_at'),
    due: (today) => sql`ps.ends_on <= ${today} and ps.ends_on > ${today} - 7`,
    text: (d) =>
      `${d.title} paketinizin süresi doldu. Ürünleriniz yayından kaldırıldı ve teklif veremezsiniz; ` +
      'yeni bir paket için başvurabilirsiniz.',
    subject: 'Paketinizin süresi doldu',
  },
];

/** Sends the notices due at `now`; answers what was told (for `afterCommit`). */
export async function sendExpiryNotices(ctx: Pick<AppContext, 'db' | 'publicUrl'>, now: Date): Promise<Told[]> {
  const today = sql`${isoDate(now)}::date`;
  const told: Told[] = [];
  for (const notice of NOTICES) {
    told.push(
      await ctx.db.transaction(async (tx) => {
        const due = await rawRows<Due>(
          tx as unknown as Db,
          sql`update package_subscriptions ps set ${notice.column} = ${now.toISOString()}::timestamptz
            from members m, package_definitions d
            where m.id = ps.member_id and d.id = ps.package_id
              and ps.status and ps.${notice.column} is null and ${notice.due(today)}
              and m.active and m.is_company
              -- a package that another one follows is not ending for its company
              and not exists (select 1 from package_subscriptions o where o.member_id = ps.member_id and o.id <> ps.id
                and o.status and o.starts_on <= ps.ends_on and o.ends_on > ps.ends_on)
            returning ps.id, ps.member_id, ps.ends_on::text as ends_on, d.title`,
        );
        const link = `${ctx.publicUrl}${PACKAGES_PAGE}`;
        return tell(
          tx,
          ...due.map((d) => ({
            to: d.member_id,
            bell: { kind: notice.kind, text: notice.text(d), link: PACKAGES_PAGE },
            mail: {
              subject: notice.subject,
              title: notice.subject,
              paragraphs: [notice.text(d)],
              action: { label: 'Paketler', link },
            },
            sms: `${notice.text(d)} ${link}`,
          })),
        );
      }),
    );
  }
  return told;
}

/** The expiry notices as a job (platform/jobs.ts): every hour, caught up at once after a restart. */
export const packageExpiryJob = (ctx: Pick<AppContext, 'db' | 'events' | 'outbox' | 'publicUrl'>): Job => ({
  name: 'package expiry notices',
  due: (last, now) => last === null || now.getTime() - last.getTime() >= 60 * 60_000,
  run: async (now) => afterCommit(ctx, ...(await sendExpiryNotices(ctx, now))),
});
