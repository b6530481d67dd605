// Purchase requests (talep) as the public site shows them (spec §3, §7).
import { z } from 'zod';
import { zAd } from './content';
import { zCategoryRef } from './site';

export const zPublicRequest = z.object({
  id: z.number(),
  adet: z.number(),
  tip: z.string(),
  detay: z.string(),
  teslimTarihi: z.string(), // YYYY-MM-DD
  tarih: z.string().nullable(), // creation date: only for logged-in members
});

/** One row of a public request list. firmaad is masked ('A* D****'). */
export const zPublicRequestItem = z.object({
  tlb: zPublicRequest,
  urun: z.object({ id: z.number(), urunAd: z.string(), linq: z.string() }),
  kat: zCategoryRef,
  firmaad: z.string(),
  ulkeSehir: z.string(),
  toplam: z.number(), // offers received
});
export type PublicRequestItem = z.infer<typeof zPublicRequestItem>;

/** GET /api/imbtalepler[-{categoryId}]?sayfa=n */
export const zPublicRequestPage = z.object({
  liste: z.array(zPublicRequestItem),
  toplam: z.number(), // requests in all pages
  adet: z.number(), // number of pages
  sayfa: z.number(),
  kategori: zCategoryRef.nullable(),
  reklamList: z.array(zAd), // 1 top (tip 1), 1 bottom (tip 2), 5 sidebar (tip 3)
  katReklamList: z.array(zAd), // category sidebar ads (tip 5)
});
export type PublicRequestPage = z.infer<typeof zPublicRequestPage>;

/** GET /api/genelteklif-{id}: firmaAd is masked except for activated members. */
export const zPublicRequestDetail = z.object({
  uye: z.boolean(), // the credentials sent were a live member session (a stale one counts as a visitor)
  talep: zPublicRequest,
  urun: z.object({ id: z.number(), urunAd: z.string(), linq: z.string() }),
  kat: zCategoryRef,
  firmaAd: z.string(),
  ulkeSehir: z.string(),
  cevaplar: z.array(z.object({ tarih: z.string(), firmaad: z.string() })), // masked, newest first
  toplamCevaplar: z.number(),
});
export type PublicRequestDetail = z.infer<typeof zPublicRequestDetail>;

export const REQUEST_NOT_FOUND = 'Aradığınız talep bulunamadı.';
