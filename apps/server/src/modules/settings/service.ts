// Site, mail, SMS and social settings (one JSON document per key), countries and cities.
import { SETTINGS_MSG, type SiteSettingsUpdate } from '@tedarik/contract/settings/admin';
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
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { cleanHtml } from '../../platform/html';
import type { MailSite } from '../../platform/mail/layout';
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

/**
 * The site as its mails name it (platform/mail/layout.ts): the settings' title ('Tedarik' without one), its address,
 * and its logo: the installable app's icon (apps/web/public/icons, decision 0064).
 */
export async function mailSite(db: Db, publicUrl: string): Promise<MailSite> {
  const site = await getSettings(db, 'site');
  const url = publicUrl.replace(/\/+$/, '');
  return { name: site.baslik.trim() || 'Tedarik', url, logoUrl: `${url}/icons/icon-192.png` };
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

// ── the back-office's forms (admin spec §7 "Dashboard and settings", "Mail, SMS, social") ───────────────────────────
type Ctx = Pick<AppContext, 'db' | 'secrets' | 'outbox'>;

/**
 * Site settings: the fields sent replace the stored ones, the others stay (the store links and videos a form may not
 * show). The contact text is sanitised with the site's one allow-list; the map arrives as an allowed embed URL (the
 * contract checked it). Nothing is cached: the public title, meta, footer and contact page read the new values at once.
 */
export async function updateSite({ db, secrets }: Pick<Ctx, 'db' | 'secrets'>, patch: SiteSettingsUpdate) {
  const sent = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const next: SiteSettings = { ...(await getSettings(db, 'site')), ...sent };
  next.iletisim = cleanHtml(next.iletisim);
  await saveSettings(db, 'site', next, secrets);
  return getSettings(db, 'site');
}

export async function updateSocial({ db, secrets }: Pick<Ctx, 'db' | 'secrets'>, value: SocialSettings) {
  await saveSettings(db, 'social', value, secrets);
  return getSettings(db, 'social');
}

/** The stored password of the mail or SMS settings, opened; a password sealed with another key must be typed again. */
async function storedSecret(db: Db, key: keyof typeof SECRET_FIELDS, secrets: SecretBox) {
  try {
    const opened = await sendingSettings(db, key, secrets);
    return key === 'mail' ? (opened as MailSettings).gsifre : (opened as SmsSettings).sifre;
  } catch {
    throw new AppError(SETTINGS_MSG.secretUnreadable);
  }
}

export interface MailInput {
  /** the sending account's address */
  account: string;
  /** '': keep the stored one */
  password: string;
  removePassword?: boolean;
  /** the SMTP host */
  host: string;
  ssl: boolean;
  enabled: boolean;
}

/**
 * Mail settings: an empty password keeps the stored one, removePassword removes it; switched on, it needs an account.
 * The stored document keeps the legacy names (settings/public.ts zMailSettings).
 */
export async function updateMail({ db, secrets }: Pick<Ctx, 'db' | 'secrets'>, input: MailInput) {
  if (input.enabled && (!input.account || !input.host)) throw new AppError(SETTINGS_MSG.mailIncomplete);
  const gsifre = input.removePassword ? '' : input.password || (await storedSecret(db, 'mail', secrets));
  const value = { gmail: input.account, gsifre, site: input.host, enableessl: input.ssl, acik: input.enabled };
  await saveSettings(db, 'mail', value, secrets);
  return getSettings(db, 'mail');
}

export interface SmsInput {
  /** the gateway's user code */
  user: string;
  /** '': keep the stored one */
  password: string;
  removePassword?: boolean;
  /** the message header (sender name) registered at the gateway */
  sender: string;
  enabled: boolean;
}

/** SMS settings: the same password rule; switched on, it needs the user code, the password and the header. */
export async function updateSms({ db, secrets }: Pick<Ctx, 'db' | 'secrets'>, input: SmsInput) {
  const sifre = input.removePassword ? '' : input.password || (await storedSecret(db, 'sms', secrets));
  if (input.enabled && (!input.user || !sifre || !input.sender)) throw new AppError(SETTINGS_MSG.smsIncomplete);
  await saveSettings(db, 'sms', { kad: input.user, sifre, firma: input.sender, durum: input.enabled }, secrets);
  return getSettings(db, 'sms');
}

const failure = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * A test mail, sent at once through the transport every mail takes (SMTP with the stored settings or SMTP_URL, else
 * an .eml file in the outbox folder), so the admin sees its error now rather than in a retry later. The outbox keeps
 * its record (sent or failed); it is never retried.
 */
export async function sendTestMail(ctx: Ctx, to: string) {
  try {
    await ctx.outbox.deliverNow({
      channel: 'mail',
      to,
      subject: 'Deneme maili',
      title: 'Deneme maili',
      paragraphs: ['Bu bir deneme mailidir: sitenin mail ayarları çalışıyor.'],
      reason: 'Bu e-posta, Yönetim Paneli’nde mail ayarları denenirken gönderildi.',
      body: 'Bu bir deneme mailidir: sitenin mail ayarları çalışıyor.\n',
    });
  } catch (err) {
    throw new AppError(`${SETTINGS_MSG.testMailFailed}: ${failure(err)}`);
  }
  return SETTINGS_MSG.testMailSent;
}

/** A test SMS, sent at once (the gateway of the SMS settings, else a .txt file); answers what the gateway said. */
export async function sendTestSms(ctx: Ctx, to: string) {
  let receipt: Awaited<ReturnType<Ctx['outbox']['deliverNow']>>;
  try {
    receipt = await ctx.outbox.deliverNow({
      channel: 'sms',
      to,
      body: 'Deneme mesajı: sitenin SMS ayarları çalışıyor.',
    });
  } catch (err) {
    throw new AppError(`${SETTINGS_MSG.testSmsFailed}: ${failure(err)}`);
  }
  return !receipt || receipt.via === 'file'
    ? SETTINGS_MSG.testSmsToOutbox
    : `${SETTINGS_MSG.testSmsSent} ${receipt.via} yanıtı: ${receipt.answer}`;
}
