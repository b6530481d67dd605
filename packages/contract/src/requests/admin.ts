// Requests in the back-office: the list of all requests, a member's requests and their moderation, the offers of a
// request (admin spec §2 "Requests", "Members and firms", §3 "Member request", §4, §7).
import { z } from 'zod';
import { defineCall, zPaged } from '../call';
import { zDeepPageNumber, zId, zIdParams, zOptionalText, zSearchText } from '../fields';
import { zPageOrAll } from '../unpaged';
import { CURRENCIES } from './member';

export const ADMIN_REQUEST_MSG = {
  empty: 'Bekleyen talep bulunmuyor...',
  updated: 'Güncellendi.',
  reason: 'Reddetme sebebini yazın.',
} as const;

/** The admin's status codes (admin spec §9): -1 waiting, 1 active / approved, 0 passive / rejected. */
export const zStatusValue = z.union([z.literal(-1), z.literal(0), z.literal(1)], { error: 'Geçersiz durum.' });
/** A status code as a form sends it (also true / false / null). Requests only: answers use zStatusValue. */
export const zStatusCode = z.preprocess(
  (v) => (v === true || v === 'true' ? 1 : v === false || v === 'false' ? 0 : v === null ? -1 : Number(v)),
  zStatusValue,
);
export const statusOf = (code: -1 | 0 | 1) => (code === -1 ? null : code === 1);
export const codeOf = (status: boolean | null): -1 | 0 | 1 => (status === null ? -1 : status ? 1 : 0);

/** A member in the back-office's rows: its id, company and full name. */
export const zMemberRef = z.object({ uyeid: z.number(), firma: z.string(), adsoyad: z.string() });

/** A row of the request lists (admin spec §3: uypkt, katUrun, uy). */
export const zAdminRequestRow = z.object({
  uypkt: z.object({
    id: z.number(),
    teslimTarihi: z.string(),
    tarih: z.string(), // created
    adet: z.number(),
    tip: z.string(),
    detay: z.string(),
    durum: z.boolean(), // published
    bitir: z.boolean(),
    onay: z.boolean().nullable(),
    onayAciklama: z.string(),
    acik: z.boolean(), // still open (not finished, not 10 days past delivery)
    // beside the legacy fields (DESIGN §8; issue 47 item 22): the desk's terms the back-office reads on a request
    malzeme: z.string().optional(),
    kapaliZarf: z.boolean().optional(), // Kapalı Zarf
    sonTeklifTarihi: z.string().nullable().optional(), // a sealed request's deadline, an ISO instant
    teklifSiniri: z.number().nullable().optional(), // the most offers it takes; null: no cap
  }),
  katUrun: z.object({ id: z.number(), urunAd: z.string(), kat: z.string() }), // kat: the category path
  uy: zMemberRef,
  cevap: z.number(), // offers
});
export type AdminRequestRow = z.infer<typeof zAdminRequestRow>;

export const zAdminOfferRow = z.object({
  cevap: z.object({
    id: z.number(),
    tarih: z.string(),
    tahminiTesliTarihi: z.string(),
    fiyat: z.number(),
    paraBirimi: z.enum(CURRENCIES),
    aciklama: z.string(),
    kabulDurumu: z.boolean(),
  }),
  uye: zMemberRef,
  fPuan: z.object({ id: z.number(), puan: z.number(), yorum: z.string(), islem: zStatusValue }).nullable(),
});

/** POST /adn_api/uyeTalepGuncelle-{memberId}: approve (1), reject (0, with the reason) or put back (-1). */
export const zModerateRequest = z
  .object({ id: zId('Talep bulunamadı.'), durum: zStatusCode, aciklama: zOptionalText(1000) })
  .refine((v) => v.durum !== 0 || v.aciklama.length > 2, { path: ['aciklama'], message: ADMIN_REQUEST_MSG.reason });

/** An optional status code in a query: absent or empty is none; anything but -1, 0, 1 is refused. */
const zOptionalStatusQuery = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : Number(v)),
  zStatusValue.optional(),
);

/**
 * A list of the requests in one moderation state counts them up to this many: the pager offers that many pages at
 * most (20 a page), and pages past them are empty. Counting a state's million rows would scan them (DESIGN §2b).
 */
export const STATE_COUNT_CAP = 10_000;

// ── calls ────────────────────────────────────────────────────────────────────────────────────────────────────────
/**
 * GET /adn_api/TumTalepListesi-{page}: every request, newest first (liste, adet = pages). `?durum=-1|1|0` (added by
 * issue 35; legacy clients send none and get every request) lists only those waiting, approved or rejected, with
 * `toplam` counted up to STATE_COUNT_CAP.
 */
export const getAllRequests = defineCall({
  method: 'GET',
  path: '/adn_api/TumTalepListesi-:page',
  auth: 'admin',
  request: { params: z.object({ page: zDeepPageNumber }), query: z.object({ durum: zOptionalStatusQuery }) },
  response: zPaged(zAdminRequestRow),
});

/**
 * POST /adn_api/tumTalepListesi[?sayfa=n] {ara}: requests whose product or member matches (more than 3 characters),
 * newest first: 100 a page, or without sayfa all of them (up to the ceiling of unpaged.ts).
 */
export const searchAllRequests = defineCall({
  writes: false,
  method: 'POST',
  path: '/adn_api/tumTalepListesi',
  auth: 'admin',
  request: { query: z.object({ sayfa: zPageOrAll }), body: z.object({ ara: zSearchText }) },
  response: z.object({ liste: z.array(zAdminRequestRow) }),
});

/**
 * GET /adn_api/uyeTalepListesi-{memberId}: the member's requests with their offer counts. `?talep={requestId}` (added
 * by issue 35; legacy clients send none) answers that one request of the member only (none when it is another's).
 */
export const getMemberRequests = defineCall({
  method: 'GET',
  path: '/adn_api/uyeTalepListesi-:id',
  auth: 'admin',
  request: {
    params: zIdParams,
    query: z.object({
      talep: z.preprocess((v) => (v === '' ? undefined : v), zId('Talep bulunamadı.').optional()),
    }),
  },
  response: z.array(zAdminRequestRow),
});

/** → the member's requests, refreshed. */
export const moderateRequest = defineCall({
  method: 'POST',
  path: '/adn_api/uyeTalepGuncelle-:id',
  auth: 'admin',
  request: { params: zIdParams, body: zModerateRequest },
  response: z.array(zAdminRequestRow),
});

/** GET /adn_api/uyeTalepCevapListesi-{requestId}: the offers of a request with their suppliers and ratings. */
export const getRequestOffers = defineCall({
  method: 'GET',
  path: '/adn_api/uyeTalepCevapListesi-:id',
  auth: 'admin',
  request: { params: zIdParams },
  response: z.array(zAdminOfferRow),
});
