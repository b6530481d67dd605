// A member's page in the back-office (admin spec §2 uye-detay-{id}, §3 "Member/firm", "Member detail response", §7).
import { z } from 'zod';
import { MAX_DESCRIPTION, PROFILE_MSG, zOptionalId } from '../accounts/member';
import { MSG } from '../accounts/public';
import { defineCall, TEXT, zPaged } from '../call';
import { ROLES } from '../constants';
import {
  zFormBool,
  zId,
  zIdParams,
  zNewPassword,
  zOptionalText,
  zPageNumber,
  zSearchText,
  zTextOver,
  zTypedPhone,
  zWebsite,
} from '../fields';
import { zAdminRating } from '../offers/admin';
import { zMemberPackages } from '../packages/admin';
import { zCountries } from '../settings/public';

/** The member (spec §3 uye; the password is never shown: only its hash is stored). */
export const zAdminMember = z.object({
  uyeid: z.number(),
  firma: z.string(),
  adSoyad: z.string(),
  tel: z.string(),
  firmatel: z.string(),
  mail: z.string(),
  adres: z.string(),
  website: z.string(),
  wpHat: z.string(),
  aciklama: z.string(),
  sektor: z.number().nullable(),
  il: z.number().nullable(),
  ulke: z.number(),
  logo: z.string().nullable(),
  tarih: z.string(), // membership date, ISO
  aktivasyonKodu: z.boolean(), // true: activation still pending (the code itself stays secret)
  durum: z.boolean(), // active / stopped
  durumAciklama: z.string(),
  firmaDrm: z.boolean(),
  smsH: z.boolean(),
  mailH: z.boolean(),
  rol: z.enum(ROLES),
});

export const zMemberDetail = zMemberPackages.extend({
  uye: zAdminMember,
  puani: z.object({ ortalama: z.number().nullable(), adet: z.number() }), // active ratings of its offers
  puanlar: z.array(zAdminRating), // ratings it gave or received, newest first
  kategoriSektor: z.array(z.object({ id: z.number(), katAd: z.string() })), // the sectors to choose from
  ulkeSehir: z.object({
    ulke: z.object({ id: z.number(), baslik: z.string() }), // the member's country
    icerik: zCountries, // the countries and cities to choose from (GET /api/UlkelerVeİller)
  }),
  talepCount: z.number(), // requests in all
  talepaktif: z.number(), // approved and open
  talepOnayBekleyen: z.number(), // awaiting moderation
  urunler: z.number(), // company products
});
export type MemberDetail = z.infer<typeof zMemberDetail>;

/** GET /adn_api/uyeDetay-{id} */
export const getMemberDetail = defineCall({
  method: 'GET',
  path: '/adn_api/uyeDetay-:id',
  auth: 'admin',
  request: { params: zIdParams },
  response: zMemberDetail,
});

export const MEMBER_MSG = { notFound: 'Üye bulunamadı.' } as const;

// ── lists and search (admin spec §2 uye-List, uye-Firma; §7) ──────────────────────────────────────────────────────
/** A row of the member and company lists: package state (the role), company, name, phone, mail, activation, date. */
export const zMemberRow = z.object({
  uyeid: z.number(),
  firma: z.string(),
  adSoyad: z.string(),
  tel: z.string(),
  mail: z.string(),
  aktivasyon: z.boolean(), // activated
  durum: z.boolean(), // active, not stopped
  tarih: z.string(),
  rol: z.enum(ROLES),
});
export const zMemberPage = zPaged(zMemberRow);
export const MEMBER_PAGE_SIZE = 25;

export const MEMBER_SEARCH_MSG = { short: 'Aramak için en az 3 karakter girin.' } as const;
/** uyeListAra / firmaListAra: ara above 2 characters (Turkish case folding), a company's sector with its sub-categories. */
export const zMemberSearch = z.object({
  ara: z.preprocess((v) => (v === undefined || v === null ? '' : v), zSearchText),
  sektor: z.preprocess(
    (v) => (v === '' || v === '0' || v === 0 || v === null || v === undefined ? undefined : v),
    zId('Geçersiz sektör.').optional(),
  ),
  sayfa: zPageNumber.optional(),
});

const pageParams = z.object({ page: zPageNumber });

export const getMembers = defineCall({
  method: 'GET',
  path: '/adn_api/uyeList-:page',
  auth: 'admin',
  request: { params: pageParams },
  response: zMemberPage,
});
export const getCompanies = defineCall({
  method: 'GET',
  path: '/adn_api/firmaList-:page',
  auth: 'admin',
  request: { params: pageParams },
  response: zMemberPage,
});
export const searchMembers = defineCall({
  writes: false,
  method: 'POST',
  path: '/adn_api/uyeListAra',
  auth: 'admin',
  request: { body: zMemberSearch, encoding: 'form' },
  response: zMemberPage,
});
export const searchCompanies = defineCall({
  writes: false,
  method: 'POST',
  path: '/adn_api/firmaListAra',
  auth: 'admin',
  request: { body: zMemberSearch, encoding: 'form' },
  response: zMemberPage,
});

