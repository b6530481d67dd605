// The member's live stream (issue 38 item 4; decision 0040): one Server-Sent Events stream per tab, opened with a
// short-lived ticket (POST /api/v2/events/ticket: EventSource sends no credentials), naming what changed for the
// member. The app refetches what it shows (app/live-updates.tsx maps each kind to its queries); no data travels here.
//
// A stream that fails is closed and opened again by us, never left to EventSource's own reconnect: that one reuses the
// URL, whose ticket opens one stream only (and within 60 s), and its Last-Event-ID would lose to the `lastEventId` of our URL. Each new
// stream takes a new ticket and `?lastEventId=` of the last event seen, and the server sends what was missed first.
// The waits between attempts grow (1 s, 2 s, 4 s … 30 s) and start over once a stream has stayed open a while: a
// stream the server ends at once (a member's sixth tab ends its oldest stream) does not reopen every second.
import { LIVE_KINDS, type LiveEvent, type LiveKind, parseLiveEvent } from '@tedarik/contract/events/kinds';
import { eventsTicket } from '@tedarik/contract/events/member';
import { eventStream } from '@tedarik/contract/events/public';
import { useEffect, useRef } from 'react';
import { call } from '../../lib/call';

/** An event's data as sent ('{"conversationId":5,"requestId":7}'), checked; null when it is not what its kind says. */
export function parseEvent(kind: LiveKind, text: string): LiveEvent | null {
  try {
    return parseLiveEvent(kind, JSON.parse(text));
  } catch {
    return null;
  }
}

/** The part of EventSource the stream uses (tests give their own). */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export type LiveOptions = {
  onEvent: (event: LiveEvent) => void;
  /**
   * A stream opened again without any event seen before: the server cannot tell what was missed, so whatever the page
   * shows may be stale.
   */
  onGap?: () => void;
  ticket?: () => Promise<string>;
  open?: (url: string) => EventSourceLike;
  /** the wait before the attempt after `failures` failed ones */
  delay?: (failures: number) => number;
};

export const retryDelay = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);
/** how long a stream stays open before its end counts as a new start, not as one more failure */
export const STEADY_MS = 30_000;

const requestTicket = async () => (await call(eventsTicket)).ticket;
const openEventSource = (url: string): EventSourceLike => new EventSource(url);

/** Opens the member's stream and keeps it open; the function it answers closes it for good. */
export function connectLive({
  onEvent,
  onGap,
  ticket = requestTicket,
  open = openEventSource,
  delay = retryDelay,
}: LiveOptions): () => void {
  let stopped = false;
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let lastId = 0;
  let everOpen = false;
  let openedAt: number | undefined;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(connect, delay(failures++));
  };

  async function connect() {
    timer = undefined;
    let value: string;
    try {
      value = await ticket();
    } catch {
      return retry(); // offline, or the server away; an ended session unmounts the stream (lib/http.ts)
    }
    if (stopped) return;
    const query = new URLSearchParams({ ticket: value });
    if (lastId > 0) query.set('lastEventId', String(lastId));
    const stream = open(`${eventStream.path}?${query}`);
    source = stream;
    stream.onopen = () => {
      openedAt = Date.now();
      if (everOpen && lastId === 0) onGap?.();
      everOpen = true;
    };
    stream.onerror = () => {
      if (source !== stream) return;
      stream.close();
      source = undefined;
      if (openedAt !== undefined && Date.now() - openedAt >= STEADY_MS) failures = 0;
      openedAt = undefined;
      retry();
    };
    for (const kind of LIVE_KINDS)
      stream.addEventListener(kind, (message) => {
        const id = Number(message.lastEventId);
        if (Number.isSafeInteger(id) && id > lastId) lastId = id;
        const event = parseEvent(kind, message.data);
        if (event) onEvent(event);
      });
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = undefined;
  };
}

/** The stream while the component is mounted (the logged-in member's frame), its handlers read fresh at each event. */
export function useLiveEvents(onEvent: (event: LiveEvent) => void, onGap?: () => void) {
  const handlers = useRef({ onEvent, onGap });
  handlers.current = { onEvent, onGap };
  useEffect(
    () =>
      connectLive({
        onEvent: (event) => handlers.current.onEvent(event),
        onGap: () => handlers.current.onGap?.(),
      }),
    [],
  );
}
