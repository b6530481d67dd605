// Site, mail, SMS and social settings (one JSON document per key), footer, title and meta, countries and cities.
import {
  type Countries,
  type Footer,
  type MailSettings,
  type SiteSettings,
  type SmsSettings,
  type SocialSettings,
  zMailSettings,
  zSiteSettings,
  zSmsSettings,
  zSocialSettings,
} from '@tedarik/contract/site';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageCategories, pages } from '../../db/schema/content';
import { cities, countries } from '../../db/schema/places';
import { settings } from '../../db/schema/settings';
import { cleanHtml } from '../../platform/html';

const SCHEMAS = { site: zSiteSettings, social: zSocialSettings, mail: zMailSettings, sms: zSmsSettings };
type Key = keyof typeof SCHEMAS;
interface Values {
  site: SiteSettings;
  social: SocialSettings;
  mail: MailSettings;
  sms: SmsSettings;
}

/** A settings document; fields missing in the stored JSON take the contract's defaults. */
export async function getSettings<K extends Key>(db: Db, key: K): Promise<Values[K]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return SCHEMAS[key].parse(row?.value ?? {}) as Values[K];
}

export async function saveSettings<K extends Key>(db: Db, key: K, value: Values[K]) {
  const parsed = SCHEMAS[key].parse(
    key === 'site' ? { ...value, iletisim: cleanHtml((value as SiteSettings).iletisim) } : value,
  );
  await db
    .insert(settings)
    .values({ key, value: parsed })
    .onConflictDoUpdate({ target: settings.key, set: { value: parsed } });
  return parsed as Values[K];
}

export async function footer(db: Db): Promise<Footer> {
  const [rows, site, social] = await Promise.all([
    db
      .select({ categoryId: pageCategories.id, katAd: pageCategories.name, baslik: pages.title, link: pages.slug })
      .from(pageCategories)
      .leftJoin(pages, eq(pages.categoryId, pageCategories.id))
      .orderBy(asc(pageCategories.sort), asc(pageCategories.id), asc(pages.sort), asc(pages.id)),
    getSettings(db, 'site'),
    getSettings(db, 'social'),
  ]);
  const groups = new Map<number, Footer['sayfalar'][number]>();
  for (const r of rows) {
    const g = groups.get(r.categoryId) ?? { katAd: r.katAd, sayfalars: [] };
    groups.set(r.categoryId, g);
    if (r.baslik !== null && r.link !== null) g.sayfalars.push({ baslik: r.baslik, link: r.link });
  }
  return {
    sayfalar: [...groups.values()],
    sosyalMedya: social,
    etiketler: site.etiketler
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    meta: { copyright: site.copyright },
  };
}

export async function titleAndMeta(db: Db) {
  const { analytics: _hidden, ...visible } = await getSettings(db, 'site');
  return { ...visible, iletisim: cleanHtml(visible.iletisim) };
}

export async function countriesWithCities(db: Db): Promise<Countries> {
  const all = await db.select().from(countries).orderBy(asc(countries.name));
  const list = all.length
    ? await db
        .select()
        .from(cities)
        .where(
          inArray(
            cities.countryId,
            all.map((c) => c.id),
          ),
        )
        .orderBy(asc(cities.name))
    : [];
  return all.map((c) => ({
    id: c.id,
    baslik: c.name,
    sehirler: list.filter((s) => s.countryId === c.id).map((s) => ({ id: s.id, baslik: s.name })),
  }));
}