// ── one member ───────────────────────────────────────────────────────────────────────────────────────────────────
export const ADMIN_MEMBER_MSG = {
  deleted: 'Üye silindi.',
  updated: 'Güncellendi.',
  passwordSet: 'Şifre güncellendi.',
  reason: 'Durdurma nedenini girin.',
  toCompany: 'İmalatçı yapılsın mı?',
  toMember: 'Üyelik hesabı olarak değiştirilsin mi?',
  activated: 'Hesap aktifleştirildi.',
} as const;

/** GET /adn_api/uyeSil-{id} (after '{name} silinsin mi?'): see docs/decisions for what deleting keeps. */
export const deleteMember = defineCall({
  writes: true,
  method: 'GET',
  path: '/adn_api/uyeSil-:id',
  auth: 'admin',
  request: { params: zIdParams },
  response: TEXT,
});

/** An optional phone of the back-office's rule; empty is none. */
const zOptionalTypedPhone = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), zTypedPhone(message).optional());

/**
 * POST /adn_api/uyebilgilerimGuncelle: the member's data as the administrator edits it (admin spec §5: phones of at
 * least 10 characters, with or without the mask's spaces). The consents come as smsCheck / mailCheck (or smsH /
 * mailH, the stored flags' names); one the request does not mention keeps its stored value.
 */
export const zAdminMemberUpdate = z.object({
  id: zId(MEMBER_MSG.notFound),
  firma: zTextOver(2, MSG.company),
  AdSoyad: zTextOver(2, MSG.fullName),
  tel: zTypedPhone(MSG.phone),
  adres: zTextOver(2, PROFILE_MSG.address, 1000),
  firmaTel: zOptionalTypedPhone(MSG.phone),
  wpHat: zOptionalTypedPhone(MSG.phone),
  il: zOptionalId(MSG.city),
  sektor: zOptionalId(MSG.sector),
  website: zWebsite,
  aciklama: zOptionalText(MAX_DESCRIPTION, PROFILE_MSG.description),
  smsCheck: zFormBool.optional(),
  mailCheck: zFormBool.optional(),
  smsH: zFormBool.optional(),
  mailH: zFormBool.optional(),
});

export const updateMember = defineCall({
  method: 'POST',
  path: '/adn_api/uyebilgilerimGuncelle',
  auth: 'admin',
  request: { body: zAdminMemberUpdate },
  response: zAdminMember,
});

/** POST /adn_api/uyeDetayGunc-{id}: active or stopped; a stopped member cannot log in and its sessions end. */
export const setMemberStatus = defineCall({
  method: 'POST',
  path: '/adn_api/uyeDetayGunc-:id',
  auth: 'admin',
  request: {
    params: zIdParams,
    body: z
      .object({ Durum: zFormBool, DurumAciklama: zOptionalText(1000) })
      .refine((v) => v.Durum || v.DurumAciklama.length > 0, {
        path: ['DurumAciklama'],
        message: ADMIN_MEMBER_MSG.reason,
      }),
  },
  response: zAdminMember,
});

/**
 * POST /adn_api/uyefirmadurum-{id} [{firmaDrm}]: company ↔ plain member (toggles when firmaDrm is not sent). The
 * spec shows no payload, so a call without a body (no content type at all) counts as an empty one.
 */
export const setMemberType = defineCall({
  method: 'POST',
  path: '/adn_api/uyefirmadurum-:id',
  auth: 'admin',
  request: { params: zIdParams, body: z.preprocess((v) => v ?? {}, z.object({ firmaDrm: zFormBool.optional() })) },
  response: zAdminMember,
});

/** POST /adn_api/uyemailaktivasyon-{id}: the administrator approves the account without its code. */
export const activateMember = defineCall({
  method: 'POST',
  path: '/adn_api/uyemailaktivasyon-:id',
  auth: 'admin',
  request: { params: zIdParams },
  response: zAdminMember,
});

/**
 * POST /adn_api/uyeSifreBelirle-{id} {sifre}: no answer ever holds a password or its hash; the administrator sets a
 * new one instead. The member's sessions end and it is told by mail.
 */
export const setMemberPassword = defineCall({
  method: 'POST',
  path: '/adn_api/uyeSifreBelirle-:id',
  auth: 'admin',
  request: { params: zIdParams, body: z.object({ sifre: zNewPassword(MSG.passwordShort) }) },
  response: TEXT,
});
