import type { LiveEvent } from '@tedarik/contract/events/kinds';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLive, type EventSourceLike, parseEvent, retryDelay, STEADY_MS } from './live';

/** A stream the test drives: it opens, sends events with their ids, and fails. */
class FakeStream implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  send(kind: string, id: number, data: object) {
    for (const l of this.listeners.get(kind) ?? [])
      l({ data: JSON.stringify(data), lastEventId: String(id) } as MessageEvent<string>);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

let streams: FakeStream[];
let tickets: number;
let events: LiveEvent[];
let gaps: number;
let stop: () => void;

const query = (stream: FakeStream | undefined) =>
  Object.fromEntries(new URL(stream?.url ?? '', 'http://x').searchParams);
const settle = () => vi.advanceTimersByTimeAsync(0);

function start(ticket?: () => Promise<string>) {
  stop = connectLive({
    onEvent: (e) => events.push(e),
    onGap: () => gaps++,
    ticket: ticket ?? (async () => `ticket-${++tickets}`),
    open: (url) => {
      const stream = new FakeStream(url);
      streams.push(stream);
      return stream;
    },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  streams = [];
  tickets = 0;
  events = [];
  gaps = 0;
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('the live stream', () => {
  it('opens one stream with a ticket and hands on each event it names, checked', async () => {
    start();
    await settle();
    expect(streams).toHaveLength(1);
    expect(new URL(streams[0].url, 'http://x').pathname).toBe('/api/v2/events');
    expect(query(streams[0])).toEqual({ ticket: 'ticket-1' });
    streams[0].open();
    streams[0].send('message', 3, { conversationId: 5, requestId: 7 });
    streams[0].send('conversation', 4, { conversationId: 5, requestId: 7 });
    streams[0].send('offer', 5, { requestId: 7, change: 'revised' });
    streams[0].send('notification', 6, { list: 'uyarilar', about: 'rating_received', requestId: 7 });
    streams[0].send('offer', 7, { requestId: 'x', change: 'received' }); // not what its kind says: left out
    expect(events).toEqual([
      { kind: 'message', conversationId: 5, requestId: 7 },
      { kind: 'conversation', conversationId: 5, requestId: 7 },
      { kind: 'offer', requestId: 7, change: 'revised' },
      { kind: 'notification', list: 'uyarilar', about: 'rating_received', requestId: 7 },
    ]);
  });

  it('on an error closes the stream and opens a new one with a new ticket and the last event seen', async () => {
    start();
    await settle();
    streams[0].open();
    streams[0].send('message', 41, { conversationId: 5, requestId: 7 });
    streams[0].send('message', 42, { conversationId: 5, requestId: 7 });
    streams[0].fail();
    expect(streams[0].closed).toBe(true);
    await vi.advanceTimersByTimeAsync(retryDelay(0) - 1);
    expect(streams).toHaveLength(1); // it waits first
    await vi.advanceTimersByTimeAsync(1);
    expect(streams).toHaveLength(2);
    expect(query(streams[1])).toEqual({ ticket: 'ticket-2', lastEventId: '42' });
    streams[1].open();
    expect(gaps).toBe(0); // the server sends what was missed
    // an event of the old stream after it was replaced changes nothing
    streams[0].fail();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(streams).toHaveLength(2);
  });

  it('waits longer after each failure, up to 30 s, and starts over once a stream has stayed open', async () => {
    start();
    await settle();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      streams.at(-1)?.fail();
      const before = streams.length;
      let waited = 0;
      while (streams.length === before) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    // a stream ended as soon as it opened (another tab's took its place) is one more failure
    streams.at(-1)?.open();
    streams.at(-1)?.fail();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(streams).toHaveLength(8);
    await vi.advanceTimersByTimeAsync(1);
    expect(streams).toHaveLength(9);
    // one that stayed open a while: the waits start over
    streams.at(-1)?.open();
    await vi.advanceTimersByTimeAsync(STEADY_MS);
    streams.at(-1)?.fail();
    await vi.advanceTimersByTimeAsync(1000);
    expect(streams).toHaveLength(10);
  });

  it('tells of a gap when a stream opens again before any event was seen', async () => {
    start();
    await settle();
    streams[0].open();
    expect(gaps).toBe(0);
    streams[0].fail();
    await vi.advanceTimersByTimeAsync(1000);
    expect(query(streams[1])).toEqual({ ticket: 'ticket-2' });
    streams[1].open();
    expect(gaps).toBe(1);
  });

  it('asks again for a ticket that could not be had', async () => {
    let calls = 0;
    start(async () => {
      calls++;
      if (calls < 3) throw new Error('offline');
      return 'late';
    });
    await settle();
    expect(streams).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect([calls, streams.length, query(streams[0]).ticket]).toEqual([3, 1, 'late']);
  });

  it('once stopped, closes its stream and opens none again', async () => {
    start();
    await settle();
    streams[0].fail();
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(streams).toHaveLength(1);
    // stopped while its ticket was on the way: no stream at all
    streams = [];
    let give: (t: string) => void = () => {};
    start(() => new Promise((resolve) => (give = resolve)));
    stop();
    give('t');
    await settle();
    expect(streams).toHaveLength(0);
    // stopped while open
    start();
    await settle();
    stop();
    expect(streams[0].closed).toBe(true);
  });
});

describe('parseEvent', () => {
  it('takes only data that has what its kind names', () => {
    expect(parseEvent('message', '{"conversationId":1,"requestId":2}')).toEqual({
      kind: 'message',
      conversationId: 1,
      requestId: 2,
    });
    for (const [kind, text] of [
      ['message', '{"conversationId":1}'],
      ['conversation', '{"conversationId":-1}'],
      ['notification', '{"list":"hepsi"}'],
      ['notification', '{"list":"uyarilar","about":"başka"}'],
      ['offer', '{"requestId":3}'],
      ['offer', '{"requestId":3,"change":"silindi"}'],
      ['offer', 'not json'],
      ['offer', 'null'],
    ] as const)
      expect(parseEvent(kind, text)).toBeNull();
  });
});
