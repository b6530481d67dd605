// What the server logs (issue 16): in a terminal one readable line per request at debug, so the default level shows
// what matters; elsewhere Fastify's JSON request lines at info, for a log collector.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/app';

async function linesOf(level: string, requestLinesAtDebug: boolean) {
  const lines: { level: number; msg: string }[] = [];
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
  return lines.map((l) => l.msg);
}

describe('request lines', () => {
  it('a terminal at the default level shows none, at debug one line per request', async () => {
    expect((await linesOf('info', true)).filter((m) => /healthz|hic-yok|request/.test(m))).toEqual([]);
    const debug = await linesOf('debug', true);
    expect(debug.some((m) => /^GET \/healthz → 200 \(\d+ ms\)$/.test(m))).toBe(true);
    expect(debug.some((m) => /^GET \/api\/hic-yok → 404 \(\d+ ms\)$/.test(m))).toBe(true);
    expect(debug.filter((m) => m === 'incoming request')).toEqual([]);
  });

  it('without a terminal, Fastify’s request lines stay at info', async () => {
    const lines = await linesOf('info', false);
    expect(lines.filter((m) => m === 'incoming request')).toHaveLength(2);
    expect(lines.filter((m) => m === 'request completed')).toHaveLength(2);
  });
});
