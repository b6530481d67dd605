// The administrator's decision on a member's package reaches the member (issue 35): in the bell ('uyarilar'), and by
// mail and SMS as it consented, in the decision's transaction (the outbox sends them after it commits).
import type { Tx } from '../../db/client';
import { enqueue } from '../../platform/outbox';
import { type NotificationKind, notify } from '../notifications/service';
import { PACKAGES_PAGE, trDate } from './expiry';

export interface Decision {
  memberId: number;
  /** the status before and after: null waiting, true active, false passive */
  from: boolean | null;
  to: boolean | null;
  title: string;
  endsOn: string | null;
  note: string;
  email: string;
  phone: string;
  mailOptIn: boolean;
  smsOptIn: boolean;
}

const withNote = (text: string, note: string) => (note ? `${text} Açıklama: ${note}` : text);

/**
 * What the member is told: an approval (from waiting or passive), a rejection of a waiting application, or a running
 * package made passive. Nothing when the status did not change or went back to waiting.
 */
function noticeOf(d: Decision): { kind: NotificationKind; subject: string; text: string } | null {
  if (d.to === d.from || d.to === null) return null;
  if (d.to)
    return {
      kind: 'package_approved',
      subject: 'Paket başvurunuz onaylandı',
      text:
        `Paket başvurunuz onaylandı. ${d.title} paketiniz` +
        (d.endsOn ? ` ${trDate(d.endsOn)} tarihine kadar geçerlidir.` : ' tanımlandı.'),
    };
  if (d.from === null)
    return {
      kind: 'package_rejected',
      subject: 'Paket başvurunuz reddedildi',
      text: withNote(`Paket başvurunuz reddedildi (${d.title}).`, d.note),
    };
  return {
    kind: 'package_rejected',
    subject: 'Paketiniz durduruldu',
    text: withNote(`${d.title} paketiniz durduruldu.`, d.note),
  };
}

/** Tells the member of the decision, if it is one; answers whether anything was queued for the outbox. */
export async function tellDecision(tx: Tx, publicUrl: string, d: Decision): Promise<boolean> {
  const notice = noticeOf(d);
  if (!notice) return false;
  await notify(tx, { memberId: d.memberId, kind: notice.kind, text: notice.text, link: PACKAGES_PAGE });
  const link = `${publicUrl}${PACKAGES_PAGE}`;
  const mail = d.mailOptIn && d.email !== '';
  const sms = d.smsOptIn && d.phone !== '';
  await enqueue(
    tx,
    ...(mail
      ? [
          {
            channel: 'mail' as const,
            to: d.email,
            subject: notice.subject,
            body: `${notice.text}\n\nPaketler: ${link}`,
          },
        ]
      : []),
    ...(sms ? [{ channel: 'sms' as const, to: d.phone, body: `${notice.text} ${link}` }] : []),
  );
  return mail || sms;
}
