// A logged-in member's own account: the session user, account status, password and e-mail, logout (spec §7).
import { z } from 'zod';
import { defineCall, TEXT } from '../call';
import { ROLES } from '../constants';
import { zEmail, zNewPassword, zPassword } from '../fields';
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

/** POST /api/uyekullaniciGuncelle {mail, sifre} → the updated session user. */
export const changeEmail = defineCall({
  method: 'POST',
  path: '/api/uyekullaniciGuncelle',
  auth: 'member',
  request: { body: zChangeEmail },
  response: zSessionUser,
});

/** POST /api/cikis: revokes the session's token. */
export const memberLogout = defineCall({ method: 'POST', path: '/api/cikis', auth: 'member', response: TEXT });
