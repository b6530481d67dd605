// What a member is told of, typed once (issue 48 item 1; decision 0051): the kinds of the bell's notifications and the
// live events of a member's stream, read by the server's publisher (platform/events.ts, platform/notices.ts), the
// browser's stream parser (features/conversations/live.ts), what each event makes stale (app/live-refresh.ts) and
// the web push it may raise (modules/push/service.ts). An event names what changed, never what the member could not
// read through its calls (a message's text, a company's name, a price): the browser refetches through them.
// No zod here: the parser runs in the browser's first chunk (decision 0021).

/** A notification in the header's bell: 'talepler' are new requests for a company's products, the rest 'uyarilar'. */
export const NOTICE_KINDS = [
  'request_match',
  'request_approved',
  'request_rejected',
  'request_finished',
  'offer_received',
  'offer_accepted',
  'offer_revised',
  'offers_opened',
  'round_opened',
  'rating_received',
  'review_answered',
  'package_approved',
  'package_rejected',
  'package_ending',
  'package_ended',
  'support_answered',
  'verification_approved',
  'verification_rejected',
  'document_expiring',
  'order_confirmed',
  'order_rejected',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_LISTS = ['talepler', 'uyarilar'] as const;
export type NoticeList = (typeof NOTICE_LISTS)[number];
/** The bell list a notification shows in. */
export const listOf = (kind: NoticeKind): NoticeList => (kind === 'request_match' ? 'talepler' : 'uyarilar');

/** What changed of an offer on the member's request: it came, was revised, or a sealed request's offers opened. */
export const OFFER_CHANGES = ['received', 'revised', 'opened'] as const;
export type OfferChange = (typeof OFFER_CHANGES)[number];

export type LiveEvent =
  /** a thread has a new message */
  | { kind: 'message'; conversationId: number; requestId: number }
  /** a thread was blocked, unblocked, closed, or its offer accepted (its masking ends) */
  | { kind: 'conversation'; conversationId: number; requestId: number }
  /** an offer on the member's request came, was revised, or the request's sealed offers opened */
  | { kind: 'offer'; requestId: number; change: OfferChange }
  /** the member has a new notification (`about` says of what; `requestId` the request it concerns) */
  | { kind: 'notification'; list: NoticeList; about: NoticeKind; requestId?: number };

export type LiveKind = LiveEvent['kind'];
export const LIVE_KINDS = ['message', 'conversation', 'offer', 'notification'] as const satisfies readonly LiveKind[];

/** An event's payload as the stream sends it in `data:` (its kind goes in `event:`). */
export type LivePayload = DistributiveOmit<LiveEvent, 'kind'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export const payloadOf = ({ kind: _, ...payload }: LiveEvent): LivePayload => payload;

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/** An event from its kind and payload as received; null when it is not what its kind says. */
export function parseLiveEvent(kind: string, data: unknown): LiveEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  switch (kind) {
    case 'message':
    case 'conversation':
      return isId(d.conversationId) && isId(d.requestId)
        ? { kind, conversationId: d.conversationId, requestId: d.requestId }
        : null;
    case 'offer':
      return isId(d.requestId) && isOneOf(OFFER_CHANGES, d.change)
        ? { kind, requestId: d.requestId, change: d.change }
        : null;
    case 'notification':
      if (!isOneOf(NOTICE_LISTS, d.list) || !isOneOf(NOTICE_KINDS, d.about)) return null;
      if (d.requestId !== undefined && !isId(d.requestId)) return null;
      return { kind, list: d.list, about: d.about, ...(d.requestId !== undefined && { requestId: d.requestId }) };
    default:
      return null;
  }
}
