// Site, mail, SMS and social settings (one JSON document per key), countries and cities.
import {
  type MailSettings,
  type SiteSettings,
  type SmsSettings,
  type SocialSettings,
  zMailSettings,
  zSiteSettings,
  zSmsSettings,
  zSocialSettings,
} from '@tedarik/contract/settings/public';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, countries } from '../../db/schema/places';
import { settings } from '../../db/schema/settings';

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

export async function countriesWithCities(db: Db) {
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
  return all.map((country) => ({ country, cities: list.filter((s) => s.countryId === country.id) }));
}
