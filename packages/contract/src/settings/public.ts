// Site-wide public data: settings documents, footer, title and meta, places (spec §3, §7).
import { z } from 'zod';
import { defineCall } from '../call';

/** settings.key = 'site' (admin genelAyarlar). */
export const zSiteSettings = z.object({
  baslik: z.string().default(''),
  metakey: z.string().default(''),
  metadess: z.string().default(''),
  copyright: z.string().default(''),
  adres: z.string().default(''), // the home page intro text
  analytics: z.string().default(''),
  map: z.string().default(''), // map embed URL
  tel: z.string().default(''),
  etiketler: z.string().default(''), // comma separated footer tags
  iletisim: z.string().default(''), // contact info, rich text
  // the /Qr page's store links (not in the legacy settings; empty → a store search for the site's name)
  appStore: z.string().default(''),
  googlePlay: z.string().default(''),
  // the 'how to use' videos of logged-in users (embed URLs): buyers and companies, manufacturers (spec §2 header)
  videoUye: z.string().default(''),
  videoImalatci: z.string().default(''),
});
export type SiteSettings = z.infer<typeof zSiteSettings>;

/** settings.key = 'social'. pinterest carries the WhatsApp / help phone number. */
export const zSocialSettings = z.object({
  facebook: z.string().default(''),
  twitter: z.string().default(''),
  instagram: z.string().default(''),
  linkedin: z.string().default(''),
  pinterest: z.string().default(''),
  youtube: z.string().default(''),
});
export type SocialSettings = z.infer<typeof zSocialSettings>;

/** settings.key = 'mail'. The SMTP account the site sends with; SMTP_URL overrides it. */
export const zMailSettings = z.object({
  gmail: z.string().default(''),
  gsifre: z.string().default(''),
  site: z.string().default(''), // SMTP host
  enableessl: z.boolean().default(true),
  acik: z.boolean().default(false),
});
export type MailSettings = z.infer<typeof zMailSettings>;

/** settings.key = 'sms'. */
export const zSmsSettings = z.object({
  kad: z.string().default(''),
  sifre: z.string().default(''),
  firma: z.string().default(''),
  durum: z.boolean().default(false),
});
export type SmsSettings = z.infer<typeof zSmsSettings>;

export const zFooter = z.object({
  sayfalar: z.array(
    z.object({ katAd: z.string(), sayfalars: z.array(z.object({ baslik: z.string(), link: z.string() })) }),
  ),
  sosyalMedya: zSocialSettings,
  etiketler: z.array(z.string()),
  meta: z.object({ copyright: z.string() }),
});
export type Footer = z.infer<typeof zFooter>;

/** GET /api/TitleandMeta */
export const zTitleAndMeta = zSiteSettings.omit({ analytics: true });
export type TitleAndMeta = z.infer<typeof zTitleAndMeta>;

/**
 * GET /api/UlkelerVeİller ('countries and provinces'): the countries as ulkel and the cities as sehirler (spec §3,
 * admin spec §3), each city with its country's id (ulke) so that a form offers the cities of the chosen country.
 */
export const zCountries = z.object({
  ulkel: z.array(z.object({ id: z.number(), baslik: z.string() })),
  sehirler: z.array(z.object({ id: z.number(), baslik: z.string(), ulke: z.number() })),
});
export type Countries = z.infer<typeof zCountries>;

/** GET /api/version */
export const zVersion = z.object({ version: z.string() });

// ── calls ────────────────────────────────────────────────────────────────────────────────────────────────────────
/** GET /api/footer: page groups, social links, tags and the copyright line. */
export const getFooter = defineCall({ method: 'GET', path: '/api/footer', auth: 'none', response: zFooter });

/** GET /api/TitleandMeta: site title, meta description and keywords, home page intro text, contact data. */
export const getTitleAndMeta = defineCall({
  method: 'GET',
  path: '/api/TitleandMeta',
  auth: 'none',
  response: zTitleAndMeta,
});

/** GET /api/UlkelerVeİller: countries with their cities (the path holds a dotted capital İ; clients may encode it). */
export const getCountries = defineCall({
  method: 'GET',
  path: '/api/UlkelerVeİller',
  auth: 'none',
  response: zCountries,
});

/** GET /api/SosyalMedya: the social links (pinterest carries the WhatsApp / help phone number). */
export const getSocial = defineCall({
  method: 'GET',
  path: '/api/SosyalMedya',
  auth: 'none',
  response: zSocialSettings,
});

/** GET /api/version: the deployed version (the back-office compares it with the one it stored). */
export const getVersion = defineCall({ method: 'GET', path: '/api/version', auth: 'none', response: zVersion });
