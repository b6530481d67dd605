// Package applications and active packages in the back-office (admin spec §2 "Packages", member detail, §3
// "Package application", §4, §7). Package definitions (koleksiyon) are a content resource of their own.
import { z } from 'zod';
import { defineCall } from '../call';
import { zDay, zId, zIdParams, zOptionalText } from '../fields';
import { zMemberRef, zStatusCode } from '../requests/admin';

export const ADMIN_PACKAGE_MSG = {
  emptyActive: 'Aktif paket bulunmuyor...',
  added: 'Paket eklendi',
  updated: 'Güncellendi.',
  choose: 'Lütfen bir paket seçin.',
  months: 'Süreyi ay olarak girin.',
  price: 'Geçerli bir ücret girin.',
  startDate: 'Geçerli bir başlangıç tarihi girin.',
  notFound: 'Paket başvurusu bulunamadı.',
} as const;

/** An application or package of a member (uypkt) with its definition (pkt). */
export const zSubscription = z.object({
  uypkt: z.object({
    id: z.number(),
    tarih: z.string(),
    sureAy: z.number(),
    ucret: z.number(),
    aciklama: z.string(),
    tarihBaslangic: z.string().nullable(),
    durum: z.boolean().nullable(),
  }),
  pkt: z.object({ baslik: z.string(), durum: z.boolean() }),
  bitisTarihi: z.string().nullable(),
});

/** A definition to choose from (admin spec §3: id, baslik, sira = duration, fiyat). */
export const zPackageChoice = z.object({
  id: z.number(),
  baslik: z.string(),
  sira: z.number(),
  fiyat: z.number(),
  ind: z.number(),
});

/** A member's packages: the definitions to choose from, the current ones (waiting or running) and the past ones. */
export const zMemberPackages = z.object({
  paketS: z.array(zPackageChoice),
  secili: z.array(zSubscription),
  gecmis: z.array(zSubscription),
});

export const zSetSubscription = z.object({
  secilenAktifid: zId(ADMIN_PACKAGE_MSG.notFound),
  secilenAktifPaket: zStatusCode,
  secilenAktifaciklama: zOptionalText(1000),
});

const zNumber = (message: string, min: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim().replace(',', '.')) : v),
    z.number({ error: message }).min(min, { error: message }).max(1e9, { error: message }),
  );

export const zAddSubscription = z.object({
  yeniPaket: zId(ADMIN_PACKAGE_MSG.choose),
  yeniPakettarih: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    zDay(ADMIN_PACKAGE_MSG.startDate).optional(),
  ),
  yeniPaketsira: z.preprocess(
    (v) => (v === '' ? undefined : v),
    zNumber(ADMIN_PACKAGE_MSG.months, 1)
      .pipe(z.number().int({ error: ADMIN_PACKAGE_MSG.months }))
      .optional(),
  ),
  yeniPaketfiyat: z.preprocess((v) => (v === '' ? undefined : v), zNumber(ADMIN_PACKAGE_MSG.price, 0).optional()),
  yeniPaketAciklama: zOptionalText(1000),
});

// ── calls ────────────────────────────────────────────────────────────────────────────────────────────────────────
/** GET /adn_api/paketList: the definitions the admin chooses from. */
export const getPackageChoices = defineCall({
  method: 'GET',
  path: '/adn_api/paketList',
  auth: 'admin',
  response: z.array(zPackageChoice),
});

/** GET /adn_api/AktifPaketListesi: packages running today, with their companies. */
export const getActivePackages = defineCall({
  method: 'GET',
  path: '/adn_api/AktifPaketListesi',
  auth: 'admin',
  response: z.array(zSubscription.extend({ uy: zMemberRef })),
});

/** POST /adn_api/uyePaketDetayGunc-{memberId}: an application waiting (-1), active (1: starts today) or passive (0). */
export const setSubscriptionStatus = defineCall({
  method: 'POST',
  path: '/adn_api/uyePaketDetayGunc-:id',
  auth: 'admin',
  request: { params: zIdParams, body: zSetSubscription },
  response: zMemberPackages,
});

/** POST /adn_api/uyePaketEkle-{memberId}: a package added directly, running from the given day (default today). */
export const addSubscription = defineCall({
  method: 'POST',
  path: '/adn_api/uyePaketEkle-:id',
  auth: 'admin',
  request: { params: zIdParams, body: zAddSubscription },
  response: zMemberPackages,
});
