// Ratings in the back-office: moderation (waiting / active / passive) and a member's ratings (admin spec §2
// dashboard "ratings dialog", "uye-yorumlar", §3 "Rating", §4, §7). Only active ratings count in public.
import { z } from 'zod';
import { defineCall, TEXT } from '../call';
import { zId, zIdParams } from '../fields';
import { zMemberRef, zStatusCode, zStatusValue } from '../requests/admin';
import { comparisonRequest, zComparison } from './member-comparison';

/** A rating (admin spec §3): baslik = the product of the request, fp = the rating, islem its status code. */
export const zAdminRating = z.object({
  id: z.number(),
  baslik: z.string(),
  fp: z.object({ puan: z.number(), yorum: z.string(), tarih: z.string(), islem: zStatusValue }),
  puanlayan: zMemberRef, // the buyer
  puanlanan: zMemberRef, // the company
});
export type AdminRating = z.infer<typeof zAdminRating>;

/** POST /adn_api/firmaPuanGunc[-{id}] secilenPaket = status code, id = the rating. */
export const zRatingStatus = z.object({ secilenPaket: zStatusCode, id: zId('Yorum bulunamadı.') });

export const setRatingStatus = defineCall({
  method: 'POST',
  path: '/adn_api/firmaPuanGunc',
  auth: 'admin',
  request: { body: zRatingStatus },
  response: TEXT,
});

/** The same call with the rating in the path too (legacy); the body's id decides. */
export const setRatingStatusById = defineCall({
  method: 'POST',
  path: '/adn_api/firmaPuanGunc-:id',
  auth: 'admin',
  request: { params: zIdParams, body: zRatingStatus },
  response: TEXT,
});

/** GET /adn_api/uyefirmaPuan-{memberId}: ratings the member gave or received, newest first. */
export const getMemberRatings = defineCall({
  method: 'GET',
  path: '/adn_api/uyefirmaPuan-:id',
  auth: 'admin',
  request: { params: zIdParams },
  response: z.array(zAdminRating),
});

/** The administrator's view of any request's comparison. */
export const getAdminComparison = defineCall({
  method: 'GET',
  path: '/adn_api/v2/requests/:id/comparison',
  summary: 'Teklif karşılaştırma tablosu (yönetim)',
  operationId: 'getAdminComparison',
  auth: 'admin',
  request: comparisonRequest,
  response: zComparison,
});
