// Member accounts before login: registration, activation, login, forgotten password (spec §4, §5, §7, §8).
import { z } from 'zod';
import { defineCall, TEXT } from '../call';
import { ROLES } from '../constants';
import {
  zEmail,
  zEmailKey,
  zFormBool,
  zId,
  zNewPassword,
  zOptionalText,
  zPassword,
  zPhone,
  zTextOver,
  zWebsite,
} from '../fields';

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
  emailTaken: 'Bu e-posta adresi ile kayıtlı bir hesap bulunuyor.',
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
  codeCooldown: 'Kodunuz az önce gönderildi. Yeni kod için lütfen biraz bekleyin.',
} as const;

export const zLoginRequest = z.object({
  mail: zEmailKey(0, MSG.loginEmpty),
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

/** A refinement that runs even when other fields failed (all messages at once), but only on an object. */
const isObject = ({ value }: { value: unknown }) => typeof value === 'object' && value !== null;

export const zRegisterRequest = z
  .object({
    firma: zTextOver(2, MSG.company),
    AdSoyad: zTextOver(2, MSG.fullName),
    il: zId(MSG.city),
    mail: zEmail({ over: 2, short: MSG.email, invalid: MSG.emailInvalid }),
    tel: zPhone(MSG.phone),
    // the spec's order of messages: a manufacturer's sector before the password
    firmaDrm: zFormBool,
    sektor: z.preprocess(
      (v) => (v === '' || v === '0' || v === 0 || v === null ? undefined : v),
      zId(MSG.sector).optional(),
    ),
    wphat: zOptionalText(),
    website: zWebsite,
    smsCheck: zFormBool,
    mailCheck: zFormBool,
    sifre: zNewPassword(MSG.passwordShort),
  })
  // `when`: a manufacturer's missing sector is reported together with the other fields' messages
  .refine((v) => !v.firmaDrm || Boolean(v.sektor), { path: ['sektor'], message: MSG.sector, when: isObject });
export type RegisterRequest = z.infer<typeof zRegisterRequest>;

/** The registration form of the browser: the request plus the repeated password. */
export const zRegisterForm = zRegisterRequest
  .and(z.object({ sifreTekrar: z.string() }))
  .refine((v) => v.sifre === v.sifreTekrar, { path: ['sifreTekrar'], message: MSG.passwordMismatch, when: isObject });

const zLowerEmail = zEmailKey(2, MSG.forgotEmail);
export const zEmailRequest = z.object({ email: zLowerEmail });

export const zActivationConfirm = z.object({ email: zLowerEmail, onayKodu: zTextOver(2, MSG.activationCode) });

/**
 * aktivasyonSorgusu / aktivasyonKoduGonder / aktivasyonKoduOnay answers (plain text); 'Success' means the account was
 * already active.
 */
export const ACTIVATION = { ok: 'OK', success: 'Success', not: 'Not', none: 'NON', error: 'error' } as const;

export const zResetPassword = z.object({
  token: z.string().min(10, { error: MSG.resetInvalid }).max(100, { error: MSG.resetInvalid }),
  sifre: zNewPassword(MSG.passwordShort),
});

/** An e-mail change, confirmed from the new address (decision 0008). */
export const EMAIL_CHANGE_MSG = {
  sent: (mail: string) =>
    `${mail} adresine bir onay bağlantısı gönderdik. E-posta adresiniz, bu bağlantıyı açtığınızda değişecek.`,
  cooldown: 'Onay bağlantısı az önce gönderildi. Yeni bağlantı için lütfen biraz bekleyin.',
  invalid: 'E-posta onay bağlantısı geçersiz veya süresi dolmuş.',
  done: 'E-posta adresiniz değiştirildi. Yeni adresinizle giriş yapabilirsiniz.',
} as const;

export const zConfirmEmailChange = z.object({
  token: z.string().min(10, { error: EMAIL_CHANGE_MSG.invalid }).max(100, { error: EMAIL_CHANGE_MSG.invalid }),
});

// ── calls ────────────────────────────────────────────────────────────────────────────────────────────────────────
/** POST /api/login {mail, sifre} → the session user with its token. */
export const memberLogin = defineCall({
  writes: false,
  method: 'POST',
  path: '/api/login',
  auth: 'none',
  request: { body: zLoginRequest },
  response: zSessionUser,
});

/** POST /api/hesapOlustur → the new member, logged in at once (an activation code went out by SMS and mail). */
export const register = defineCall({
  method: 'POST',
  path: '/api/hesapOlustur',
  auth: 'none',
  request: { body: zRegisterRequest },
  response: zSessionUser,
});

/** POST /api/aktivasyonSorgusu {email} → 'OK' (needs its code) | 'Not' (active) | 'NON' (unknown). */
export const activationNeeded = defineCall({
  method: 'POST',
  path: '/api/aktivasyonSorgusu',
  auth: 'none',
  request: { body: zEmailRequest },
  response: TEXT,
});

/** POST /api/aktivasyonKoduGonder {email} → 'OK' (sent) | 'Success' (already active) | 'NON' | 'error'. */
export const sendActivationCode = defineCall({
  method: 'POST',
  path: '/api/aktivasyonKoduGonder',
  auth: 'none',
  request: { body: zEmailRequest },
  response: TEXT,
});

/** POST /api/aktivasyonKoduOnay {email, onayKodu} → 'OK' | 'Not' (wrong code) | 'NON' | 'error'. */
export const confirmActivationCode = defineCall({
  method: 'POST',
  path: '/api/aktivasyonKoduOnay',
  auth: 'none',
  request: { body: zActivationConfirm },
  response: TEXT,
});

/** POST /api/sifremiUnuttum {email} → the text to show (a reset link was mailed; the same for unknown e-mails). */
export const forgotPassword = defineCall({
  method: 'POST',
  path: '/api/sifremiUnuttum',
  auth: 'none',
  request: { body: zEmailRequest },
  response: TEXT,
});

/** POST /api/sifreSifirla {token, sifre}: the token of the mailed link /account-sifre-sifirla?token=… */
export const resetPassword = defineCall({
  method: 'POST',
  path: '/api/sifreSifirla',
  auth: 'none',
  request: { body: zResetPassword },
  response: TEXT,
});

/**
 * POST /api/epostaOnay {token}: the token of the link mailed to a member's new e-mail (/account-eposta-onay?token=…);
 * the new e-mail becomes the login, every session ends → the text to show.
 */
export const confirmEmailChange = defineCall({
  method: 'POST',
  path: '/api/epostaOnay',
  auth: 'none',
  request: { body: zConfirmEmailChange },
  response: TEXT,
});
