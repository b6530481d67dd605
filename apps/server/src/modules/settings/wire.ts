// Site data in the legacy Turkish wire shapes (spec §3 "Footer content", "Countries").
import {
  type AdminMailSettings,
  type AdminSmsSettings,
  type MailUpdate,
  mapEmbedUrl,
  type SmsUpdate,
} from '@tedarik/contract/settings/admin';
import type {
  Countries,
  Footer,
  MailSettings,
  SiteSettings,
  SmsSettings,
  SocialSettings,
} from '@tedarik/contract/settings/public';
import { cleanHtml } from '../../platform/html';
import type { footerGroups } from '../content/service';
import type { countriesWithCities, MailInput, SmsInput } from './service';

export const toFooter = (
  groups: Awaited<ReturnType<typeof footerGroups>>,
  site: SiteSettings,
  social: SocialSettings,
): Footer => ({
  sayfalar: groups.map((g) => ({ katAd: g.name, sayfalars: g.pages.map((p) => ({ baslik: p.title, link: p.slug })) })),
  sosyalMedya: social,
  etiketler: site.etiketler
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean),
  meta: { copyright: site.copyright },
});

/**
 * The site settings without the hidden analytics field; the contact text sanitised and the map an allowed embed URL
 * again on the way out (a value stored before these rules, or written to the table by hand, is served safe too).
 */
export function toTitleAndMeta(site: SiteSettings) {
  const { analytics: _hidden, ...visible } = site;
  return { ...visible, iletisim: cleanHtml(visible.iletisim), map: mapEmbedUrl(visible.map) ?? '' };
}

/** The site settings for the back-office's form: every field, the stored text served as safe as to visitors. */
export const toAdminSite = (site: SiteSettings): SiteSettings => ({
  ...site,
  iletisim: cleanHtml(site.iletisim),
  map: mapEmbedUrl(site.map) ?? '',
});

/** The mail settings for the back-office: the password is never sent back, only whether one is stored. */
export const toAdminMail = ({ gsifre, ...m }: MailSettings): AdminMailSettings => ({
  ...m,
  gsifre: '',
  gsifreVar: gsifre !== '',
});

export const toAdminSms = ({ sifre, ...s }: SmsSettings): AdminSmsSettings => ({
  ...s,
  sifre: '',
  sifreVar: sifre !== '',
});

export const toCountries = (list: Awaited<ReturnType<typeof countriesWithCities>>): Countries => ({
  ulkel: list.map(({ country }) => ({ id: country.id, baslik: country.name })),
  sehirler: list.flatMap(({ cities }) => cities.map((c) => ({ id: c.id, baslik: c.name, ulke: c.countryId }))),
});

// ── the back-office's forms → the service's English input ──────────────────────────────────────────────────────
/** mailislmeleriGunc: gmail is the sending account, site the SMTP host, gsifreSil removes the stored password. */
export const fromMailFields = (b: MailUpdate): MailInput => ({
  account: b.gmail,
  password: b.gsifre,
  removePassword: b.gsifreSil,
  host: b.site,
  ssl: b.Enableessl,
  enabled: b.Acik,
});

/** smsislmeleriGunc: kad is the gateway's user code, firma the message header, sifreSil removes the password. */
export const fromSmsFields = (b: SmsUpdate): SmsInput => ({
  user: b.kad,
  password: b.sifre,
  removePassword: b.sifreSil,
  sender: b.firma,
  enabled: b.durum,
});
