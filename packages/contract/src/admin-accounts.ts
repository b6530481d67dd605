// The administrator's own account (admin spec §5, §7).
import { z } from 'zod';
import { MSG as ACCOUNT_MSG } from './accounts';
import { zPassword, zTextOver } from './fields';

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
});
export type AdminSession = z.infer<typeof zAdminSession>;

export const zAdminChangePassword = z.object({
  eskiSifre: zPassword(2, ACCOUNT_MSG.currentPassword),
  yeniSifre: zPassword(2, ACCOUNT_MSG.newPassword),
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
  mail: zTextOver(5, ADMIN_MSG.emailInvalid).pipe(
    z.string().regex(/^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/, { error: ADMIN_MSG.emailInvalid }),
  ),
  sifre: zPassword(2, ACCOUNT_MSG.currentPassword),
});
