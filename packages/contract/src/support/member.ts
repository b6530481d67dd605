// The member's support desk (spec §1 /destek, /destek-yeni-talep, /destek-talep-detay-{id}; §3 "Support ticket";
// §5 "New support ticket", "Support reply"; §7).
import { z } from 'zod';
import { defineCall, TEXT } from '../call';
import { MAX_DETAIL } from '../constants';
import { zIdParams, zTextOver } from '../fields';

export const SUPPORT_MSG = {
  subject: 'Konu Girin.',
  message: 'Mesajınızı Girin.',
  sent: 'iletildi.',
  notFound: 'Destek talebi bulunamadı.',
  empty: 'Destek talebiniz bulunmuyor.',
} as const;

/**
 * A ticket's state for its member: 'bekliyor' no staff answer yet, 'musteri' the member wrote last after an answer
 * ('Müşteri Yanıtı'), 'yanitlandi' staff answered last ('Yanıtlandı').
 */
export const zTicketState = z.enum(['bekliyor', 'musteri', 'yanitlandi']);
export type TicketState = z.infer<typeof zTicketState>;
export const TICKET_STATE_LABEL: Record<TicketState, string> = {
  bekliyor: 'Yanıt Bekleniyor',
  musteri: 'Müşteri Yanıtı',
  yanitlandi: 'Yanıtlandı',
};

/** A ticket (spec §3: destek (id, baslik, tarih) plus cevap: support has answered it). */
export const zTicket = z.object({
  id: z.number(),
  baslik: z.string(),
  tarih: z.string(),
  cevap: z.boolean(),
  durum: zTicketState,
});
/** A message: cevap true = the member's, false = support staff's. */
export const zTicketMessage = z.object({ id: z.number(), metin: z.string(), tarih: z.string(), cevap: z.boolean() });
export const zTicketThread = z.object({ destek: zTicket, liste: z.array(zTicketMessage) });

export const zNewTicket = z.object({
  baslik: zTextOver(2, SUPPORT_MSG.subject),
  detay: zTextOver(10, SUPPORT_MSG.message, MAX_DETAIL),
});
export const zTicketReply = z.object({ detay: zTextOver(4, SUPPORT_MSG.message, MAX_DETAIL) });

/** GET /api/destekListesi: the member's tickets, newest first. */
export const getTickets = defineCall({
  method: 'GET',
  path: '/api/destekListesi',
  auth: 'member',
  response: z.array(zTicket),
});

/** POST /api/destekyeni {baslik, detay} → the new ticket's id. */
export const createTicket = defineCall({
  method: 'POST',
  path: '/api/destekyeni',
  auth: 'member',
  request: { body: zNewTicket, encoding: 'form' },
  response: z.number(),
});

/** GET /api/destekDetay-{id}: the member's own ticket and its messages, oldest first. */
export const getTicket = defineCall({
  method: 'GET',
  path: '/api/destekDetay-:id',
  auth: 'member',
  request: { params: zIdParams },
  response: zTicketThread,
});

/** POST /api/destekyeniDetay-{id} {detay} → 'iletildi.' */
export const replyTicket = defineCall({
  method: 'POST',
  path: '/api/destekyeniDetay-:id',
  auth: 'member',
  request: { params: zIdParams, body: zTicketReply, encoding: 'form' },
  response: TEXT,
});
