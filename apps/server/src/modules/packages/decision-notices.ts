// The administrator's decision on a member's package reaches the member (issue 35): in the bell ('uyarilar'), and by
// mail and SMS as it consented, in the decision's transaction.
import { formatDate } from '@tedarik/contract/dates';
import type { NoticeKind } from '@tedarik/contract/events/kinds';
import type { Tx } from '../../db/client';
import { type Told, tell } from '../../platform/notices';
import { PACKAGES_PAGE } from './expiry';

export interface Decision {
  memberId: number;
  /** the status before and after: null waiting, true active, false passive */
  from: boolean | null;
  to: boolean | null;
  title: string;
  endsOn: string | null;
  note: string;
}

const withNote = (text: string, note: string) => (note ? `${text} Açıklama: ${note}` : text);

/**
 * What the member is told: an approval (from waiting or passive), a rejection of a waiting application, or a running
 * package made passive. Nothing when the status did not change or went back to waiting.
 */
function noticeOf(d: Decision): { kind: NoticeKind; subject: string; text: string } | null {
  if (d.to === d.from || d.to === null) return null;
  if (d.to)
    return {
      kind: 'package_approved',
      subject: 'Paket başvurunuz onaylandı',
      text:
        `Paket başvurunuz onaylandı. ${d.title} paketiniz` +
        (d.endsOn ? ` ${formatDate(d.endsOn)} tarihine kadar geçerlidir.` : ' tanımlandı.'),
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

/** Tells the member of the decision, if it is one (for `afterCommit`). */
export async function tellDecision(tx: Tx, publicUrl: string, d: Decision): Promise<Told | undefined> {
  const notice = noticeOf(d);
  if (!notice) return undefined;
  const link = `${publicUrl}${PACKAGES_PAGE}`;
  return tell(tx, {
    to: d.memberId,
    bell: { kind: notice.kind, text: notice.text, link: PACKAGES_PAGE },
    mail: {
      subject: notice.subject,
      title: notice.subject,
      paragraphs: [notice.text],
      action: { label: 'Paketler', link },
    },
    sms: `${notice.text} ${link}`,
  });
}
