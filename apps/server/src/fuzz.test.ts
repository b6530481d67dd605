// Fuzzing every route of the OpenAPI description: each call gets hostile values (huge, NUL, broken UTF-8, odd numbers,
// wrong types, prototype keys) in every encoding (JSON, urlencoded, multipart, raw bytes), with random credentials.
// Any 5xx, any answer slower than a second, or an English exception text in an error answer fails. A fixed seed keeps
// CI reproducible; FUZZ_REQUESTS and FUZZ_SEED make longer or other runs (scripts/fuzz.mjs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, type TestApp, testApp } from '../test/app';
import * as make from '../test/fixtures';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

/** mulberry32: a small seeded generator */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Operation = { method: string; path: string; params: string[]; query: string[]; fields: string[] };

let t: TestApp;
let operations: Operation[];
let member: Record<string, string>;
let admin: Record<string, string>;
/** a company's open-API key with every scope (decision 0065): the open API's calls take nothing else */
let key: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  const m = await make.member(t.db, { pkg: 'active' });
  member = (await t.asMember(m)).auth;
  admin = await t.asAdmin();
  const made = await t.post('/api/v2/api-keys', { name: 'Fuzz', scopes: ['requests:read', 'offers:write'] }, member);
  key = { authorization: `Bearer ${made.json().secret}` };
  const spec = t.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown }>>;
  };
  operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      const body = JSON.stringify(op.requestBody ?? {});
      return {
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        fields: [...body.matchAll(/"properties":\{(.*?)\}\}/g)].flatMap((m) =>
          [...m[1].matchAll(/"([A-Za-z_]\w*)":\{/g)].map((f) => f[1]),
        ),
      };
    }),
  );
});
afterAll(() => t.close());

const HOSTILE_TEXT = [
  '',
  ' ',
  'a',
  'ali@ornek.com',
  '532 123 45 67',
  'a'.repeat(70_000),
  `a@${'.'.repeat(60_000)}@`,
  'x\u0000y',
  '\u0000',
  '%00',
  '%FF%FE',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}',
  'İSTANBUL ığdır',
  '\uD800',
  '\u202Eevil',
  '🙂'.repeat(500),
  '1e300',
  '-1',
  '0',
  '2147483648',
  '2147483647',
  '9007199254740993',
  '99999999999999999999',
  '2026-02-30',
  // prices (issue 47 item 6): past numeric(14,2), hexadecimal, rounding to 0, exponent, Turkish and English grouping
  '1000000000000',
  '999999999999.995',
  '0x10',
  '0.001',
  '1e-9',
  '1.234,56',
  '1,234.56',
  'NaN',
  'true',
  'null',
  '__proto__',
  '{"a":1}',
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_TEXT,
  0,
  -1,
  1.5,
  1e300,
  Number.MAX_SAFE_INTEGER,
  true,
  false,
  null,
  [],
  ['a', 'b'],
  {},
  { __proto__: { admin: true } },
  { constructor: { prototype: { x: 1 } } },
];

/** encodeURIComponent, and for a lone surrogate (which it refuses) the bytes a broken client would send */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

function buildRequest(op: Operation, random: () => number) {
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const text = () => String(pick(HOSTILE_TEXT));
  let url = op.path.replace(/\{(\w+)\}/g, () => enc(text()).slice(0, 2000));
  if (op.query.length && random() < 0.8)
    url += `?${op.query.map((q) => `${q}=${enc(text()).slice(0, 3000)}`).join('&')}`;
  const headers: Record<string, string> = {
    ...pick([{}, {}, member, admin, key, basic(text().slice(0, 200), text().slice(0, 200))]),
  };
  if (op.method !== 'POST') return { method: op.method, url, headers };

  const fields = Object.fromEntries(
    [...op.fields, pick(['extra', '__proto__', 'constructor'])].map((f) => [f, pick(HOSTILE_VALUES)]),
  );
  const encoding = pick(['json', 'json', 'form', 'multipart', 'bytes', 'none']);
  if (encoding === 'json')
    return {
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(pick([fields, fields, null, [], 'x', 42])),
    };
  if (encoding === 'form') {
    const form = Object.entries(fields)
      .map(([k, v]) => `${enc(k)}=${random() < 0.2 ? '%FF%FE%00' : enc(String(v)).slice(0, 5000)}`)
      .join('&');
    return {
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    };
  }
  if (encoding === 'multipart') {
    const b = 'fuzzBoundary';
    const parts = Object.entries(fields).map(
      ([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v).slice(0, 5000)}\r\n`,
    );
    const cut = random() < 0.2;
    const payload = parts.join('') + (cut ? '' : `--${b}--\r\n`);
    return {
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${b}` },
      payload,
    };
  }
  if (encoding === 'bytes') {
    const bytes = Buffer.from(Array.from({ length: Math.floor(random() * 300) }, () => Math.floor(random() * 256)));
    return {
      method: 'POST',
      url,
      headers: {
        ...headers,
        'content-type': pick(['application/json', 'application/x-www-form-urlencoded', 'text/plain']),
      },
      payload: bytes,
    };
  }
  return { method: 'POST', url, headers };
}

