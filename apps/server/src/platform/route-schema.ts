// A call's contract as Fastify takes it: the scope it must be registered in, and its schemas, which validate the
// request and document the call in the API reference (/docs), grouped by audience and area.
import type { CallDef } from '@tedarik/contract/call';
import { isV2Path } from '@tedarik/contract/v2';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

export type Audience = 'public' | 'member' | 'admin' | 'open';

const SCOPE_OF: Record<CallDef['auth'], Audience> = {
  none: 'public',
  optional: 'public',
  member: 'member',
  admin: 'admin',
  key: 'open',
};

/**
 * The scope a call belongs in. Each scope of app.ts is marked with its audience, and a definition registered in the
 * wrong one stops the server at start: a member or admin call cannot be registered outside its guard.
 */
export function scopeOf(app: FastifyInstance, def: CallDef): Audience {
  const scope = SCOPE_OF[def.auth];
  if (app.audience !== scope)
    throw new Error(`${def.method} ${def.path} (auth ${def.auth}) registered in the ${app.audience} scope`);
  return scope;
}

/** The API reference's groups: audience and area (the route plugin's name: offersAdminRoutes → Teklifler). */
const AUDIENCE_TAG: Record<Audience, string> = {
  public: 'Herkese açık',
  member: 'Üye',
  admin: 'Yönetim',
  open: 'Açık API',
};
const AREA_TAG: Record<string, string> = {
  accounts: 'Hesap',
  api: 'API Anahtarları',
  attachments: 'Dosyalar',
  audit: 'Denetim Kaydı',
  catalog: 'Katalog',
  content: 'İçerik',
  credits: 'Teklif hakları',
  exports: 'Dışa aktarma',
  events: 'Canlı bildirimler',
  conversations: 'Mesajlar',
  consents: 'İzinler ve İYS',
  inbox: 'İletişim ve bülten',
  jobs: 'Arka plan işleri',
  landing: 'İmalatçı sayfaları',
  matching: 'Talep tercihleri',
  members: 'Üyeler ve firmalar',
  moderation: 'Moderasyon',
  notifications: 'Bildirimler',
  offers: 'Teklifler',
  orders: 'Ödemeler',
  packages: 'Paketler',
  privacy: 'Kişisel veriler',
  products: 'Ürünler',
  push: 'Tarayıcı bildirimleri',
  rates: 'Döviz kurları',
  reputation: 'Firma itibarı',
  requests: 'Talepler',
  settings: 'Site ayarları',
  support: 'Destek',
  verification: 'Firma doğrulama',
  webhooks: 'Webhook Adresleri',
};
/** A route's area: its plugin's name's first word (offersAdminRoutes → offers). */
export const areaOf = (app: FastifyInstance) => /^[a-z]+/.exec(app.pluginName.split(' -> ').at(-1) ?? '')?.[0] ?? '';
const tagOf = (app: FastifyInstance, def: CallDef, audience: Audience) => {
  const area = areaOf(app);
  // the calls beyond the spec in groups of their own (DESIGN §8)
  return `${isV2Path(def.path) ? 'v2 · ' : ''}${AUDIENCE_TAG[audience]} · ${AREA_TAG[area] ?? 'Genel'}`;
};

/** Who may call, as the reference says it: a group's and a call's description. */
const AUDIENCE_NOTE: Record<Audience, string> = {
  public: 'herkese açık; kimlik gerekmez',
  member: 'üye çağrısı; Basic kimlik: e-posta ve oturum anahtarı',
  admin: 'yönetim çağrısı; Basic kimlik: yönetici kullanıcı adı ve oturum anahtarı',
  open: 'firmaların açık API çağrısı; Bearer kimlik: firmanın API anahtarı',
};
/** The groups that are not an audience and an area (routes of the platform's own). */
const OTHER_TAGS: Record<string, string> = {
  İşletim: 'Yük dengeleyici ve orkestratör için: süreç ayakta mı, veritabanı yanıt veriyor mu.',
  'Herkese açık · Arama motorları': 'Arama motorları için robots.txt ve site haritaları (XML).',
  'Herkese açık · Yüklenen dosyalar': 'Herkese açık yüklenmiş görseller (logolar, ürün görselleri).',
  'Herkese açık · Abonelik': 'Kampanya e-postalarındaki tek tıkla abonelikten çıkma bağlantısı (RFC 8058).',
};

