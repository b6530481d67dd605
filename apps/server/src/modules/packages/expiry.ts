// A package stops counting on its end date by itself (the role and every public rule read the dates). Its company
// is reminded to renew 7, 3 and 1 days before (each within its window of days left, (3, 7], (1, 3] and (0, 1], so a
// package that starts with 5 days left is reminded at once, and one run never sends two), each with a link to renew
// by bank transfer (issue 50 item 3), and told on the end day (or the first run after it, within a week), by
// notification, and by mail and SMS as it consented. A package followed
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

type Due = { id: number; member_id: number; ends_on: string; title: string; package_id: number };

/** The member's package page, where every package notice leads. */
export const PACKAGES_PAGE = '/account-d-detay-paket';
/** The page that orders a package again by bank transfer (orders area's screen). */
const renewPage = (d: Due) => `/hesabim/odemeler/yeni?paket=${d.package_id}`;

const WINDOW_FROM = { 7: 3, 3: 1, 1: 0 } as const;
const renewal = (days: 7 | 3 | 1, column: string) => ({
  kind: 'package_ending' as NoticeKind,
  column: sql.raw(column),
  // each within its window, so one run never sends two: (3, 7], (1, 3], (0, 1] days left
  due: (today: SQL) =>
    sql`ps.ends_on > ${today} + ${WINDOW_FROM[days]}::int and ps.ends_on <= ${today} + ${days}::int and ps.starts_on <= ${today}`,
  text: (d: Due) =>
    `${d.title} paketinizin süresi ${formatDate(d.ends_on)} tarihinde doluyor. Ürünlerinizin yayında kalması ve ` +
    'teklif verebilmeniz için paketinizi Havale / EFT ile yenileyin.',
  subject: days === 1 ? 'Paketinizin süresi yarın doluyor' : 'Paketinizin süresi doluyor',
  link: renewPage,
});

const NOTICES: {
  kind: NoticeKind;
  column: SQL;
  due: (today: SQL) => SQL;
  text: (d: Due) => string;
  subject: string;
  link: (d: Due) => string;
}[] = [
  renewal(7, 'ending_notice_at'),
  renewal(3, 'renewal_3_notice_at'),
  renewal(1, 'renewal_1_notice_at'),
  {
    kind: 'package_ended',
    column: sql.raw('ended_notice_at'),
    due: (today) => sql`ps.ends_on <= ${today} and ps.ends_on > ${today} - 7`,
    text: (d) =>
      `${d.title} paketinizin süresi doldu. Ürünleriniz yayından kaldırıldı ve teklif veremezsiniz; ` +
      'yeni bir paket için başvurabilirsiniz.',
    subject: 'Paketinizin süresi doldu',
    link: renewPage,
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
            returning ps.id, ps.member_id, ps.ends_on::text as ends_on, d.title, ps.package_id`,
        );
        return tell(
          tx,
          ...due.map((d) => {
            const link = `${ctx.publicUrl}${notice.link(d)}`;
            return {
              to: d.member_id,
              bell: { kind: notice.kind, text: notice.text(d), link: notice.link(d) },
              mail: {
                subject: notice.subject,
                body: `${notice.text(d)}\n\nPaketinizi yenileyin: ${link}`,
                title: notice.subject,
                paragraphs: [notice.text(d)],
                action: { label: 'Paketi Yenile', link },
              },
              sms: `${notice.text(d)} ${link}`,
            };
          }),
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