// exception texts of JavaScript, Node, Fastify, zod and PostgreSQL that must never reach a user
const ENGLISH = /error|exception|invalid|unexpected|cannot|undefined|must be|expected|failed|violates|syntax/i;

// the cursors of the v2 lists and the live stream's Last-Event-ID, each past the id range or of the wrong kind (a
// cursor past the range reached the database and answered 500; a stream with such an id stayed open, delivering nothing)
const HOSTILE_CURSORS = [
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e3',
  '0x10',
  '1.5',
  '-1',
  'abc',
  '2026-02-30',
  '0000-01-01',
  '%00',
  '',
];

describe('fuzzing every route', () => {
  it('refuses every hostile cursor and Last-Event-ID of the v2 calls with a 400 in Turkish', async () => {
    const ticket = (await t.app.inject({ method: 'POST', url: '/api/v2/events/ticket', headers: member })).json();
    const paged = operations.filter((op) => op.method === 'GET' && op.query.some((q) => /cursor|lastEventId/.test(q)));
    expect(paged.length).toBeGreaterThanOrEqual(5);
    const problems: string[] = [];
    for (const op of paged)
      for (const value of HOSTILE_CURSORS)
        for (const [name, headers] of op.path.startsWith('/api/v2/open/')
          ? [['key', key] as const]
          : ([
              ['member', member],
              ['admin', admin],
            ] as const)) {
          const field = op.query.find((q) => /cursor|lastEventId/.test(q));
          const path = op.path.replace(/\{\w+\}/g, '1');
          const url = `${path}?${field}=${value}${op.query.includes('ticket') ? `&ticket=${ticket.ticket}` : ''}`;
          const res = await t.app.inject({ method: 'GET', url, headers });
          // a thread the member is no side of is not found before its cursor is read; every other answer is a 400
          if (res.statusCode !== 400 && !(res.statusCode === 404 && path.includes('/1/')))
            problems.push(`${name} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
          else if (ENGLISH.test(res.body)) problems.push(`${name} ${url} → ${res.body.slice(0, 120)}`);
        }
    const stream = operations.find((op) => op.path === '/api/v2/events');
    for (const value of HOSTILE_CURSORS.filter(Boolean)) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${stream?.path}?ticket=${ticket.ticket}`,
        headers: { 'last-event-id': value },
      });
      if (res.statusCode !== 400) problems.push(`Last-Event-ID ${value} → ${res.statusCode}`);
    }
    expect(problems).toEqual([]);
  });

  it(`answers ${REQUESTS} hostile requests without a 5xx, within a second, in Turkish`, async () => {
    const random = rng(SEED);
    const problems: string[] = [];
    for (let i = 0; i < REQUESTS && problems.length < 10; i++) {
      const op = operations[i % operations.length];
      const request = buildRequest(op, random);
      const started = performance.now();
      const res = await t.app.inject({
        ...request,
        remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      } as never);
      const took = performance.now() - started;
      const where = `#${i} ${request.method} ${request.url.slice(0, 120)}`;
      if (res.statusCode >= 500) problems.push(`${where} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      else if (took > 1000) problems.push(`${where} took ${Math.round(took)} ms`);
      else if (res.statusCode >= 400 && ENGLISH.test(res.body))
        problems.push(`${where} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(operations.length).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  }, 600_000);
});
