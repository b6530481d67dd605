// Support tickets in the legacy Turkish wire shapes (spec §3 "Support ticket"; admin spec §3 "Support ticket").
import type { CallReply } from '@tedarik/contract/call';
import type { getAdminTicket, getAdminTickets } from '@tedarik/contract/support/admin';
import type { getTicket, getTickets, TicketState } from '@tedarik/contract/support/member';
import { isoDate } from '../../platform/paging';
import type { AdminThread, AdminTicketRow, Ticket, TicketMessage } from './service';

type WireTicket = CallReply<typeof getTickets>[number];
type WireThread = CallReply<typeof getTicket>;
type WireMessage = WireThread['liste'][number];
type WireAdminTicket = CallReply<typeof getAdminTickets>[number];
type WireAdminThread = CallReply<typeof getAdminTicket>;

/** 'bekliyor' until the staff first answers; then whoever wrote last: the member ('musteri') or the staff. */
export const stateOf = (t: Pick<Ticket, 'answered' | 'waiting'>): TicketState =>
  !t.answered ? 'bekliyor' : t.waiting ? 'musteri' : 'yanitlandi';

export const toTicket = (t: Ticket): WireTicket => ({
  id: t.id,
  baslik: t.subject,
  tarih: isoDate(t.createdAt),
  cevap: t.answered,
  durum: stateOf(t),
});

/** A message keeps its time: a thread is read by the hour. */
export const toMessage = (m: TicketMessage): WireMessage => ({
  id: m.id,
  metin: m.body,
  tarih: m.createdAt.toISOString(),
  cevap: m.fromMember,
});

export const toThread = ({ ticket, messages }: { ticket: Ticket; messages: TicketMessage[] }): WireThread => ({
  destek: toTicket(ticket),
  liste: messages.map(toMessage),
});

export const toAdminTicket = ({ ticket, memberId, company, memberName }: AdminTicketRow): WireAdminTicket => ({
  id: ticket.id,
  baslik: ticket.subject,
  tarih: isoDate(ticket.createdAt),
  donus: ticket.waiting,
  uy: { uyeid: memberId, firma: company, adsoyad: memberName },
});

export const toAdminThread = (t: AdminThread): WireAdminThread => ({
  destek: toAdminTicket(t),
  liste: t.messages.map(toMessage).map(({ tarih, ...m }) => ({ ...m, ctarih: tarih })),
  uyeAd: t.memberName,
});
