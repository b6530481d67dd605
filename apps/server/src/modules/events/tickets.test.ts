// Live-event tickets (issue 47 item 9): a ticket opens one stream only, and logging out ends the session's open
// streams and voids its unused tickets — the other sessions of the member keep theirs. Through real HTTP streams.
import { EVENTS_MSG } from '@tedarik/contract/events/public';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { openEventStream } from '../../../test/event-stream';
import * as f from '../../../test/fixtures';
import { systemClock } from '../../platform/context';
import { createEventHub } from '../../platform/events';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await testApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(() => t?.close(), 120_000);

/** a new session of `m` (as a login gives) */
const session = async (m: { id: number; email: string }) => (await t.asMember(m)).auth;
const ticketOf = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: 'POST', url: '/api/v2/events/ticket', headers: auth })).json().ticket as string;
/** the status a stream's opening answers (a stream that opens is closed again at once) */
const openWith = async (ticket: string) => {
  const res = await fetch(`${base}/api/v2/events?ticket=${encodeURIComponent(ticket)}`, {
    headers: { connection: 'close' },
  });
  const status = res.status;
  if (status === 401) expect(((await res.json()) as { message: string }).message).toBe(EVENTS_MSG.ticket);
  else await res.body?.cancel();
  return status;
};

describe('a live-event ticket', () => {
  it('opens one stream only', async () => {
    const auth = await session(await f.member(t.db));
    const ticket = await ticketOf(auth);
    const stream = await openEventStream(base, ticket);
    expect(stream.res.status).toBe(200);
    expect(await openWith(ticket)).toBe(401);
    stream.close();
  });

  it('is void once its session logs out, whose open streams end; another session keeps its own', async () => {
    const m = await f.member(t.db);
    const [leaving, staying] = [await session(m), await session(m)];
    const streams = [
      await openEventStream(base, await ticketOf(leaving)),
      await openEventStream(base, await ticketOf(leaving)),
    ];
    const other = await openEventStream(base, await ticketOf(staying));
    const unused = await ticketOf(leaving);
    const logout = await t.app.inject({ method: 'POST', url: '/api/cikis', headers: leaving });
    expect(logout.statusCode).toBe(200);
    for (const s of streams) expect(await s.until(() => s.end() === 'ended', 2000)).toBe(true);
    expect(other.ended()).toBe(false);
    expect(await openWith(unused)).toBe(401);
    expect(await openWith(await ticketOf(staying))).toBe(200);
    other.close();
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('a logout across processes', () => {
  it('ends the session’s streams held by another process', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL as string);
    const [here, there] = [createEventHub(systemClock), createEventHub(systemClock)];
    const stops = [here.share(redis), there.share(redis)];
    await new Promise((r) => setTimeout(r, 300)); // subscribed
    let ended = 0;
    there.subscribe(1, { send: () => {}, end: () => ended++ }, 42);
    there.subscribe(1, { send: () => {}, end: () => ended++ }, 43);
    here.endSession(42);
    for (const end = Date.now() + 1000; !ended && Date.now() < end; ) await new Promise((r) => setTimeout(r, 5));
    expect(ended).toBe(1);
    for (const stop of stops) stop();
    here.close();
    there.close();
    await redis.quit();
  });
});
