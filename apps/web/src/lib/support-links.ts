// The support desk's pages (spec §1 /destek, /destek-yeni-talep, /destek-talep-detay-{id}). The new-ticket page is
// linked from other areas with a subject and a message filled in (the catalog's "category not found" hint), so its
// query string is named once here: ?konu=…&mesaj=….

export const SUPPORT_DESK = '/destek';
export const NEW_TICKET = '/destek-yeni-talep';
export const ticketHref = (id: number) => `/destek-talep-detay-${id}`;

const TICKET_PREFILL_PARAMS = { subject: 'konu', message: 'mesaj' } as const;

export type TicketPrefill = { subject: string; message: string };

/** What a prefilled link may carry: enough for a subject line and a message, not a whole page of text. */
const MAX_PREFILL = { subject: 150, message: 2000 } as const;

/** The new-ticket page, with the subject and message filled in when given: newTicketHref({ subject: 'Vana' }). */
export function newTicketHref(prefill: Partial<TicketPrefill> = {}): string {
  const query = new URLSearchParams();
  const subject = prefill.subject?.trim().slice(0, MAX_PREFILL.subject);
  const message = prefill.message?.trim().slice(0, MAX_PREFILL.message);
  if (subject) query.set(TICKET_PREFILL_PARAMS.subject, subject);
  if (message) query.set(TICKET_PREFILL_PARAMS.message, message);
  const text = query.toString();
  return text ? `${NEW_TICKET}?${text}` : NEW_TICKET;
}

/** The subject and message a new-ticket link carries ('' when absent), capped like the links that make them. */
export function ticketPrefillOf(search: string | URLSearchParams): TicketPrefill {
  const query = new URLSearchParams(search);
  return {
    subject: (query.get(TICKET_PREFILL_PARAMS.subject) ?? '').slice(0, MAX_PREFILL.subject),
    message: (query.get(TICKET_PREFILL_PARAMS.message) ?? '').slice(0, MAX_PREFILL.message),
  };
}
