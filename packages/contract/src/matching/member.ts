// A company's 'Talep Tercihlerim' (issue 50 item 2, decision 0061): the requests it wants to hear of besides those of
// its own products (catalog products, whole categories), the provinces it serves, a minimum quantity, and how it hears
// (at once, or a daily or weekly digest; by e-posta and/or SMS, within its consents).
import { z } from 'zod';
import { defineCall } from '../call';
import { zId, zWhole } from '../fields';

export const MATCH_LIMITS = { products: 200, categories: 50, provinces: 81, quantity: 1_000_000_000 } as const;
export const MATCH_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type MatchFrequency = (typeof MATCH_FREQUENCIES)[number];
export const MATCH_FREQUENCY_LABELS: Record<MatchFrequency, string> = {
  instant: 'Anında',
  daily: 'Günlük özet',
  weekly: 'Haftalık özet',
};

export const MATCH_MSG = {
  saved: 'Kaydedildi.',
  companiesOnly: 'Talep tercihleri yalnızca firma üyeler içindir.',
  product: 'Geçerli bir kategori ürünü seçin.',
  products: `En fazla ${MATCH_LIMITS.products} kategori ürünü seçebilirsiniz.`,
  category: 'Geçerli bir kategori seçin.',
  categories: `En fazla ${MATCH_LIMITS.categories} kategori seçebilirsiniz.`,
  province: 'Geçerli bir il seçin.',
  provinces: `En fazla ${MATCH_LIMITS.provinces} il seçebilirsiniz.`,
  noProvince: "En az bir il seçin ya da 'Tüm Türkiye'yi işaretleyin.",
  minQuantity: 'En az miktar 0 ile 1.000.000.000 arasında bir tam sayı olmalı.',
  frequency: 'Bildirim sıklığını seçin.',
  channel: 'Bildirim kanalını seçin.',
  unknownProducts: 'Seçilen kategori ürünlerinden bazıları bulunamadı.',
  unknownCategories: 'Seçilen kategorilerden bazıları bulunamadı.',
  unknownProvinces: 'Seçilen illerden bazıları bulunamadı.',
} as const;

const ids = (item: string, many: string, max: number) => z.array(zId(item), { error: item }).max(max, { error: many });

export const zMatchPreferencesInput = z.object({
  productIds: ids(MATCH_MSG.product, MATCH_MSG.products, MATCH_LIMITS.products),
  categoryIds: ids(MATCH_MSG.category, MATCH_MSG.categories, MATCH_LIMITS.categories),
  /** true: 'Tüm Türkiye' (provinceIds is then ignored) */
  allProvinces: z.boolean({ error: MATCH_MSG.noProvince }),
  provinceIds: ids(MATCH_MSG.province, MATCH_MSG.provinces, MATCH_LIMITS.provinces),
  minQuantity: zWhole(MATCH_MSG.minQuantity, 0, MATCH_LIMITS.quantity),
  frequency: z.enum(MATCH_FREQUENCIES, { error: MATCH_MSG.frequency }),
  byMail: z.boolean({ error: MATCH_MSG.channel }),
  bySms: z.boolean({ error: MATCH_MSG.channel }),
});
export type MatchPreferencesInput = z.infer<typeof zMatchPreferencesInput>;

const zNamed = z.object({ id: z.number(), name: z.string() });
export const zMatchPreferences = z.object({
  /** the company has saved preferences (false: it matches by its products alone, heard of at once) */
  saved: z.boolean(),
  products: z.array(zNamed),
  categories: z.array(zNamed),
  allProvinces: z.boolean(),
  provinceIds: z.array(z.number()),
  minQuantity: z.number(),
  frequency: z.enum(MATCH_FREQUENCIES),
  byMail: z.boolean(),
  bySms: z.boolean(),
  /** the member's consents (Hesabım → profile): a channel without one sends nothing */
  mailConsent: z.boolean(),
  smsConsent: z.boolean(),
});
export type MatchPreferences = z.infer<typeof zMatchPreferences>;

/** GET /api/v2/match-preferences: the company's preferences (its defaults when it saved none). */
export const getMatchPreferences = defineCall({
  method: 'GET',
  path: '/api/v2/match-preferences',
  summary: 'Talep tercihlerini oku',
  operationId: 'getMatchPreferences',
  auth: 'member',
  response: zMatchPreferences,
});

/** PUT /api/v2/match-preferences: saves them (companies only: firma, onay, imalatci). */
export const saveMatchPreferences = defineCall({
  method: 'PUT',
  path: '/api/v2/match-preferences',
  summary: 'Talep tercihlerini kaydet',
  operationId: 'saveMatchPreferences',
  auth: 'member',
  request: { body: zMatchPreferencesInput },
  response: z.object({ message: z.string() }),
});
