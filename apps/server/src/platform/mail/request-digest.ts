// The mail of the matching requests' digest (issue 50 item 2): the requests of a day or a week that a company's
// 'Talep Tercihlerim' match, each with its quantity, province, masked buyer and link, and, for a company without an
// active package, the invitation to buy one. Its answer is a mail as `tell` takes it (`{ subject, body, title,
// paragraphs, items, closing, action }`: `body` is the text part, the HTML part is rendered at delivery, decision
// 0062), so the digest job writes `tell(tx, { to, mail: requestDigestMail(…) })`. Buyers come masked: this function
// never sees a name.
import { type MailContent, textOf } from './content';

export interface DigestRequest {
  product: string;
  quantity: number;
  unit: string;
  province: string;
  /** the buyer's company as the spec masks it for a supplier ('A* D**** Ç****', contract `maskCompany`) */
  maskedBuyer: string;
  /** absolute link to the request */
  link: string;
}

export interface RequestDigestInput {
  companyName: string;
  period: 'daily' | 'weekly';
  requests: DigestRequest[];
  /** a company without an active package: why and where to buy one */
  invitation?: { text: string; link: string };
  /** every matching request (the button when there is no invitation) */
  feedLink?: string;
}

/** Requests listed in one mail; the rest are counted (and found through `feedLink`). */
export const MAX_ITEMS = 30;

const quantity = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

export function requestDigestMail(input: RequestDigestInput): MailContent & { body: string } {
  const n = input.requests.length;
  const daily = input.period === 'daily';
  const more = Math.max(0, n - MAX_ITEMS);
  const action = input.invitation
    ? { label: 'Paket Satın Al', link: input.invitation.link }
    : input.feedLink && { label: 'Tüm Talepler', link: input.feedLink };
  const layout = {
    title: daily ? 'Günlük talep özetiniz' : 'Haftalık talep özetiniz',
    paragraphs: [
      `Merhaba ${input.companyName},`,
      `Son özetinizden bu yana Talep Tercihlerinize uyan ${n} yeni talep var` +
        `${more ? `; ilk ${MAX_ITEMS} tanesi aşağıda` : ''}:`,
    ],
    items: input.requests.slice(0, MAX_ITEMS).map((r) => ({
      title: r.product,
      lines: [
        `${r.quantity > 0 ? `${quantity.format(r.quantity)} ${r.unit}` : 'Miktar belirtilmemiş'} · ${r.province}`,
        `Alıcı: ${r.maskedBuyer}`,
      ],
      link: r.link,
    })),
    closing: input.invitation ? [input.invitation.text] : [],
    ...(action && { action }),
  };
  const subject = `${daily ? 'Günlük' : 'Haftalık'} talep özeti: ${n} yeni talep`;
  return { subject, body: textOf(layout), ...layout };
}
