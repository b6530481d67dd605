// Member accounts: registration, activation, login, session user, passwords (spec §5, §7).
import { z } from 'zod';
import { ROLES } from './constants';
import { EMAIL_PATTERN, PHONE_PATTERN, zFormBool, zId, zOptionalText, zPassword, zTextOver } from './fields';

export const MSG = {
  loginEmpty: 'Kullanıcı Adınızı ve şifrenizi girin.',
  loginFailed: 'Kullanıcı adı veya şifre hatalı',
  accountStopped: 'Hesabınız durdurulmuştur. Lütfen bizimle iletişime geçin.',
  company: 'Firma adı girin.',
  fullName: 'Ad soyad girin.',
  city: 'Şehir seçin.',
  email: 'Email adresinizi girin.',
  emailInvalid: 'Geçersiz Email.',
  phone: 'Telefon numaranızı girin.',
  sector: 'Kategori Sektör Seçin.',
  passwordShort: 'Şifre uzunluğunuz kısa.',
  passwordMismatch: 'Şifreniz uyuşmuyor.',
  emailTaken: 'Bu email adresi ile kayıtlı bir hesap bulunuyor.',
  forgotEmail: 'Email adresinizi girin',
  forgotSent: 'Şifre sıfırlama bağlantısı mail adresinize gönderildi.',
  resetInvalid: 'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş.',
  resetDone: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
  currentPassword: 'Mevcut Şifrenizi Girin.',
  newPassword: 'Yeni Şifre Girin.',
  newPasswordRepeat: 'Yeni Şifre Tekrarı Yanlış.',
  currentPasswordWrong: 'Mevcut şifreniz hatalı.',
  updated: 'Bilgileriniz güncellendi.',
  activationCode: 'Aktivasyon kodunu girin.',
  activated: 'Hesabınız aktifleştirildi.',
  wrongCode: 'Hatalı Kod.',
  alreadyActive: 'Hesabınız onaylanmıştır.',
  unknownEmail: 'Kayıtlı email bulunamadı.',
  activationError: 'Hatalı oluştu işleminiz yapılamadı.',
  wait: 'Bekleyiniz',
} as const;

const zEmail = (short: string) =>
  zTextOver(2, short).pipe(z.string().toLowerCase().regex(EMAIL_PATTERN, { error: MSG.emailInvalid }));

export const zLoginRequest = z.object({
  mail: zTextOver(0, MSG.loginEmpty),
  sifre: zPassword(0, MSG.loginEmpty),
});
export type LoginRequest = z.infer<typeof zLoginRequest>;

/** The user the browser keeps (spec §3 "Session user"); `mail` repeats the address for legacy clients. */
export const zSessionUser = z.object({
  email: z.string(),
  token: z.string(),
  role: z.enum(ROLES),
  firma: z.string(),
  adSoyad: z.string(),
  logo: z.string().nullable(),
  mail: z.string(),
  /** false while the account still awaits its activation code */
  aktif: z.boolean(),
});
export type SessionUser = z.infer<typeof zSessionUser>;

export const zRegisterRequest = z
  .object({
    firma: zTextOver(2, MSG.company),
    AdSoyad: zTextOver(2, MSG.fullName),
    il: zId(MSG.city),
    mail: zEmail(MSG.email),
    tel: z.string({ error: MSG.phone }).regex(PHONE_PATTERN, { error: MSG.phone }),
    wphat: zOptionalText(),
    website: zOptionalText(),
    smsCheck: zFormBool,
    mailCheck: zFormBool,
    sifre: zPassword(2, MSG.passwordShort),
    firmaDrm: zFormBool,
    sektor: z.preprocess(
      (v) => (v === '' || v === '0' || v === 0 || v === null ? undefined : v),
      zId(MSG.sector).optional(),
    ),
  })
  // `when`: a manufacturer's missing sector is reported together with the other fields' messages
  .refine((v) => !v.firmaDrm || Boolean(v.sektor), { path: ['sektor'], message: MSG.sector, when: () => true });
export type RegisterRequest = z.infer<typeof zRegisterRequest>;

/** The registration form of the browser: the request plus the repeated password. */
export const zRegisterForm = zRegisterRequest
  .and(z.object({ sifreTekrar: z.string() }))
  .refine((v) => v.sifre === v.sifreTekrar, { path: ['sifreTekrar'], message: MSG.passwordMismatch, when: () => true });

export const zEmailRequest = z.object({ email: zTextOver(2, MSG.forgotEmail).pipe(z.string().toLowerCase()) });

export const zActivationConfirm = z.object({
  email: zTextOver(2, MSG.forgotEmail).pipe(z.string().toLowerCase()),
  onayKodu: zTextOver(2, MSG.activationCode),
});

/** aktivasyonSorgusu / aktivasyonKoduGonder / aktivasyonKoduOnay answers (plain text). */
export const ACTIVATION = { ok: 'OK', success: 'Success', not: 'Not', none: 'NON', error: 'error' } as const;

export const zResetPassword = z.object({
  token: z.string().min(10, { error: MSG.resetInvalid }),
  sifre: zPassword(2, MSG.passwordShort),
});

/** POST /api/uyesifremGuncelle: esifre = the current (eski) password, sifre = the new one. */
export const zChangePassword = z.object({
  esifre: zPassword(2, MSG.currentPassword),
  sifre: zPassword(2, MSG.newPassword),
});
export const zChangePasswordForm = zChangePassword.and(z.object({ sifreTekrar: z.string() })).superRefine((v, ctx) => {
  if (v.sifre !== v.sifreTekrar)
    ctx.addIssue({ code: 'custom', path: ['sifreTekrar'], message: MSG.newPasswordRepeat });
});

/** POST /api/uyekullaniciGuncelle: the new e-mail, confirmed with the current password. */
export const zChangeEmail = z.object({
  mail: zTextOver(5, MSG.emailInvalid).pipe(z.string().toLowerCase().regex(EMAIL_PATTERN, { error: MSG.emailInvalid })),
  sifre: zPassword(2, MSG.currentPassword),
});

export const zAccountStatus = z.object({ aktif: z.boolean(), durum: z.boolean(), role: z.enum(ROLES) });
