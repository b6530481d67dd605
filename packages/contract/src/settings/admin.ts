// Site, social, mail and SMS settings in the back-office (admin spec §2 genelAyarlar, mail, smsAyar, sosyalMedyaisl;
// §3 "Site settings", "Mail settings", "SMS settings", "Social media"; §7 "Dashboard and settings", "Mail, SMS,
// social"; §8). Each is one document; a POST answers the document as stored (sanitised, passwords withheld).
import { z } from 'zod';
import { defineCall, TEXT } from '../call';
import { EMAIL_PATTERN, MAX_LENGTH, MAX_RICH_TEXT, zEmail, zFormBool, zOptionalText } from '../fields';
import { zSiteSettings, zSocialSettings } from './public';

export const SETTINGS_MSG = {
  /** the browser's text after the site and social settings are saved (spec §8) */
  saved: 'Bilgileriniz güncellendi.',
  /** the browser's text when such a save fails (spec §8); the server's answer says what to fix */
  failed: 'İşlem Yapılamadı Bilgilerinizi kontrol edin!',
  /** the mail and SMS screens' own banners, in the spec's ASCII letters (admin spec §4 "Mail/SMS settings") */
  mailSmsSaved: 'Bilgileriniz guncellendi.',
  mailSmsFailed: 'Islem Yapilamadi Bilgilerinizi kontrol edin!',
  map: 'Harita için Google Haritalar, Yandex Haritalar, Bing Haritalar ya da OpenStreetMap yerleştirme (embed) bağlantısını ya da iframe kodunu girin.',
  link: 'Bağlantı https:// ile başlamalı.',
  testMailSent: 'Deneme Mail Gonderildi.',
  testMailFailed: 'Deneme maili gönderilemedi',
  testSmsSent: 'Deneme SMS gönderildi.',
  testSmsFailed: 'Deneme SMS gönderilemedi',
  testSmsToOutbox: 'SMS gönderimi kapalı: deneme mesajı sunucudaki giden kutusu klasörüne yazıldı.',
  email: 'Geçersiz Email.',
  mobile: 'Geçerli bir cep telefonu numarası girin (5xx xxx xx xx).',
  smtpHost: 'SMTP sunucusunu adıyla girin (ör. smtp.gmail.com ya da smtp.gmail.com:587).',
  mailIncomplete: 'Mail gönderimini açmak için gönderen hesabı ve SMTP sunucusunu girin.',
  smsIncomplete: 'SMS gönderimini açmak için kullanıcı adı, şifre ve mesaj başlığını girin.',
  secretUnreadable: 'Kayıtlı şifre okunamadı; şifreyi yeniden girin.',
} as const;

// ── map embeds ───────────────────────────────────────────────────────────────────────────────────────────────────
/**
 * The map providers whose embed may be framed on the contact page: https only, on these hosts, under these paths.
 * Google: the 'Share → Embed a map' link (/maps/embed?pb=…) and the older '/maps?…&output=embed' form, on google.com,
 * google.com.tr and maps.google.*; Yandex: the map widget (/map-widget/v1/…); Bing: /maps/embed; OpenStreetMap:
 * /export/embed.html. Anything else (another host, another scheme, a script) is refused on save and dropped on read.
 */
export const MAP_EMBED_PROVIDERS: readonly { hosts: readonly string[]; path: RegExp }[] = [
  {
    hosts: ['www.google.com', 'google.com', 'www.google.com.tr', 'google.com.tr'],
    path: /^\/maps(\/embed|\/?$)/,
  },
  { hosts: ['maps.google.com', 'maps.google.com.tr'], path: /^\/(maps)?(\/embed|\/?$)/ },
  { hosts: ['yandex.com.tr', 'yandex.com', 'yandex.ru'], path: /^\/map-widget\/v1\/?/ },
  { hosts: ['www.bing.com', 'bing.com'], path: /^\/maps\/embed\/?/ },
  { hosts: ['www.openstreetmap.org', 'openstreetmap.org'], path: /^\/export\/embed\.html$/ },
];

/**
 * The src of a pasted `<iframe …></iframe>`: null when the text is not one iframe with a quoted src (no other tag
 * before or after it). Read without a backtracking pattern over the whole text (it may be 4000 characters long).
 */
function iframeSrc(text: string): string | null {
  const end = text.indexOf('>');
  if (end === -1) return null;
  const rest = text.slice(end + 1).trim();
  if (rest !== '' && !/^<\/iframe\s*>$/i.test(rest)) return null;
  const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(text.slice(0, end));
  return src ? (src[1] ?? src[2]) : null;
}

/**
 * The embed URL of a map as the admin pastes it (the URL itself or the provider's whole `<iframe …>` code), when it
 * is one of MAP_EMBED_PROVIDERS; '' for an empty value; null for anything else. The site stores and serves the URL
 * only; the contact page builds the iframe itself.
 */
