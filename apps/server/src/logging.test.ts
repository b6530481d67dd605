// What the server logs (issue 16): in a terminal one readable line per request at debug, so the default level shows
// what matters; elsewhere one JSON line per request at info, for a log collector (decision 0030).
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/app';

type Line = { level: number; msg: string; req?: { method: string; url: string }; res?: { statusCode: number } };

async function linesOf(level: string, requestLinesAtDebug: boolean) {
  return (await logOf(level, requestLinesAtDebug)).map((l) => l.msg);
}

async function logOf(level: string, requestLinesAtDebug: boolean) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const t = await testApp({ logger: { level, stream } as never, requestLinesAtDebug });
  await t.app.inject('/healthz');
  await t.app.inject('/api/hic-yok');
  await t.close();
  return lines;
}

describe('request lines', () => {
  // two apps built in turn (each its own database): on a loaded machine more than the default 30 s
  it('a terminal at the default level shows none, at debug one line per request', { timeout: 90_000 }, async () => {
    expect((await linesOf('info', true)).filter((m) => /healthz|hic-yok|request/.test(m))).toEqual([]);
    const debug = await linesOf('debug', true);
    expect(debug.some((m) => /^GET \/healthz → 200 \(\d+ ms\)$/.test(m))).toBe(true);
    expect(debug.some((m) => /^GET \/api\/hic-yok → 404 \(\d+ ms\)$/.test(m))).toBe(true);
    expect(debug.filter((m) => m === 'incoming request')).toEqual([]);
  });

  it('without a terminal, one JSON line per request at info: the request with its answer', async () => {
    const lines = await logOf('info', false);
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed.map((l) => [l.level, l.req?.method, l.req?.url, l.res?.statusCode])).toEqual([
      [30, 'GET', '/healthz', 200],
      [30, 'GET', '/api/hic-yok', 404],
    ]);
  });
});
