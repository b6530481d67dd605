// A package stops counting on its end date by itself (the role and every public rule read the dates). Its company
// is told twice, once each: a week before (or as soon as it runs with less than a week left) and on the end day (or
// the first run after it, within a week), by notification, and by mail and SMS as it consented. A package followed
// by another one that runs on gets no end notice. Each notice is claimed by an UPDATE … RETURNING in the
// transaction that writes it, so several server processes never send one twice.
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rawRows } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { enqueue } from '../../platform/outbox';
import { type NotificationKind, notify } from '../notifications/service';

type Due = {
  id: number;
  member_id: number;
  ends_on: string;
  title: string;
  email: string;
  phone: string;
  mail_opt_in: boolean;
  sms_opt_in: boolean;
};

/** The member's package page, where every package notice leads. */
export const PACKAGES_PAGE = '/account-d-detay-paket';
export const trDate = (iso: string) => iso.split('-').reverse().join('.');

const NOTICES: { kind: NotificationKind; column: SQL; due: SQL; text: (d: Due) => string; subject: string }[] = [
  {
    kind: 'package_ending',
    column: sql.raw('ending_notice_at'),
    due: sql`ps.ends_on > current_date and ps.ends_on <= current_date + 7 and ps.starts_on <= current_date`,
    text: (d) =>
      `${d.title} paketinizin süresi ${trDate(d.ends_on)} tarihinde doluyor. Ürünlerinizin yayında kalması ve ` +
      'teklif verebilmeniz için paketinizi yenileyin.',
    subject: 'Paketinizin süresi doluyor',
  },
  {
    kind: 'package_ended',
    column: sql.raw('ended_notice_at'),
    due: sql`ps.ends_on <= current_date and ps.ends_on > current_date - 7`,
    text: (d) =>
      `${d.title} paketinizin süresi doldu. Ürünleriniz yayından kaldırıldı ve teklif veremezsiniz; ` +
      'yeni bir paket için başvurabilirsiniz.',
    subject: 'Paketinizin süresi doldu',
  },
];

/** Sends the notices due now; answers how many it sent. */
export async function sendExpiryNotices(ctx: Pick<AppContext, 'db' | 'publicUrl'>): Promise<number> {
  let sent = 0;
  for (const notice of NOTICES) {
    sent += await ctx.db.transaction(async (tx) => {
      const due = await rawRows<Due>(
        tx as unknown as Db,
        sql`update package_subscriptions ps set ${notice.column} = now()
          from members m, package_definitions d
          where m.id = ps.member_id and d.id = ps.package_id
            and ps.status and ps.${notice.column} is null and ${notice.due}
            and m.active and m.is_company
            -- a package that another one follows is not ending for its company
            and not exists (select 1 from package_subscriptions o where o.member_id = ps.member_id and o.id <> ps.id
              and o.status and o.starts_on <= ps.ends_on and o.ends_on > ps.ends_on)
          returning ps.id, ps.member_id, ps.ends_on::text as ends_on, d.title, m.email, m.phone,
            m.mail_opt_in, m.sms_opt_in`,
      );
      await tell(tx, ctx.publicUrl, notice, due);
      return due.length;
    });
  }
  return sent;
}

async function tell(tx: Tx, publicUrl: string, notice: (typeof NOTICES)[number], due: Due[]) {
  await notify(
    tx,
    ...due.map((d) => ({ memberId: d.member_id, kind: notice.kind, text: notice.text(d), link: PACKAGES_PAGE })),
  );
  await enqueue(
    tx,
    ...due.flatMap((d) => {
      const text = notice.text(d);
      const link = `${publicUrl}${PACKAGES_PAGE}`;
      return [
        ...(d.mail_opt_in && d.email
          ? [{ channel: 'mail' as const, to: d.email, subject: notice.subject, body: `${text}\n\nPaketler: ${link}` }]
          : []),
        ...(d.sms_opt_in && d.phone ? [{ channel: 'sms' as const, to: d.phone, body: `${text} ${link}` }] : []),
      ];
    }),
  );
}
