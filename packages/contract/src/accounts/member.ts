// A logged-in member's own account: the session user, account status, password and e-mail, logout (spec §7).
import { z } from 'zod';
import { defineCall, TEXT } from '../call';
import { ROLES } from '../constants';
import {
  zEmail,
  zFile,
  zFormBool,
  zId,
  zNewPassword,
  zOptionalText,
  zPassword,
  zPhone,
  zTextOver,
  zWebsite,
} from '../fields';
import { MSG, zSessionUser } from './public';

/** POST /api/uyesifremGuncelle: esifre = the current (eski) password, sifre = the new one. */
export const zChangePassword = z.object({
  esifre: zPassword(2, MSG.currentPassword),
  sifre: zNewPassword(MSG.newPassword),
});
export const zChangePasswordForm = zChangePassword.and(z.object({ sifreTekrar: z.string() })).superRefine((v, ctx) => {
  if (v.sifre !== v.sifreTekrar)
    ctx.addIssue({ code: 'custom', path: ['sifreTekrar'], message: MSG.newPasswordRepeat });
});

/** POST /api/uyekullaniciGuncelle: the new e-mail, confirmed with the current password. */
export const zChangeEmail = z.object({
  mail: zEmail({ over: 5, short: MSG.emailInvalid, invalid: MSG.emailInvalid }),
  sifre: zPassword(2, MSG.currentPassword),
});

export const zAccountStatus = z.object({ aktif: z.boolean(), durum: z.boolean(), role: z.enum(ROLES) });

/** GET /api/uyeDogrula → the refreshed session user (role, activation and logo may have changed). */
export const verifyMember = defineCall({
  method: 'GET',
  path: '/api/uyeDogrula',
  auth: 'member',
  response: zSessionUser,
});

/** GET /api/hesapControl → activation, account state and role. */
export const accountStatus = defineCall({
  method: 'GET',
  path: '/api/hesapControl',
  auth: 'member',
  response: zAccountStatus,
});

/** POST /api/uyesifremGuncelle {esifre, sifre} → 'Bilgileriniz güncellendi.'; other sessions end. */
export const changePassword = defineCall({
  method: 'POST',
  path: '/api/uyesifremGuncelle',
  auth: 'member',
  request: { body: zChangePassword },
  response: TEXT,
});

/**
 * POST /api/uyekullaniciGuncelle {mail, sifre} → the session user, as before. The e-mail changes only once the link
 * mailed to the new address is opened (confirmEmailChange); the answer still carries the current one.
 */
export const changeEmail = defineCall({
  method: 'POST',
  path: '/api/uyekullaniciGuncelle',
  auth: 'member',
  request: { body: zChangeEmail },
  response: zSessionUser,
});

/** POST /api/cikis: revokes the session's token. */
export const memberLogout = defineCall({ method: 'POST', path: '/api/cikis', auth: 'member', response: TEXT });

// ── profile and logo (spec §2 /account-d-detay-tercih, /account-d-detay-logo, §5 "Profile update") ───────────────
export const PROFILE_MSG = {
  address: 'Adres girin.',
  saved: 'İşlem başarılı.',
  logoSaved: MSG.updated,
  logo: 'Bir logo görseli seçin.',
  description: 'Firma açıklaması en fazla 500 karakter olabilir.',
  city: MSG.city,
  sector: MSG.sector,
} as const;
export const MAX_DESCRIPTION = 500;

/** An optional choice of a list ('' or 0 = none). */
export const zOptionalId = (message: string) =>
  z.preprocess((v) => (v === '' || v === '0' || v === 0 || v === null ? undefined : v), zId(message).optional());
/** An optional phone typed with the mask; empty is none. */
export const zOptionalPhone = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), zPhone(message).optional());

/** The member's profile as its form shows it (spec §3 "Profile fields"). */
export const zProfile = z.object({
  firma: z.string(),
  adSoyad: z.string(),
  tel: z.string(),
  firmaTel: z.string(),
  mail: z.string(),
  adres: z.string(),
  smsH: z.boolean(),
  mailH: z.boolean(),
  wpHat: z.string(),
  sektor: z.number().nullable(),
  website: z.string(),
  aciklama: z.string(),
  il: z.number().nullable(),
  /** the country, as the spec's profile fields name it */
  uyeid: z.number(),
  /** the country again, under the name the web's form reads */
  ulke: z.number(),
  logo: z.string().nullable(),
  firmaDrm: z.boolean(),
});
export type Profile = z.infer<typeof zProfile>;

/** POST /api/uyebilgilerimGuncelle: the messages of spec §5 in the form's order, joined in one modal. */
export const zProfileUpdate = z.object({
  firma: zTextOver(2, MSG.company),
  AdSoyad: zTextOver(2, MSG.fullName),
  tel: zPhone(MSG.phone),
  adres: zTextOver(2, PROFILE_MSG.address, 1000),
  firmatel: zOptionalPhone(MSG.phone),
  wphat: zOptionalPhone(MSG.phone),
  il: zOptionalId(MSG.city),
  sektor: zOptionalId(MSG.sector),
  website: zWebsite,
  aciklama: zOptionalText(MAX_DESCRIPTION, PROFILE_MSG.description),
  smsCheck: zFormBool,
  mailCheck: zFormBool,
});

export const getProfile = defineCall({
  method: 'GET',
  path: '/api/uyebilgilerim',
  auth: 'member',
  response: zProfile,
});

/** → the refreshed session user, which the browser stores ('İşlem başarılı.'). */
export const updateProfile = defineCall({
  method: 'POST',
  path: '/api/uyebilgilerimGuncelle',
  auth: 'member',
  request: { body: zProfileUpdate, encoding: 'form' },
  response: zSessionUser,
});

/** POST /api/uyeprofilGuncelle (multipart file) → the session user with its new logo ('Bilgileriniz güncellendi.'). */
export const uploadLogo = defineCall({
  method: 'POST',
  path: '/api/uyeprofilGuncelle',
  auth: 'member',
  request: { body: z.object({ file: zFile(PROFILE_MSG.logo) }), encoding: 'multipart' },
  response: zSessionUser,
});
