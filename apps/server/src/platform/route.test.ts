// route(): an answer goes out as the contract says, checked and with nothing it does not name; a read's answers are
// cached as it declares, and a write changes what it names.
import { defineCall } from '@tedarik/contract/call';
import Fastify, { type FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCache, tag } from './cache';
import { systemClock } from './context';
import { route } from './route';
import { adminRead, ownRead } from './route-cache';

/** a Fastify instance as app.ts makes one: its scope's audience, a cache, a write's changes */
function appOf(audience: 'public' | 'member' | 'admin', enabled = true) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.decorate('audience', audience);
  app.decorate('cache', createCache(systemClock, { enabled }));
  app.decorateRequest('changes', null);
  app.decorateRequest('changed', function (this: { changes: string[] | null }, ...tags: string[]) {
    this.changes = [...(this.changes ?? []), ...tags];
  });
  return app;
}

const item = z.object({ id: z.number(), ad: z.string() });
const getList = defineCall({ method: 'GET', path: '/liste', auth: 'none', response: z.array(item) });

async function appAnswering(answer: unknown) {
  const app = appOf('public', false);
  route(app, getList, () => answer as z.input<typeof getList.response>);
  await app.ready();
  return app;
}

describe('route', () => {
  it('sends only the fields the contract names (a row with a password hash sends no hash)', async () => {
    const rows = Array.from({ length: 100 }, (_, id) => ({ id, ad: `Işıl Çelik ${id}`, sifreHash: 'gizli' }));
    const res = await (await appAnswering(rows)).inject('/liste');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual(rows.map(({ id, ad }) => ({ id, ad })));
  });

  it('sends no answer that breaks the contract: a server error instead', async () => {
    const res = await (await appAnswering([{ id: 'bir', ad: 'Gizli Firma' }])).inject('/liste');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('Gizli Firma');
  });

  it('sends a cached answer before the request is validated and the handler runs, with the same headers', async () => {
    let validated = 0;
    let handled = 0;
    const getPage = defineCall({
      method: 'GET',
      path: '/sayfa',
      auth: 'optional',
      request: { query: z.object({ s: z.string().refine(() => ++validated > 0) }) },
      response: z.array(item),
    });
    const app = appOf('public');
    app.decorate('resolveViewer', async () => {});
    route(
      app,
      getPage,
      () => {
        handled++;
        return [{ id: 1, ad: 'Çelik' }];
      },
      { cache: { sameFor: 'role', tags: [tag.public] } },
    );
    await app.ready();
    const first = await app.inject('/sayfa?s=1');
    const second = await app.inject('/sayfa?s=1');
    expect([validated, handled]).toEqual([1, 1]);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['cache-control']).toBe('no-store');
    // another request target is validated as always
    expect((await app.inject('/sayfa')).statusCode).toBe(400);
    expect(handled).toBe(1);
  });

  it('caches the answers of an optional call per the variant `sameFor` names for a member: made once for each', async () => {
    let made = 0;
    const getPage = defineCall({ method: 'GET', path: '/talep', auth: 'optional', response: z.array(item) });
    const app = appOf('public');
    app.decorate('resolveViewer', async (req: FastifyRequest) => {
      req.viewerId = Number(req.headers['x-uye']) || undefined;
    });
    // members 1 and 2 see the same answer; member 3 another
    const sahibi = (viewerId: number | undefined) => viewerId === 3;
    route(app, getPage, (req) => [{ id: ++made, ad: sahibi(req.viewerId) ? 'Sahibi' : 'Üye' }], {
      cache: { sameFor: async (req) => String(sahibi(req.viewerId)), tags: [tag.public] },
    });
    await app.ready();
    const read = async (uye?: number) =>
      (await app.inject({ url: '/talep', headers: uye ? { 'x-uye': String(uye) } : {} })).json()[0];
    expect(await read(1)).toEqual({ id: 1, ad: 'Üye' });
    expect(await read(2)).toEqual({ id: 1, ad: 'Üye' });
    expect(await read(3)).toEqual({ id: 2, ad: 'Sahibi' });
    expect(await read(3)).toEqual({ id: 2, ad: 'Sahibi' });
    expect(await read()).toEqual({ id: 3, ad: 'Üye' }); // a visitor's answer is kept apart from members'
    expect(made).toBe(3);
  });

  it("caches a member's answer for that member until a write names them; a write that names nothing, everyone's", async () => {
    let made = 0;
    const getMine = defineCall({ method: 'GET', path: '/benim', auth: 'member', response: z.array(item) });
    const write = defineCall({ method: 'POST', path: '/yaz', auth: 'member', response: 'text' });
    const app = appOf('member');
    app.decorateRequest('memberId', 0);
    app.addHook('onRequest', async (req) => {
      req.memberId = Number(req.headers['x-uye']);
    });
    route(app, getMine, (req) => [{ id: ++made, ad: `Üye ${req.memberId}` }], { cache: ownRead });
    route(app, write, (req) => {
      if (req.headers['x-kime'] !== 'bilinmiyor') req.changed(tag.member(Number(req.headers['x-kime'])));
      return 'OK';
    });
    await app.ready();
    const read = async (uye: number) =>
      (await app.inject({ url: '/benim', headers: { 'x-uye': String(uye) } })).json()[0];
    const touch = (kime: string) =>
      app.inject({ method: 'POST', url: '/yaz', headers: { 'x-uye': '9', 'x-kime': kime } });
    expect([await read(1), await read(1), await read(2)]).toEqual([
      { id: 1, ad: 'Üye 1' },
      { id: 1, ad: 'Üye 1' },
      { id: 2, ad: 'Üye 2' },
    ]);
    await touch('2');
    expect([await read(1), await read(2)]).toEqual([
      { id: 1, ad: 'Üye 1' },
      { id: 3, ad: 'Üye 2' },
    ]);
    await touch('bilinmiyor');
    expect([(await read(1)).id, (await read(2)).id]).toEqual([4, 5]);
  });

  it('refuses to cache a public call per member, or a member call for everyone', () => {
    expect(() => route(appOf('public'), getList, () => [], { cache: ownRead })).toThrow(/does not fit/);
    const getMine = defineCall({ method: 'GET', path: '/benim', auth: 'member', response: z.array(item) });
    expect(() => route(appOf('member'), getMine, () => [], { cache: adminRead })).toThrow(/does not fit/);
    const getPage = defineCall({ method: 'GET', path: '/talep', auth: 'optional', response: z.array(item) });
    expect(() => route(appOf('public'), getPage, () => [], { cache: adminRead })).toThrow(/does not fit/);
  });

  it("refuses to cache a back-office POST that writes: only a search's answers are cached", () => {
    const save = defineCall({ method: 'POST', path: '/adn_api/kaydet', auth: 'admin', response: z.string() });
    expect(() => route(appOf('admin'), save, () => 'OK', { cache: adminRead })).toThrow(/does not fit/);
    expect(() => route(appOf('admin'), { ...save, writes: false }, () => 'OK', { cache: adminRead })).not.toThrow();
  });
});
