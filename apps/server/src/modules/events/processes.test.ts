// Live events across two server processes on one PostgreSQL and Redis (issue 38), the production shape: a buyer's
// stream held by process B gets the 'message' event of a message a supplier writes through process A within a second,
// once; a reconnect to B with Last-Event-ID gets the message it missed first, then what comes; SIGTERM ends a process's
// open streams cleanly and the process exits 0 within a few seconds. Skipped without TEST_DATABASE_URL and
// TEST_REDIS_URL, as process.test.ts (CI has them).
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic } from '../../../test/app';
import { openEventStream } from '../../../test/event-stream';
import * as f from '../../../test/fixtures';
import { exited, startProcess } from '../../../test/processes';
import { type Database, openDatabase } from '../../db/client';
import { memberEvents } from '../../db/schema/events';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
type Who = { id: number; auth: Record<string, string> };

describe.skipIf(!databaseUrl || !redisUrl)('live events across two server processes on PostgreSQL and Redis', () => {
  const name = `tedarik_streams_${process.pid}`;
  let maintenance: pg.Client;
  let database: Database | undefined;
  let dataDir: string;
  let servers: ChildProcess[] = [];
  let a: string;
  let b: string;
  let buyer: Who;
  let maker: Who;
  let requestId: number;

  beforeAll(async () => {
    maintenance = new pg.Client({ connectionString: databaseUrl });
    await maintenance.connect();
    await maintenance.query(`create database ${name}`); // empty: the processes migrate it
    const url = new URL(databaseUrl as string);
    url.pathname = `/${name}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'tedarik-streams-'));
    // tickets are kept in the shared database: one process opens a stream with another's ticket
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: url.href,
      REDIS_URL: redisUrl as string,
      SECRET_KEY: 'two-processes-share-this-key',
    };
    const ports = [0, 1].map((i) => 4100 + i * 50 + Math.floor(Math.random() * 50));
    servers = await Promise.all(ports.map((port) => startProcess(port, env)));
    [a, b] = ports.map((port) => `http://127.0.0.1:${port}`);

    // a buyer's approved request, and a company with a running package and a product of its kind: it may offer on it
    database = await openDatabase({ databaseUrl: url.href });
    const { db } = database;
    const who = async (opts: Parameters<typeof f.member>[1] = {}): Promise<Who> => {
      const m = await f.member(db, opts);
      return { id: m.id, auth: basic(m.email, await f.session(db, m.id)) };
    };
    const product = await f.catalogProduct(db, (await f.category(db, 'Makine')).id, 'Flanş');
    buyer = await who();
    maker = await who({ pkg: 'active' });
    await f.product(db, maker.id, product.id, 'Flanş A');
    requestId = (await f.request(db, buyer.id, product.id)).id;
  }, 180_000);

  afterAll(async () => {
    for (const s of servers) s.kill('SIGTERM');
    await Promise.all(servers.map(exited));
    await database?.close();
    await maintenance.query(`drop database if exists ${name} with (force)`);
    await maintenance.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  const ticketOf = async (base: string, w: Who) => {
    const res = await fetch(`${base}/api/v2/events/ticket`, { method: 'POST', headers: w.auth });
    return ((await res.json()) as { ticket: string }).ticket;
  };
  /** the supplier writes on the request ('Soru Sor'): its thread with the buyer, opened by the first message */
  const write = async (base: string, text: string) => {
    const res = await fetch(`${base}/api/v2/requests/${requestId}/conversations`, {
      method: 'POST',
      headers: { ...maker.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { conversation: { id: number } }).conversation.id;
  };
  const buyerEventIds = async () =>
    (
      await (database as Database).db
        .select({ id: memberEvents.id })
        .from(memberEvents)
        .where(eq(memberEvents.memberId, buyer.id))
        .orderBy(asc(memberEvents.id))
    ).map((e) => e.id);

  it('a message written through A reaches the buyer’s stream on B within a second; a reconnect to B gets what it missed first', async () => {
    const conversationId = await write(a, 'Teslim yeri neresi?'); // the thread opens (and A has served a write)
    // the ticket from A opens the stream on B
    const stream = await openEventStream(b, await ticketOf(a, buyer));
    expect(stream.res.status).toBe(200);
    const sent = Date.now();
    await write(a, 'Numune gönderebiliriz.');
    expect(await stream.until(() => stream.events.length > 0, 3000)).toBe(true);
    const took = stream.events[0].at - sent;
    console.info(`the event reached the stream on the other process ${took} ms after the write was sent`);
    expect(took).toBeLessThan(1000);
    expect(stream.events[0]).toMatchObject({ event: 'message', data: { conversationId, requestId } });
    expect(stream.events[0].id).toBe((await buyerEventIds()).at(-1));
    await new Promise((r) => setTimeout(r, 200));
    expect(stream.events).toHaveLength(1); // once
    stream.close();
    await stream.reading;

    // a message while the buyer is away; back on B with Last-Event-ID (the header EventSource sends)
    await write(a, 'Fiyatı yarın yazarız.');
    const back = await openEventStream(b, await ticketOf(b, buyer), { 'last-event-id': String(stream.events[0].id) });
    expect(await back.until(() => back.events.length === 1)).toBe(true); // before the next write is sent
    await write(a, 'Fiyat: 1.250 TL.');
    expect(await back.until(() => back.events.length === 2)).toBe(true);
    back.close();
    const ids = await buyerEventIds();
    expect(ids).toHaveLength(4);
    // the missed one first (read from the database), then the live one; none twice
    expect(back.events.map((e) => [e.id, e.event, e.data.conversationId])).toEqual([
      [ids[2], 'message', conversationId],
      [ids[3], 'message', conversationId],
    ]);
  }, 30_000);

  it('SIGTERM ends the open streams of a process cleanly, and the process exits 0 within a few seconds', async () => {
    const streams = [
      await openEventStream(b, await ticketOf(b, buyer)),
      await openEventStream(b, await ticketOf(a, maker)),
    ];
    expect(streams.map((s) => s.res.status)).toEqual([200, 200]);
    const signalled = Date.now();
    servers[1].kill('SIGTERM');
    const code = await Promise.race([
      exited(servers[1]),
      new Promise((r) => setTimeout(() => r('still running'), 5000)),
    ]);
    expect(code).toBe(0);
    console.info(`the process with two open streams exited ${Date.now() - signalled} ms after SIGTERM`);
    await Promise.all(streams.map((s) => s.reading));
    // the server ended each stream (its last chunk), not a connection cut by the process's exit
    expect(streams.map((s) => s.end())).toEqual(['ended', 'ended']);
    // the other process still serves
    expect((await fetch(`${a}/readyz`)).status).toBe(200);
  }, 30_000);
});
