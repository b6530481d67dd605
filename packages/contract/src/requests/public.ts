// Purchase requests (talep) as the public site shows them (spec §3, §7).
import { z } from 'zod';
import { defineCall, zPaged } from '../call';
import { zCatalogProductLink, zCategoryRef } from '../catalog/public';
import { zAd } from '../content/public';
import { zIdParams, zPageQuery, zSearchText } from '../fields';

export const zPublicRequest = z.object({
  id: z.number(),
  adet: z.number(),
  tip: z.string(),
  detay: z.string(),
  // the buyer's material (talepOlustur's malzeme), its contact details masked as a message's; beside the legacy
  // fields (DESIGN §8): the suppliers' pages show it (issue 47 item 21)
  malzeme: z.string().optional(),
  teslimTarihi: z.string(), // YYYY-MM-DD
  tarih: z.string().nullable(), // creation date: only for logged-in members
});

/** One row of a public request list. firmaad is masked ('A* D****'). */
export const zPublicRequestItem = z.object({
  tlb: zPublicRequest,
  urun: zCatalogProductLink,
  kat: zCategoryRef,
  firmaad: z.string(),
  ulkeSehir: z.string(),
  toplam: z.number(), // offers received
  teklifSiniri: z.number().nullable(), // the most offers it takes ('3 / 10 teklif'); null: no cap (issue 37)
});
export type PublicRequestItem = z.infer<typeof zPublicRequestItem>;

/** GET /api/imbtalepler[-{categoryId}]?sayfa=n */
export const zPublicRequestPage = zPaged(zPublicRequestItem).extend({
  kategori: zCategoryRef.nullable(),
  reklamList: z.array(zAd), // 1 top (tip 1), 1 bottom (tip 2), 5 sidebar (tip 3)
  katReklamList: z.array(zAd), // category sidebar ads (tip 5)
  // beyond the spec (issue 51): the searched text (?s=, 3 characters or more), where it found nothing the text with
  // its unknown words replaced by the closest known ones, whose requests the page lists, and the categories most of
  // the found requests are in, with how many
  arama: z.string().nullable().optional(),
  oneri: z.string().nullable().optional(),
  kategoriler: z.array(zCategoryRef.extend({ adet: z.number() })).optional(),
});
export type PublicRequestPage = z.infer<typeof zPublicRequestPage>;

/** GET /api/genelteklif-{id}: firmaAd is masked except for activated members. */
export const zPublicRequestDetail = z.object({
  uye: z.boolean(), // the credentials sent were a live member session (a stale one counts as a visitor)
  sahibi: z.boolean(), // the viewer owns the request
  teklifVerildi: z.boolean(), // the viewer has offered on it
  talep: zPublicRequest,
  urun: zCatalogProductLink,
  kat: zCategoryRef,
  firmaAd: z.string(),
  ulkeSehir: z.string(),
  cevaplar: z.array(z.object({ tarih: z.string(), firmaad: z.string() })), // masked, newest first; none when sealed
  toplamCevaplar: z.number(),
  teklifSiniri: z.number().nullable(), // the most offers it takes; null: no cap (issue 37)
  kapaliZarf: z.boolean(), // Kapalı Zarf: no offerer is ever listed (issue 37)
  sonTeklifTarihi: z.string().nullable(), // a sealed request's deadline, an ISO instant
});
export type PublicRequestDetail = z.infer<typeof zPublicRequestDetail>;

export const REQUEST_NOT_FOUND = 'Aradığınız talep bulunamadı.';

/** A list's page, and a typed text (beyond the spec, issue 51: an optional ?s= a legacy client does not send). */
const zSearchPageQuery = zPageQuery.extend({ s: zSearchText.optional() });

// ── calls ────────────────────────────────────────────────────────────────────────────────────────────────────────
/**
 * GET /api/imbtalepler?sayfa=n: one page of open requests (company names masked) and the ads; rows carry their
 * creation date when a member's credentials are sent.
 */
export const getRequestList = defineCall({
  method: 'GET',
  path: '/api/imbtalepler',
  auth: 'optional',
  request: { query: zSearchPageQuery },
  response: zPublicRequestPage,
});

/** GET /api/imbtalepler-{categoryId}?sayfa=n: the same under a category and its sub-categories. */
export const getCategoryRequestList = defineCall({
  method: 'GET',
  path: '/api/imbtalepler-:id',
  auth: 'optional',
  request: { params: zIdParams, query: zSearchPageQuery },
  response: zPublicRequestPage,
});

/** GET /api/indeximbtalepler: the newest open requests for the home page. */
export const getHomeRequests = defineCall({
  method: 'GET',
  path: '/api/indeximbtalepler',
  auth: 'optional',
  response: z.array(zPublicRequestItem),
});

/** GET /api/genelteklif-{id}: a visitor gets the company masked and no creation date. */
export const getPublicRequest = defineCall({
  method: 'GET',
  path: '/api/genelteklif-:id',
  auth: 'optional',
  request: { params: zIdParams },
  response: zPublicRequestDetail,
});
