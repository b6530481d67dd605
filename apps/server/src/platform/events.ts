// Live updates (issue 38 item 4; DESIGN §8): one Server-Sent Events stream per browser tab, fed by the writes that
// concern a member. An event says what changed ('message' in a thread, …) and never carries what the member could not
// read through its calls: the browser refetches through them (masking stays in one place). Events are kept in
// `member_events` a day, so a browser that reconnects with Last-Event-ID gets what it missed, whichever process it
// reaches. Across processes through Redis pub/sub when there is Redis (one subscription per process, as the cache's
// invalidations: cache.ts), in this process otherwise. A member has at most MAX_STREAMS streams per process (the
// oldest ends), each with a heartbeat; close() ends them all (SIGTERM). After each publish, the members with no stream
// open in any process (presence.ts) are handed to `whenAway`'s listener: web push alerts them.
// A stream is opened with a ticket (EventSource sends no headers) asked for by a session: stored as its SHA-256 in
// `event_tickets`, it opens one stream (redeeming deletes it, in whichever process) within TICKET_SECONDS; the
// session's end deletes its unused tickets (a foreign key), and a logout ends the session's open streams in every
// process (`endSession`, through Redis like the events).
import { randomUUID } from 'node:crypto';
import { type LiveEvent, type LiveKind, type LivePayload, payloadOf } from '@tedarik/contract/events/kinds';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { eventTickets, memberEvents } from '../db/schema/events';
import { newToken, sha256 } from './crypto';
import type { Job } from './jobs';
import type { PersonalData } from './personal-data';
import { createPresence } from './presence';

/** An event of a member's stream: what changed (`@tedarik/contract/events/kinds`), numbered for Last-Event-ID. */
export type MemberEvent = { id: number; memberId: number; kind: LiveKind; data: LivePayload };
/** A stream's writer: an event, or a heartbeat when `event` is undefined. */
export type Stream = { send(event: MemberEvent | undefined): void; end(): void };
/** Told of a publish's members who have no stream open anywhere; it must not throw, nor make the publish wait. */
export type AwayListener = (memberIds: number[], event: LiveEvent) => void;

const CHANNEL = 'tedarik:events';
export const MAX_STREAMS = 5;
export const HEARTBEAT_MS = 25_000;
/** how long a ticket opens a stream */
export const TICKET_SECONDS = 60;
/** how long events are kept for a reconnecting browser */
const KEPT_HOURS = 24;

export interface EventHub {
  /**
   * records the event for each member and delivers it to their streams, here and in every process sharing Redis;
   * `alert`: those of them to alert when they have no page open (default all: a writer need not hear of its write)
   */
  publish(db: Db, memberIds: number[], event: LiveEvent, options?: { alert?: number[] }): Promise<void>;
  /** a member's new stream, opened by a ticket of session `sessionId`; the function it answers ends it */
  subscribe(memberId: number, stream: Stream, sessionId?: number): () => void;
  /** ends the streams the session opened, here and in every process sharing Redis (a logout) */
  endSession(sessionId: number): void;
  /** the member's events after `lastId`, for a stream that reconnects (at most 500) */
  missed(db: Db, memberId: number, lastId: number): Promise<MemberEvent[]>;
  /** a ticket that opens one stream for the member within TICKET_SECONDS, void once its session ends */
  ticket(db: Db, memberId: number, sessionId: number): Promise<string>;
  /** the member and session of a ticket, once, while it is valid: the ticket is used up */
  redeem(db: Db, ticket: string): Promise<{ memberId: number; sessionId: number } | undefined>;
  /** events travel through Redis from now on; returns the function that stops it */
  share(redis: Redis): () => void;
  /** after each publish, `listener` gets its members who have no stream open in any process (web push) */
  whenAway(listener: AwayListener): void;
  /** ends every stream (the process stops) */
  close(): void;
}

type Held = Stream & { sessionId?: number };
/** What travels between processes: events to deliver, or sessions whose streams end. */
type Shared = { origin: string; events?: MemberEvent[]; endSessions?: number[] };

