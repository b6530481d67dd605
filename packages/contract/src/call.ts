// One definition per call of the HTTP contract: method, path, who may call it, what it takes and what it answers.
// The server registers its route from it (apps/server/src/platform/route.ts) and the browser calls it through it
// (apps/web/src/lib/call.ts), so neither side types a path, a body or an answer by hand.
import { z } from 'zod';

/**
 * Who may call: `none` anyone; `optional` anyone, and a member's credentials are read when sent (a stale session
 * counts as a visitor, never `cikis`); `member` a logged-in member; `admin` the administrator; `key` a company's
 * open-API key (`Authorization: Bearer …`, decision 0065) holding the definition's `keyScope`.
 */
export type Auth = 'none' | 'optional' | 'member' | 'admin' | 'key';

/** What an open-API key may be allowed (api-keys/member.ts lists them, KEY_SCOPES, and names them in Turkish). */
export type KeyScope = 'requests:read' | 'offers:write';

/** How the browser sends a body. The server accepts JSON, urlencoded and multipart alike (legacy clients send all). */
export type Encoding = 'json' | 'form' | 'multipart';

/** The answer of a call that replies with plain text ('OK', 'NON', a Turkish message). */
export const TEXT = 'text';

/** The answer of a call that sends a file to save (its handler sends the bytes with Content-Disposition). */
export const FILE = 'file';

/** The answer of a call that holds a Server-Sent Events stream open (its handler writes the events). */
export const EVENTS = 'events';

export interface CallDef {
  /** the legacy API has GET and POST only; the calls under /api/v2 also PUT, PATCH and DELETE (DESIGN §8) */
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify syntax: '/api/genelteklif-:id', '/api/v2/requests/:id/comparison' */
  path: string;
  auth: Auth;
  /** a `key` call's scope: a key without it is refused (403) */
  keyScope?: KeyScope;
  request?: {
    /** the `:name` parts of the path */
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType;
    /** default 'json' */
    encoding?: Encoding;
  };
  /** a JSON answer's schema (no transforms or preprocessing: answers are encoded with it), TEXT, FILE or EVENTS */
  response: z.ZodType | typeof TEXT | typeof FILE | typeof EVENTS;
  /**
   * Whether a successful call changes data (the server's public answers are then stale). Default: POST does, GET
   * does not; the legacy API has a few of each the other way (GET uyeSil-{id}, POST login).
   */
  writes?: boolean;
  /**
   * The API reference's words for it (/docs, decision 0069): a short `summary` (required of every call under /api/v2
   * and /adn_api/v2; a legacy call's is made of its area and its name in the spec), a `description` beyond what its
   * audience and answer say, and an `operationId` (default: made from the method and the path, getAdnApiUyeDetayById).
   */
  summary?: string;
  description?: string;
  operationId?: string;
  /**
   * What the call registers to be POSTed to the address its body names (`url`), each event's body: OpenAPI callbacks
   * in the reference (a webhook's events, decision 0068).
   */
  callbacks?: Record<string, z.ZodType>;
}

export const defineCall = <const C extends CallDef>(call: C): C => call;

type Part<C extends CallDef, K extends 'params' | 'query' | 'body'> = C['request'] extends { [P in K]: infer S }
  ? S extends z.ZodType
    ? z.output<S>
    : undefined
  : undefined;

/** What a route handler receives and what the browser sends: the parsed (output) shape of each part. */
export type CallParams<C extends CallDef> = Part<C, 'params'>;
export type CallQuery<C extends CallDef> = Part<C, 'query'>;
export type CallBody<C extends CallDef> = Part<C, 'body'>;

/** The answer as the browser reads it (a FILE answer is read with callFile, not call). */
export type CallResult<C extends CallDef> = C['response'] extends z.ZodType ? z.output<C['response']> : string;
/** The answer as a route handler returns it (before the response schema's serialisation); FILE's and EVENTS' send it. */
export type CallReply<C extends CallDef> = C['response'] extends z.ZodType
  ? z.input<C['response']>
  : C['response'] extends typeof FILE | typeof EVENTS
    ? never
    : string;

type Defined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };
/** The browser's input of a call: only the parts it has. */
export type CallInput<C extends CallDef> = Defined<{
  params: CallParams<C>;
  query: CallQuery<C>;
  body: CallBody<C>;
}>;

/** A page of a list: its items, the total, the number of pages and the page shown. */
export const zPaged = <T extends z.ZodType>(item: T) =>
  z.object({
    liste: z.array(item),
    toplam: z.number(), // items in all pages
    adet: z.number(), // number of pages
    sayfa: z.number(),
  });
