// Site data in the legacy Turkish wire shapes (spec §3 "Footer content", "Countries").
import type { Countries, Footer, SiteSettings, SocialSettings } from '@tedarik/contract/settings/public';
import { cleanHtml } from '../../platform/html';
import type { footerGroups } from '../content/service';
import type { countriesWithCities } from './service';

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

/** The site settings without the hidden analytics field; the contact text sanitised. */
export function toTitleAndMeta(site: SiteSettings) {
  const { analytics: _hidden, ...visible } = site;
  return { ...visible, iletisim: cleanHtml(visible.iletisim) };
}

export const toCountries = (list: Awaited<ReturnType<typeof countriesWithCities>>): Countries =>
  list.map(({ country, cities }) => ({
    id: country.id,
    baslik: country.name,
    sehirler: cities.map((c) => ({ id: c.id, baslik: c.name })),
  }));