export function createEventHub(clock: { now(): Date }): EventHub {
  const streams = new Map<number, Held[]>();
  const origin = randomUUID();
  let publisher: Redis | undefined;
  let away: AwayListener | undefined;
  const presence = createPresence(origin, (memberId) => streams.has(memberId));
  const heartbeat = setInterval(() => {
    for (const list of streams.values()) for (const s of list) s.send(undefined);
    presence.mark([...streams.keys()]);
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const deliver = (event: MemberEvent) => {
    for (const s of streams.get(event.memberId) ?? []) s.send(event);
  };
  const endLocal = (sessionIds: number[]) => {
    for (const list of streams.values())
      for (const s of [...list]) if (s.sessionId !== undefined && sessionIds.includes(s.sessionId)) s.end();
  };

  return {
    async publish(db, memberIds, event, options) {
      const members = [...new Set(memberIds)];
      if (!members.length) return;
      const { kind } = event;
      const data = payloadOf(event);
      const rows = await db
        .insert(memberEvents)
        .values(members.map((memberId) => ({ memberId, kind, data })))
        .returning({ id: memberEvents.id, memberId: memberEvents.memberId });
      const events = rows.map((r) => ({ ...r, kind, data }));
      for (const e of events) deliver(e);
      // Redis away: the publish fails at once; the other processes' browsers get these when they reconnect
      publisher?.publish(CHANNEL, JSON.stringify({ origin, events } satisfies Shared)).catch(() => {});
      // not awaited: the write that published answers without waiting for Redis or a push service
      const listener = away;
      const alert = options?.alert ?? members;
      if (listener && alert.length)
        presence
          .absent(alert)
          .then((absent) => absent.length && listener(absent, event))
          .catch(() => {}); // the listener logs its own failures
    },
    subscribe(memberId, stream, sessionId) {
      const held: Held = { send: (e) => stream.send(e), end: () => stream.end(), sessionId };
      const list = streams.get(memberId) ?? [];
      if (list.length >= MAX_STREAMS) list.shift()?.end();
      list.push(held);
      streams.set(memberId, list);
      presence.mark([memberId]);
      return () => {
        const left = (streams.get(memberId) ?? []).filter((s) => s !== held);
        if (left.length) streams.set(memberId, left);
        else if (streams.delete(memberId)) presence.unmark(memberId);
      };
    },
    async missed(db, memberId, lastId) {
      const rows = await db
        .select()
        .from(memberEvents)
        .where(
          and(
            eq(memberEvents.memberId, memberId),
            gt(memberEvents.id, lastId),
            gt(memberEvents.createdAt, sql`now() - make_interval(hours => ${KEPT_HOURS})`),
          ),
        )
        .orderBy(asc(memberEvents.id))
        .limit(500);
      return rows.map((r) => ({
        id: r.id,
        memberId: r.memberId,
        kind: r.kind as LiveKind,
        data: r.data as LivePayload,
      }));
    },
    endSession(sessionId) {
      endLocal([sessionId]);
      publisher
        ?.publish(CHANNEL, JSON.stringify({ origin, endSessions: [sessionId] } satisfies Shared))
        .catch(() => {});
    },
    async ticket(db, memberId, sessionId) {
      const token = newToken();
      const expiresAt = new Date(clock.now().getTime() + TICKET_SECONDS * 1000);
      await db.insert(eventTickets).values({ tokenHash: sha256(token), memberId, sessionId, expiresAt });
      return token;
    },
    async redeem(db, ticket) {
      if (!/^[\w-]{20,100}$/.test(ticket)) return undefined;
      // one statement takes it: two streams opened with one ticket at once cannot both have it
      const [row] = await db
        .delete(eventTickets)
        .where(eq(eventTickets.tokenHash, sha256(ticket)))
        .returning({
          memberId: eventTickets.memberId,
          sessionId: eventTickets.sessionId,
          until: eventTickets.expiresAt,
        });
      if (!row || row.until.getTime() < clock.now().getTime()) return undefined;
      return { memberId: row.memberId, sessionId: row.sessionId };
    },
    share(redis) {
      const subscriber = redis.duplicate({ enableOfflineQueue: true, lazyConnect: false, autoResubscribe: false });
      subscriber.on('error', () => {}); // reconnects by itself; serve.ts logs the main client's errors
      subscriber.on('message', (_channel, message: string) => {
        const parsed = JSON.parse(message) as Shared;
        if (parsed.origin === origin) return;
        for (const e of parsed.events ?? []) deliver(e);
        if (parsed.endSessions) endLocal(parsed.endSessions);
      });
      subscriber.on('ready', () => subscriber.subscribe(CHANNEL).catch(() => {}));
      publisher = redis;
      const stopPresence = presence.share(redis);
      presence.mark([...streams.keys()]);
      return () => {
        if (publisher === redis) publisher = undefined;
        stopPresence();
        subscriber.disconnect();
      };
    },
    whenAway(listener) {
      away = listener;
    },
    close() {
      clearInterval(heartbeat);
      for (const [memberId, list] of streams) {
        for (const s of list) s.end();
        presence.unmark(memberId);
      }
      streams.clear();
    },
  };
}

/**
 * Removes the events older than a reconnecting browser may ask for, and the tickets that expired unused, every hour
 * (a job: platform/jobs.ts).
 */
export const oldEventsJob = ({ db }: { db: Db }): Job => ({
  name: 'old live events',
  due: (last, now) => last === null || now.getTime() - last.getTime() >= 60 * 60_000,
  run: async (now) => {
    await db.delete(memberEvents).where(lt(memberEvents.createdAt, new Date(now.getTime() - KEPT_HOURS * 3_600_000)));
    await db.delete(eventTickets).where(lt(eventTickets.expiresAt, now));
  },
});

declare module 'fastify' {
  interface FastifyInstance {
    /** the process's live updates (events.ts), set by app.ts; serve.ts shares them through Redis */
    events: EventHub;
  }
}

/** A member's live events (they name its requests and threads): not exported (the bell and threads are), forgotten. */
export const eventsData: PersonalData = {
  area: 'canliOlaylar',
  exportMember: async () => [],
  forgetMember: async (tx, who) => {
    await tx.delete(memberEvents).where(eq(memberEvents.memberId, who.id));
    return undefined;
  },
};