/** A group's description in the API reference: whose calls, which area, legacy or new. */
export function describeTag(tag: string): string {
  if (OTHER_TAGS[tag]) return OTHER_TAGS[tag];
  const v2 = tag.startsWith('v2 · ');
  const [audience, area] = tag.replace(/^v2 · /, '').split(' · ');
  const who = Object.entries(AUDIENCE_TAG).find(([, name]) => name === audience)?.[0] as Audience | undefined;
  if (!who || !area) return tag;
  return `${area}: ${AUDIENCE_NOTE[who]}. ${
    v2
      ? 'Sözleşmenin ötesindeki yeni çağrılar (/api/v2, /adn_api/v2): JSON gövdeler, İngilizce alan adları.'
      : 'Eski istemcilerin sözleşmedeki çağrıları: yolları, alanları ve yanıtları değişmez.'
  }`;
}

/** A call's name in the spec: its path after /api or /adn_api, `{id}` for its parameters (uyeDetay-{id}). */
const specName = (path: string) => path.replace(/^\/(adn_)?api\//, '').replace(/:(\w+)/g, '{$1}');

/** A stable operationId from the method and the path: GET /adn_api/uyeDetay-:id → getAdnApiUyeDetayById. */
export const operationIdOf = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .split(/[^A-Za-z0-9:]+/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `By${upperFirst(word.slice(1))}` : upperFirst(word)))
    .join('');
const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const ANSWER_NOTE: Partial<Record<string, string>> = {
  text: 'Yanıt düz metindir.',
  file: 'Yanıt indirilecek bir dosyadır (Content-Disposition: attachment).',
  events: 'Yanıt bir Server-Sent Events akışıdır (text/event-stream).',
};

/** What the reference says of a call: its summary and description, given or made from what is known of it. */
function wordsOf(app: FastifyInstance, def: CallDef, scope: Audience) {
  const v2 = isV2Path(def.path);
  if (v2 && !def.summary) throw new Error(`${def.method} ${def.path}: a call under v2 names its summary`);
  const auth =
    def.auth === 'optional' ? 'herkese açık; üyenin kimliği gönderilirse yanıt üyeye göredir' : AUDIENCE_NOTE[scope];
  const parts = [
    def.description ?? (v2 ? '' : `Eski istemcilerle uyumlu çağrı: sözleşmedeki adıyla \`${specName(def.path)}\`.`),
    `${upperFirst(auth)}.`,
    def.keyScope ? `Gereken yetki: \`${def.keyScope}\`.` : '',
    typeof def.response === 'string' ? (ANSWER_NOTE[def.response] ?? '') : '',
  ];
  return {
    operationId: def.operationId ?? operationIdOf(def.method, def.path),
    summary: def.summary ?? `${AREA_TAG[areaOf(app)] ?? 'Genel'}: ${specName(def.path)}`,
    description: parts.filter(Boolean).join(' '),
  };
}

/** A body's JSON Schema as OpenAPI 3.0 takes it: its examples as one `example` each (3.0 has no `examples` there). */
const openApiSchema = (body: z.ZodType) =>
  JSON.parse(JSON.stringify(z.toJSONSchema(body, { target: 'openapi-3.0', io: 'output' })), (_key, value) =>
    value && typeof value === 'object' && Array.isArray(value.examples)
      ? (({ examples, ...rest }) => ({ ...rest, example: examples[0] }))(value)
      : value,
  );

/**
 * A call's callbacks in OpenAPI's words: each event's body, POSTed to the address the call's body names. A delivery
 * that is not answered 2xx within 10 s is tried again (decision 0068).
 */
const callbacksOf = (bodies: Record<string, z.ZodType>) =>
  Object.fromEntries(
    Object.entries(bodies).map(([event, body]) => [
      event,
      {
        '{$request.body#/url}': {
          post: {
            requestBody: {
              content: {
                'application/json': { schema: openApiSchema(body) },
              },
            },
            responses: {
              '2XX': { description: 'Alındı; başka bir yanıt ya da 10 saniyede yanıt gelmemesi yeniden denenir' },
            },
          },
        },
      },
    ]),
  );

/** The route's schema: its parts validate the request (app.ts's zod compilers), its answer is documented. */
export function schemaOf(app: FastifyInstance, def: CallDef, scope: Audience) {
  const { params, query, body } = def.request ?? {};
  return {
    ...wordsOf(app, def, scope),
    tags: [tagOf(app, def, scope)],
    ...(def.auth !== 'none' && { security: [{ [def.auth === 'key' ? 'bearer' : 'basic']: [] as string[] }] }),
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    ...(typeof def.response !== 'string' && { response: { 200: def.response } }),
    ...(def.callbacks && { callbacks: callbacksOf(def.callbacks) }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the scope's audience, set by app.ts */
    audience: Audience;
  }
  interface FastifyContextConfig {
    /** the scope a route was registered in */
    audience?: Audience;
  }
}
