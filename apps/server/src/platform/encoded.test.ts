// Kept answers go out compressed as the client accepts, each compressed once per encoding (platform/encoded.ts).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { acceptedEncoding, COMPRESS_THRESHOLD, sendEncoded } from './encoded';

// counts the compressions; each still compresses for real
const zlib = vi.hoisted(() => ({ br: 0, gzip: 0 }));
vi.mock('node:zlib', async (original) => {
  const real = await original<typeof import('node:zlib')>();
  return {
    ...real,
    brotliCompressSync: (...args: Parameters<typeof real.brotliCompressSync>) => {
      zlib.br++;
      return real.brotliCompressSync(...args);
    },
    gzipSync: (...args: Parameters<typeof real.gzipSync>) => {
      zlib.gzip++;
      return real.gzipSync(...args);
    },
  };
});

async function appSending(body: Buffer) {
  const app = Fastify();
  app.get('/', (request, reply) => sendEncoded(request, reply.type('application/json; charset=utf-8'), body));
  await app.ready();
  return app;
}

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // Chromium
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'], // okhttp's default
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.5, br;q=0.9', 'br'],
    ['deflate', undefined],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
    ['\u0000br', undefined],
    [`${'x'.repeat(16_000)},;;q=,`, undefined],
  ])('%j gives %s', (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
  });
});

describe('sendEncoded', () => {
  const body = Buffer.from(JSON.stringify(Array.from({ length: 40 }, (_, id) => ({ id, ad: `Işıl Çelik ${id}` }))));

  it('sends brotli or gzip as asked, the same bytes once decoded, and says the answer varies with the asking', async () => {
    const app = await appSending(body);
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'accept-encoding']);
    expect(brotliDecompressSync(br.rawPayload)).toEqual(body);
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload)).toEqual(body);
    const plain = await app.inject('/');
    expect([plain.headers['content-encoding'], plain.headers.vary]).toEqual([undefined, 'accept-encoding']);
    expect(plain.rawPayload).toEqual(body);
  });

  it('compresses the same bytes once per encoding, however often they are sent', async () => {
    const app = await appSending(Buffer.from(body));
    const before = { ...zlib };
    for (let i = 0; i < 5; i++) {
      await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
      await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    }
    expect([zlib.br - before.br, zlib.gzip - before.gzip]).toEqual([1, 1]);
  });

  it('sends an answer under 1 KB as it is', async () => {
    const small = Buffer.from('x'.repeat(COMPRESS_THRESHOLD - 1));
    const res = await (await appSending(small)).inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect([res.headers['content-encoding'], res.headers.vary, res.body]).toEqual([
      undefined,
      undefined,
      small.toString(),
    ]);
  });
});
