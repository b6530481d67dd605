// A member's live stream (GET /api/v2/events) as a browser's EventSource holds it, for the tests: its events parsed as
// they come, when each came, and how the stream ended (the server ended it, or the connection broke).

export type StreamEvent = { id: number; event: string; data: Record<string, unknown>; at: number };

/** Opens the stream of `ticket` on the server at `base`; `close()` leaves it as a browser tab that closes. */
export async function openEventStream(base: string, ticket: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v2/events?ticket=${encodeURIComponent(ticket)}`, {
    headers,
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  /** 'ended': the server ended the stream cleanly; 'broken': the connection failed or was aborted */
  let end: 'ended' | 'broken' | undefined;
  let text = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        for (let cut = text.indexOf('\n\n'); cut >= 0; cut = text.indexOf('\n\n')) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          const field = (name: string) => block.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1];
          if (field('event'))
            events.push({
              id: Number(field('id')),
              event: field('event') ?? '',
              data: JSON.parse(field('data') ?? '{}'),
              at: Date.now(),
            });
        }
      }
      end = 'ended';
    } catch {
      end = 'broken';
    }
  })();
  /** whether `check` holds within `ms` */
  const until = async (check: () => boolean, ms = 1000) => {
    for (const stop = Date.now() + ms; !check() && Date.now() < stop; ) await new Promise((r) => setTimeout(r, 5));
    return check();
  };
  return {
    res,
    events,
    until,
    ended: () => end !== undefined,
    end: () => end,
    close: () => controller.abort(),
    reading,
  };
}
