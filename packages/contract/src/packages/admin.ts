// Package definitions (koleksiyon), applications and active packages in the back-office (admin spec §2 "Packages",
// member detail, §3 "Package application", "Package (koleksiyon, content)", §4, §7, §9).
import { z } from 'zod';
import { defineCall } from '../call';
import { MAX_RICH_TEXT, zDay, zFile, zFormBool, zId, zIdParams, zOptionalText, zTextOver, zWhole } from '../fields';
import { decimalToKurus, fromKurus, kurusOf } from '../money';
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
/** The legacy back-office's largest amount (1e9 TL), in kuruş. */
const MAX_BACK_OFFICE_KURUS = 100_000_000_000n;
/**
 * A back-office amount (fiyat, ind, yeniPaketfiyat): a decimal with a dot or a comma ('1500.50', '1500,50') or a
 * number, rounded half up to the kuruş, from 0 to 1e9 as before; given on as the column's decimal string ('1500.50'),
 * never a float. What Number() read before and no amount is ('0x10' as 16, '1e3') is refused with `message`.
 */
const zMoney = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((v, ctx) => {
    const kurus = decimalToKurus(typeof v === 'string' ? v.replace(',', '.') : v);
    if (kurus !== undefined && kurus <= MAX_BACK_OFFICE_KURUS) return fromKurus(kurus);
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
/** An amount that may be left out: missing or blank is 0. */
const zMoneyOrZero = (message: string) =>
  z.preprocess((v) => (v === '' || v === undefined || v === null ? '0' : v), zMoney(message));

// ── package definitions (koleksiyon) ─────────────────────────────────────────────────────────────────────────────
export const DEFINITION_MSG = {
  title: 'Baslik Girin.',
  months: 'Sira Numarasi Girin.',
  image: 'Gorsel Girin.',
  price: 'Geçerli bir fiyat girin.',
  discount: 'İndirim fiyattan büyük olamaz.',
  notFound: 'Paket bulunamadı.',
  saved: 'Güncellendi.',
  added: 'Paket eklendi',
  monthlyCredits: 'Aylık teklif hakkı 0 ile 100.000 arasında bir tam sayı olmalıdır (0 = sınırsız).',
} as const;
/** spec §9: a new definition's form proposes a duration of 5, a price and a discount of 0. */
export const DEFINITION_DEFAULTS = { sira: 5, fiyat: 0, ind: 0 } as const;

/** A package definition as the back-office edits it (spec §3: id, resim, baslik, metin, sira, fiyat, ind, durum). */
export const zDefinition = z.object({
  id: z.number(),
  resim: z.string().nullable(),
  baslik: z.string(),
  metin: z.string(),
  sira: z.number(), // duration in months
  fiyat: z.number(),
  ind: z.number(), // discount; the price shown is fiyat − ind
  durum: z.boolean(),
  /** 'Aylık teklif hakkı' (issue 50): offers a month its companies may send; 0 = unlimited (decision 0059) */
  aylikTeklifHakki: z.number().optional(),
});
export type Definition = z.infer<typeof zDefinition>;

/**
 * Admin spec §5 (articles, packages, slides, ads): a title over 2 characters after trimming ('Baslik Girin.') and an
 * order that is not empty ('Sira Numarasi Girin.'); a package's order is its duration, 1–120 months. A missing order
 * is an empty one: nothing is made up for it, on add as on edit.
 */
const definitionFields = {
  baslik: zTextOver(2, DEFINITION_MSG.title),
  metin: zOptionalText(MAX_RICH_TEXT),
  sira: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    zNumber(DEFINITION_MSG.months, 1).pipe(
      z.number().int({ error: DEFINITION_MSG.months }).max(120, { error: DEFINITION_MSG.months }),
    ),
  ),
  fiyat: zMoneyOrZero(DEFINITION_MSG.price),
  ind: zMoneyOrZero(DEFINITION_MSG.price),
  /** optional (a legacy client sends none: unchanged, 0 on a new definition) */
  aylikTeklifHakki: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    zWhole(DEFINITION_MSG.monthlyCredits, 0, 100_000).optional(),
  ),
};
const discountBelowPrice = (v: { fiyat: string; ind: string }) => kurusOf(v.ind) <= kurusOf(v.fiyat);
const discountIssue = { path: ['ind'], message: DEFINITION_MSG.discount };

/** koleksiyonEkle: the messages come in the spec's order (title, months, image), joined in one alert. */
export const zAddDefinition = z
  .object({ ...definitionFields, file: zFile(DEFINITION_MSG.image) })
  .refine(discountBelowPrice, discountIssue);
export const zUpdateDefinition = z
  .object({ durum: zFormBool, ...definitionFields })
  .refine(discountBelowPrice, discountIssue);
export const zDefinitionImage = z.object({ file: zFile(DEFINITION_MSG.image) });

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
  yeniPaketfiyat: z.preprocess((v) => (v === '' ? undefined : v), zMoney(ADMIN_PACKAGE_MSG.price).optional()),
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

/** GET /adn_api/koleksiyonList: every definition, the inactive ones included. */
export const getDefinitions = defineCall({
  method: 'GET',
  path: '/adn_api/koleksiyonList',
  auth: 'admin',
  response: z.array(zDefinition),
});

/** POST /adn_api/koleksiyonEkle (multipart): a new, active definition; answers it. */
export const addDefinition = defineCall({
  method: 'POST',
  path: '/adn_api/koleksiyonEkle',
  auth: 'admin',
  request: { body: zAddDefinition, encoding: 'multipart' },
  response: zDefinition,
});

export const getDefinition = defineCall({
  method: 'GET',
  path: '/adn_api/koleksiyondetay-:id',
  auth: 'admin',
  request: { params: zIdParams },
  response: zDefinition,
});

/** POST /adn_api/koleksiyondetayGnc-{id}: an inactive definition is no longer offered to members. */
export const updateDefinition = defineCall({
  method: 'POST',
  path: '/adn_api/koleksiyondetayGnc-:id',
  auth: 'admin',
  request: { params: zIdParams, body: zUpdateDefinition },
  response: zDefinition,
});

/** POST /adn_api/koleksiyondetayimg-{id} (multipart): the image replaced; the old one is deleted. */
export const replaceDefinitionImage = defineCall({
  method: 'POST',
  path: '/adn_api/koleksiyondetayimg-:id',
  auth: 'admin',
  request: { params: zIdParams, body: zDefinitionImage, encoding: 'multipart' },
  response: zDefinition,
});
