// A call's contract as Fastify takes it: the scope it must be registered in, and its schemas, which validate the
// request and document the call in the API reference (/docs), grouped by audience and area.
import type { CallDef } from '@tedarik/contract/call';
import { isV2Path } from '@tedarik/contract/v2';
import type { FastifyInstance } from 'fastify';

export type Audience = 'public' | 'member' | 'admin';

const SCOPE_OF: Record<CallDef['auth'], Audience> = {
  none: 'public',
  optional: 'public',
  member: 'member',
  admin: 'admin',
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
const AUDIENCE_TAG: Record<Audience, string> = { public: 'Herkese açık', member: 'Üye', admin: 'Yönetim' };
const AREA_TAG: Record<string, string> = {
  accounts: 'Hesap',
  attachments: 'Dosyalar',
  audit: 'Denetim Kaydı',
  catalog: 'Katalog',
  content: 'İçerik',
  credits: 'Teklif hakları',
  events: 'Canlı bildirimler',
  conversations: 'Mesajlar',
  inbox: 'İletişim ve bülten',
  jobs: 'Arka plan işleri',
  matching: 'Talep tercihleri',
  members: 'Üyeler ve firmalar',
  moderation: 'Moderasyon',
  notifications: 'Bildirimler',
  offers: 'Teklifler',
  orders: 'Ödemeler',
  packages: 'Paketler',
  products: 'Ürünler',
  push: 'Tarayıcı bildirimleri',
  rates: 'Döviz kurları',
  reputation: 'Firma itibarı',
  requests: 'Talepler',
  settings: 'Site ayarları',
  support: 'Destek',
  verification: 'Firma doğrulama',
};
/** A route's area: its plugin's name's first word (offersAdminRoutes → offers). */
export const areaOf = (app: FastifyInstance) => /^[a-z]+/.exec(app.pluginName.split(' -> ').at(-1) ?? '')?.[0] ?? '';
const tagOf = (app: FastifyInstance, def: CallDef, audience: Audience) => {
  const area = areaOf(app);
  // the calls beyond the spec in groups of their own (DESIGN §8)
  return `${isV2Path(def.path) ? 'v2 · ' : ''}${AUDIENCE_TAG[audience]} · ${AREA_TAG[area] ?? 'Genel'}`;
};

/** The route's schema: its parts validate the request (app.ts's zod compilers), its answer is documented. */
export function schemaOf(app: FastifyInstance, def: CallDef, scope: Audience) {
  const { params, query, body } = def.request ?? {};
  return {
    tags: [tagOf(app, def, scope)],
    ...(def.auth !== 'none' && { security: [{ basic: [] }] }),
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    ...(typeof def.response !== 'string' && { response: { 200: def.response } }),
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
