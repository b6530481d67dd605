// A company's open-API keys, 'API Anahtarları' (issue 52 item 3, decision 0065): created with a name and scopes, the
// key shown once, listed by its prefix, revoked. The calls a key makes: api-keys/open.ts.
import { z } from 'zod';
import { defineCall, type KeyScope } from '../call';
import { zIdParams, zTextOver } from '../fields';

/** What a key may be allowed (call.ts's KeyScope). */
export const KEY_SCOPES = ['requests:read', 'offers:write'] as const satisfies readonly KeyScope[];

/** The most live (not revoked) keys a company holds. */
export const MAX_API_KEYS = 10;
/** A key's name. */
export const MAX_KEY_NAME = 100;

/** Each scope as the member area shows it. */
export const KEY_SCOPE_LABELS: Record<KeyScope, string> = {
  'requests:read': 'Talepleri okuma (requests:read)',
  'offers:write': 'Teklif verme ve güncelleme (offers:write)',
};

export const API_KEY_MSG = {
  name: `Anahtar için bir ad yazın (en fazla ${MAX_KEY_NAME} karakter).`,
  scopes: 'En az bir yetki seçin.',
  tooMany: `En fazla ${MAX_API_KEYS} API anahtarınız olabilir; yenisi için birini iptal edin.`,
  companiesOnly: 'API anahtarlarını yalnızca firma üyeler oluşturabilir.',
  offersNeedPackage: 'Teklif yetkisi (offers:write) için aktif bir paketiniz olmalıdır.',
  notFound: 'API anahtarı bulunamadı.',
  revoked: 'API anahtarı iptal edildi.',
  shownOnce: 'Bu anahtarı şimdi kopyalayın; bir daha gösterilmeyecek.',
  /** the open API's refusals */
  missing: 'API anahtarı gerekli: Authorization: Bearer <anahtar> başlığını gönderin.',
  invalid: 'API anahtarı geçersiz veya iptal edilmiş.',
  scope: (scope: KeyScope) => `Bu API anahtarının bu işlem için yetkisi yok (${scope} gerekli).`,
} as const;

export const zKeyScope = z.enum(KEY_SCOPES, { error: API_KEY_MSG.scopes });

export const zNewApiKey = z.object({
  name: zTextOver(0, API_KEY_MSG.name, MAX_KEY_NAME),
  scopes: z
    .array(zKeyScope, { error: API_KEY_MSG.scopes })
    .min(1, { error: API_KEY_MSG.scopes })
    .max(10, { error: API_KEY_MSG.scopes })
    .transform((s) => [...new Set(s)]),
});
export type NewApiKey = z.infer<typeof zNewApiKey>;

export const zApiKey = z.object({
  id: z.number(),
  name: z.string(),
  /** the key's first characters after `tdk_`, which name it in lists */
  prefix: z.string(),
  scopes: z.array(zKeyScope),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof zApiKey>;

/** The company's live keys, newest first. */
export const getMyApiKeys = defineCall({
  method: 'GET',
  path: '/api/v2/api-keys',
  summary: 'API anahtarlarım',
  operationId: 'getMyApiKeys',
  auth: 'member',
  response: z.object({ items: z.array(zApiKey), max: z.number() }),
});

/** A new key: the answer holds the whole key (`secret`), this once only. */
export const createApiKey = defineCall({
  method: 'POST',
  path: '/api/v2/api-keys',
  summary: 'API anahtarı oluştur',
  operationId: 'createApiKey',
  auth: 'member',
  request: { body: zNewApiKey },
  response: zApiKey.extend({ secret: z.string() }),
});

/** 'İptal Et': the key is refused from now on. */
export const revokeApiKey = defineCall({
  method: 'DELETE',
  path: '/api/v2/api-keys/:id',
  summary: 'API anahtarını iptal et',
  operationId: 'revokeApiKey',
  auth: 'member',
  request: { params: zIdParams },
  response: z.object({ message: z.string() }),
});
