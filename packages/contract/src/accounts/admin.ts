// The administrator's own account (admin spec §5, §7). Login, forgotten and reset password are the back-office calls
// that need no session; the rest need the admin's.
import { z } from 'zod';
import { defineCall, TEXT } from '../call';
import { MAX_LENGTH, zNewPassword, zPassword, zTextOver } from '../fields';
import { ADMIN_ROLES } from './admin-team';
import { MSG as ACCOUNT_MSG } from './public';

export const ADMIN_MSG = {
  userName: 'Kullanıcı Girin.',
  emailInvalid: 'Geçersiz Email.',
  updateFailed: 'İşlem Yapılamadı Bilgilerinizi kontrol edin!',
  userTaken: 'Bu kullanıcı adı kullanılıyor.',
} as const;

export const zAdminLoginRequest = z.object({
  kad: zTextOver(0, ACCOUNT_MSG.loginEmpty),
  sifre: zPassword(0, ACCOUNT_MSG.loginEmpty),
});

/** The back-office session (admin spec §3): a token replaces the legacy stored password. */
export const zAdminSession = z.object({
  type: z.literal('USER_LOGIN'),
  role: z.literal('admin'),
  kad: z.string(),
  mail: z.string(),
  token: z.string(),
  /** still the demo or generated first password: the back-office asks for a new one */
  sifreDegismeli: z.boolean(),
  /** beyond the spec (decision 0054): the administrator's role; the back-office hides what it does not allow */
  adminRole: z.enum(ADMIN_ROLES),
});
export type AdminSession = z.infer<typeof zAdminSession>;

export const zAdminChangePassword = z.object({
  eskiSifre: zPassword(2, ACCOUNT_MSG.currentPassword),
  yeniSifre: zNewPassword(ACCOUNT_MSG.newPassword),
});
export const zAdminChangePasswordForm = zAdminChangePassword
  .and(z.object({ yeniSifreTekrar: z.string() }))
  .superRefine((v, ctx) => {
    if (v.yeniSifre !== v.yeniSifreTekrar)
      ctx.addIssue({ code: 'custom', path: ['yeniSifreTekrar'], message: ACCOUNT_MSG.newPasswordRepeat });
  });

export const zAdminUser = z.object({ kad: z.string(), mail: z.string() });

/** POST /adn_api/kullaniciGuncelle: new user name and e-mail, confirmed with the current password. */
export const zAdminUserUpdate = z.object({
  kullanici: zTextOver(2, ADMIN_MSG.userName),
  // lower-case only (admin spec §5): an upper-case address is refused, not lowered
  mail: zTextOver(5, ADMIN_MSG.emailInvalid, MAX_LENGTH.email).pipe(
    z.string().regex(/^[a-z0-9._%+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,}$/, { error: ADMIN_MSG.emailInvalid }),
  ),
  sifre: zPassword(2, ACCOUNT_MSG.currentPassword),
});

// ── calls without a session ─────────────────────────────────────────────────────────────────────────────────────

// ── the admin's calls ───────────────────────────────────────────────────────────────────────────────────────────
/** POST /adn_api/sifreGunc {eskiSifre, yeniSifre} → a new session (the token changes). */
export const adminChangePassword = defineCall({
  method: 'POST',
  path: '/adn_api/sifreGunc',
  auth: 'admin',
  request: { body: zAdminChangePassword },
  response: zAdminSession,
});

/** GET /adn_api/kullaniciGuncelle → the administrator's {kad, mail}. */
export const adminUser = defineCall({
  method: 'GET',
  path: '/adn_api/kullaniciGuncelle',
  auth: 'admin',
  response: zAdminUser,
});

/** POST /adn_api/kullaniciGuncelle {kullanici, mail, sifre: current password} → the updated session. */
export const updateAdminUser = defineCall({
  method: 'POST',
  path: '/adn_api/kullaniciGuncelle',
  auth: 'admin',
  request: { body: zAdminUserUpdate },
  response: zAdminSession,
});

/** POST /adn_api/cikis: revokes the token. */
export const adminLogout = defineCall({ method: 'POST', path: '/adn_api/cikis', auth: 'admin', response: TEXT });
