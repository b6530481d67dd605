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
import type { SecretBox } from '../../platform/secrets';

const SCHEMAS = { site: zSiteSettings, social: zSocialSettings, mail: zMailSettings, sms: zSmsSettings };
type Key = keyof typeof SCHEMAS;
interface Values {
  site: SiteSettings;
  social: SocialSettings;
  mail: MailSettings;
  sms: SmsSettings;
}

/** The fields of a settings document that are secrets: kept sealed in the database, opened only to send. */
const SECRET_FIELDS = { mail: ['gsifre'], sms: ['sifre'] } as const satisfies Partial<Record<Key, string[]>>;

/** A settings document; fields missing in the stored JSON take the contract's defaults. Secrets stay sealed. */
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

/** The mail or SMS settings with their password opened, for sending only (never for an answer to a browser). */
export async function sendingSettings<K extends keyof typeof SECRET_FIELDS>(db: Db, key: K, secrets: SecretBox) {
  const value: Record<string, unknown> = { ...(await getSettings(db, key)) };
  for (const field of SECRET_FIELDS[key]) value[field] = secrets.open(String(value[field] ?? ''));
  return value as Values[K];
}

/** Stores a settings document whole; its secrets are sealed first. */
export async function saveSettings<K extends Key>(db: Db, key: K, value: Values[K], secrets: SecretBox) {
  const parsed: Record<string, unknown> = { ...SCHEMAS[key].parse(value) };
  for (const field of (SECRET_FIELDS as Partial<Record<Key, readonly string[]>>)[key] ?? [])
    parsed[field] = secrets.seal(String(parsed[field] ?? ''));
  await db
    .insert(settings)
    .values({ key, value: parsed })
    .onConflictDoUpdate({ target: settings.key, set: { value: parsed } });
}