export function mapEmbedUrl(input: string): string | null {
  const text = input.trim();
  if (!text) return '';
  const iframe = /^<iframe\b/i.test(text);
  const src = iframe
    ? iframeSrc(text)
        ?.replace(/&amp;|&#0*38;/gi, '&')
        .trim()
    : text;
  if (!src || !/^https:\/\//i.test(src) || /\s/.test(src)) return null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const ok = MAP_EMBED_PROVIDERS.some((p) => p.hosts.includes(url.hostname) && p.path.test(url.pathname));
  return ok ? url.href : null;
}

// ── site settings ────────────────────────────────────────────────────────────────────────────────────────────────
/** A link the site opens or frames: empty, or an https address without spaces. */
const zHttpsLink = z
  .string()
  .max(2000, { error: SETTINGS_MSG.link })
  .refine((v) => v === '' || /^https:\/\/[^\s"'<>]+$/i.test(v), { error: SETTINGS_MSG.link });
const text = (max: number) => zOptionalText(max).optional();
const link = () => zOptionalText(2000).pipe(zHttpsLink).optional();

/**
 * POST /adn_api/genelislmeleri (JSON). Every field is optional: a field left out keeps its stored value (the legacy
 * form sends all ten; the store links and videos are kept when a form does not show them). `iletisim` is rich text,
 * sanitised on save; `map` takes an embed URL or iframe code of MAP_EMBED_PROVIDERS and is stored as the URL.
 */
export const zSiteSettingsUpdate = z.object({
  baslik: text(MAX_LENGTH.line),
  metakey: text(1000),
  metadess: text(1000),
  copyright: text(MAX_LENGTH.line),
  adres: text(MAX_LENGTH.text), // the home page's intro text (plain text)
  analytics: text(MAX_LENGTH.text), // hidden field: kept, never served to visitors
  map: zOptionalText(MAX_LENGTH.text)
    .transform((v, ctx) => {
      const url = mapEmbedUrl(v);
      if (url === null) ctx.addIssue({ code: 'custom', message: SETTINGS_MSG.map });
      return url ?? '';
    })
    .optional(),
  tel: text(50),
  etiketler: text(2000), // comma separated footer tags
  iletisim: text(MAX_RICH_TEXT), // rich text
  appStore: link(),
  googlePlay: link(),
  videoUye: link(),
  videoImalatci: link(),
});
export type SiteSettingsUpdate = z.infer<typeof zSiteSettingsUpdate>;

/** GET /adn_api/genelislmeleri: every field of the site settings, the hidden analytics field included. */
export const getSiteSettings = defineCall({
  method: 'GET',
  path: '/adn_api/genelislmeleri',
  auth: 'admin',
  response: zSiteSettings,
});

/** POST /adn_api/genelislmeleri → the settings as stored; the public title, meta, footer and contact page follow at once. */
export const updateSiteSettings = defineCall({
  method: 'POST',
  path: '/adn_api/genelislmeleri',
  auth: 'admin',
  request: { body: zSiteSettingsUpdate },
  response: zSiteSettings,
});

// ── social media ─────────────────────────────────────────────────────────────────────────────────────────────────
/** Another scheme than http(s) ('javascript:', 'data:'): never a link of the footer. */
const FOREIGN_SCHEME = /^(?!https?:)[a-z][a-z0-9+-]*:/i;
const socialLink = (label: string) =>
  zOptionalText(MAX_LENGTH.line).refine((v) => v === '' || (!FOREIGN_SCHEME.test(v) && !/[\s"'<>]/.test(v)), {
    error: `${label} bağlantısı geçersiz.`,
  });

/** POST /adn_api/sosyalmedya: links (with or without https://); pinterest carries the WhatsApp number or a link. */
export const zSocialUpdate = z.object({
  facebook: socialLink('Facebook'),
  twitter: socialLink('Twitter'),
  instagram: socialLink('Instagram'),
  youtube: socialLink('YouTube'),
  pinterest: zOptionalText(MAX_LENGTH.line).refine(
    (v) => v === '' || /^[\d\s().+-]+$/.test(v) || (!FOREIGN_SCHEME.test(v) && !/[\s"'<>]/.test(v)),
    { error: 'WhatsApp numarası ya da bağlantısı geçersiz.' },
  ),
  linkedin: socialLink('LinkedIn'),
});

export const getSocialSettings = defineCall({
  method: 'GET',
  path: '/adn_api/sosyalmedya',
  auth: 'admin',
  response: zSocialSettings,
});

/** POST /adn_api/sosyalmedya (JSON) → the links as stored (the footer and contact page follow at once). */
export const updateSocialSettings = defineCall({
  method: 'POST',
  path: '/adn_api/sosyalmedya',
  auth: 'admin',
  request: { body: zSocialUpdate },
  response: zSocialSettings,
});

// ── mail ─────────────────────────────────────────────────────────────────────────────────────────────────────────
/** The mail settings as the browser sees them: the password never; gsifreVar says whether one is stored. */
export const zAdminMailSettings = z.object({
  gmail: z.string(),
  gsifre: z.literal(''),
  gsifreVar: z.boolean(),
  site: z.string(),
  enableessl: z.boolean(),
  acik: z.boolean(),
});
export type AdminMailSettings = z.infer<typeof zAdminMailSettings>;

/** An SMTP host name with an optional port ('smtp.gmail.com', 'smtp.gmail.com:587', '10.0.0.5:25'). */
export const SMTP_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$/i;

/**
 * POST /adn_api/mailislmeleriGunc (form). An empty gsifre keeps the stored password; gsifreSil=true removes it.
 * With Acik, the product's mail goes out through this account (SMTP_URL of the server overrides it).
 */
export const zMailUpdate = z.object({
  gmail: zOptionalText(MAX_LENGTH.email).refine((v) => v === '' || EMAIL_PATTERN.test(v), {
    error: SETTINGS_MSG.email,
  }),
  gsifre: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string().max(MAX_LENGTH.password)),
  gsifreSil: zFormBool.optional(),
  site: zOptionalText(300)
    .transform((v) => v.toLowerCase())
    .refine((v) => v === '' || SMTP_HOST.test(v), { error: SETTINGS_MSG.smtpHost }),
  Enableessl: zFormBool,
  Acik: zFormBool,
});
export type MailUpdate = z.infer<typeof zMailUpdate>;

export const getMailSettings = defineCall({
  method: 'GET',
  path: '/adn_api/mailislmeleri',
  auth: 'admin',
  response: zAdminMailSettings,
});

export const updateMailSettings = defineCall({
  method: 'POST',
  path: '/adn_api/mailislmeleriGunc',
  auth: 'admin',
  request: { body: zMailUpdate, encoding: 'form' },
  response: zAdminMailSettings,
});

/**
 * POST /adn_api/mailislmeleriDeneme (form stgelen): a test mail sent at once through the transport the product uses
 * (SMTP, or an .eml file in the server's outbox folder when mail is off) → 'Deneme Mail Gonderildi.'; on failure
 * HTTP 400 'Deneme maili gönderilemedi: {the transport's error in Turkish}'.
 */
export const sendTestMail = defineCall({
  method: 'POST',
  path: '/adn_api/mailislmeleriDeneme',
  auth: 'admin',
  request: {
    body: z.object({ stgelen: zEmail({ over: 5, short: SETTINGS_MSG.email, invalid: SETTINGS_MSG.email }) }),
    encoding: 'form',
  },
  response: TEXT,
});

// ── SMS ──────────────────────────────────────────────────────────────────────────────────────────────────────────
export const zAdminSmsSettings = z.object({
  kad: z.string(),
  sifre: z.literal(''),
  sifreVar: z.boolean(),
  firma: z.string(), // the message header (sender name) registered at the gateway
  durum: z.boolean(),
});
export type AdminSmsSettings = z.infer<typeof zAdminSmsSettings>;

/** POST /adn_api/smsislmeleriGunc (form). An empty sifre keeps the stored password; sifreSil=true removes it. */
export const zSmsUpdate = z.object({
  kad: zOptionalText(100),
  sifre: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string().max(MAX_LENGTH.password)),
  sifreSil: zFormBool.optional(),
  firma: zOptionalText(50),
  durum: zFormBool,
});
export type SmsUpdate = z.infer<typeof zSmsUpdate>;

/** A Turkish mobile number in any usual writing ('0532 123 45 67', '+90 532…') → its 10 digits ('5321234567'). */
export const zMobile = z.preprocess(
  (v) => (typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, 40).replace(/\D/g, '') : ''),
  z
    .string()
    .regex(/^(?:90|0)?5\d{9}$/, { error: SETTINGS_MSG.mobile })
    .transform((v) => v.slice(-10)),
);

export const getSmsSettings = defineCall({
  method: 'GET',
  path: '/adn_api/smsislmeleri',
  auth: 'admin',
  response: zAdminSmsSettings,
});

export const updateSmsSettings = defineCall({
  method: 'POST',
  path: '/adn_api/smsislmeleriGunc',
  auth: 'admin',
  request: { body: zSmsUpdate, encoding: 'form' },
  response: zAdminSmsSettings,
});

/**
 * POST /adn_api/smsislmeleriDeneme (form stgelen = a mobile number): a test SMS sent at once. The answer is the text
 * to show: 'Deneme SMS gönderildi. Netgsm yanıtı: 00 …' through the gateway, SETTINGS_MSG.testSmsToOutbox when SMS
 * sending is off; on failure HTTP 400 'Deneme SMS gönderilemedi: {the gateway's error in Turkish}'.
 */
export const sendTestSms = defineCall({
  method: 'POST',
  path: '/adn_api/smsislmeleriDeneme',
  auth: 'admin',
  request: { body: z.object({ stgelen: zMobile }), encoding: 'form' },
  response: TEXT,
});
