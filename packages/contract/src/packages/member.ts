// Packages as a company sees them: the definitions on offer and its application (spec §2 /account-d-detay-paket,
// §3 "Package", §4 "Package", §7, §8 'Başvurunuzu aldık.'; DESIGN §4 "Packages").
import { z } from 'zod';
import { defineCall, TEXT } from '../call';
import { zId } from '../fields';

export const PACKAGE_MSG = {
  applied: 'Başvurunuzu aldık.',
  choose: 'Lütfen bir paket seçin.',
  pending: 'Onay bekleyen bir paket başvurunuz bulunuyor.',
  running: 'Süresi devam eden bir paketiniz bulunuyor.',
} as const;

/** A package definition on offer; the price shown is fiyat − ind with 2 decimals. */
export const zPackageOffer = z.object({
  id: z.number(),
  baslik: z.string(),
  resim: z.string().nullable(),
  metin: z.string(), // sanitised rich text
  fiyat: z.number(),
  ind: z.number(),
  sira: z.number(), // duration in months
});
export type PackageOffer = z.infer<typeof zPackageOffer>;

/** The member's newest application or package (uypkt) with its definition (pkt); durum false while waiting. */
export const zOwnPackage = z.object({
  uypkt: z.object({
    id: z.number(),
    tarih: z.string(), // applied on
    tarihBaslangic: z.string().nullable(),
    bitisTarihi: z.string().nullable(),
    sureAy: z.number(),
    ucret: z.number(),
    durum: z.boolean().nullable(), // null waiting, true active, false passive
  }),
  pkt: z.object({ baslik: z.string(), durum: z.boolean() }), // durum: running today
});

/** GET /api/paketList: the active definitions and the member's current application or package. */
export const getPackages = defineCall({
  method: 'GET',
  path: '/api/paketList',
  auth: 'member',
  response: z.object({ liste: z.array(zPackageOffer), uyePaketi: zOwnPackage.nullable() }),
});

/** POST /api/paketBasvurusu {secilenPaket} → 'Başvurunuzu aldık.'; the member's role becomes onay. */
export const applyForPackage = defineCall({
  method: 'POST',
  path: '/api/paketBasvurusu',
  auth: 'member',
  request: { body: z.object({ secilenPaket: zId(PACKAGE_MSG.choose) }) },
  response: TEXT,
});
