// Support tickets in the back-office (admin spec §2 destekList, destekListDetay-{id}; §3 "Support ticket"; §7).
import { z } from 'zod';
import { defineCall } from '../call';
import { MAX_DETAIL } from '../constants';
import { zIdParams, zTextOver } from '../fields';
import { zMemberRef } from '../requests/admin';
import { zPageOrAll } from '../unpaged';
import { SUPPORT_MSG } from './member';

/** A ticket row; donus: the customer wrote last (it waits for an answer). */
export const zAdminTicket = z.object({
  id: z.number(),
  baslik: z.string(),
  tarih: z.string(),
  donus: z.boolean(),
  uy: zMemberRef,
});
/** A message as the back-office reads it (admin spec §3: id, metin, ctarih, cevap = true when the member wrote it). */
export const zAdminTicketMessage = z.object({
  id: z.number(),
  metin: z.string(),
  ctarih: z.string(),
  cevap: z.boolean(),
});
export const zAdminThread = z.object({
  destek: zAdminTicket,
  liste: z.array(zAdminTicketMessage),
  uyeAd: z.string(),
});

/** An answer of the staff: above 10 characters (admin spec §9). */
export const zStaffAnswer = z.object({ detay: zTextOver(10, SUPPORT_MSG.message, MAX_DETAIL) });
export const TICKET_PAGE_SIZE = 50;

/**
 * GET /adn_api/DestekList[?sayfa=n]: tickets, those waiting for an answer first, then newest first; 50 a page, or
 * without sayfa all of them (up to the ceiling of unpaged.ts).
 */
export const getAdminTickets = defineCall({
  method: 'GET',
  path: '/adn_api/DestekList',
  auth: 'admin',
  request: { query: z.object({ sayfa: zPageOrAll }) },
  response: z.array(zAdminTicket),
});

export const getAdminTicket = defineCall({
  method: 'GET',
  path: '/adn_api/destekdetay-:id',
  auth: 'admin',
  request: { params: zIdParams },
  response: zAdminThread,
});

/** POST /adn_api/destekcevap-{id} {detay} → the thread; the member is told by notification and mail. */
export const answerTicket = defineCall({
  method: 'POST',
  path: '/adn_api/destekcevap-:id',
  auth: 'admin',
  request: { params: zIdParams, body: zStaffAnswer, encoding: 'form' },
  response: zAdminThread,
});
