// A cached read, as its route declares it (route.ts `cache`): whose answer it is and what it is made of. The answer
// is cached as the bytes sent, in the process's one cache (cache.ts), until a write names one of its tags (or nothing),
// or 30 s. How to add one: docs/decisions/0032-one-cache-model.md.
import type { CallDef } from '@tedarik/contract/call';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { type Cache, tag } from './cache';
import { sendEncoded } from './encoded';

/**
 * Whose answer a read is, which is what its answers are cached under:
 * - 'everyone': the same for whoever may call it (a call that reads no credentials; a back-office read, the same for
 *   every administrator);
 * - 'role': one for visitors and one for every member (a public list that shows members a little more);
 * - 'member': one per member (a member's own lists; a company's by its open-API key, whichever of its keys asks);
 * - a function: one for visitors, and for a member one per variant it names (a request's page: owner or not, offered
 *   or not…); undefined caches nothing for that member. It runs before the request is validated.
 */
export type SameFor = 'everyone' | 'role' | 'member' | ((request: FastifyRequest) => Promise<string | undefined>);

export interface CacheDeclaration {
  sameFor: SameFor;
  /** what the answer is made of (cache.ts `tag`): a write naming one of them makes it stale */
  tags: readonly string[] | ((request: FastifyRequest) => readonly string[]);
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Refuses a declaration that could serve one viewer's answer to another, when the server starts. */
function check(def: CallDef, { sameFor }: CacheDeclaration) {
  const read = def.method === 'GET' ? def.writes !== true : def.writes === false;
  const fits =
    typeof def.response !== 'string' &&
    read &&
    (sameFor === 'everyone'
      ? def.auth === 'none' || def.auth === 'admin'
      : sameFor === 'member'
        ? def.auth === 'member' || def.auth === 'key'
        : def.auth === 'optional');
  // a POST is cached only as a back-office search (a login writes nothing either, and is no read to cache)
  if (!fits || (def.method === 'POST' && def.auth !== 'admin'))
    throw new Error(`${def.method} ${def.path}: cache sameFor ${typeof sameFor} does not fit a ${def.auth} call`);
}

/** The hooks and steps of a cached read (route.ts); null when the cache is off. */
export function answerCaching(cache: Cache, def: CallDef, declaration: CacheDeclaration) {
  check(def, declaration);
  if (!cache.enabled) return null;
  const { sameFor } = declaration;
  const tagsOf = typeof declaration.tags === 'function' ? declaration.tags : () => declaration.tags as string[];
  /** the key of this request's answer; undefined when it is not cached (a member's variant that names none) */
  const keyOf = (request: FastifyRequest): string | undefined | Promise<string | undefined> => {
    if (sameFor === 'member') return `member:${request.memberId} ${request.url}`;
    // a search's parsed body: the same search sent as a form or as JSON, with its fields in any order, is one answer
    if (def.auth === 'admin')
      return def.method === 'GET' ? `admin ${request.url}` : `admin ${request.url} ${JSON.stringify(request.body)}`;
    // a call without auth reads no credentials, and an optional one takes credentials that are no session for a
    // visitor's: both answer as to any visitor. A request target holds no space, so no member's key is a visitor's.
    if (sameFor === 'everyone' || request.viewerId === undefined) return request.url;
    if (sameFor === 'role') return `member ${request.url}`;
    return sameFor(request).then((variant) => (variant === undefined ? undefined : `member ${request.url} ${variant}`));
  };
  // answers about a person (a session, a member's data) are never cached by a browser or a proxy
  const personal = def.auth !== 'none';
  /** the answer cached under `key`, sent: false when there is none */
  const sendCached = (request: FastifyRequest, reply: FastifyReply, key: string | undefined) => {
    const body = key === undefined ? undefined : cache.get<Buffer>(key);
    if (body === undefined) return false;
    if (personal) reply.header('cache-control', 'no-store');
    sendEncoded(request, reply.type(JSON_TYPE), body);
    return true;
  };
  return {
    /**
     * A cached answer is sent as soon as the viewer is known: before the request is validated and the handler runs.
     * It was made for this very request target, which was valid. A callback: a visitor's cached answer costs no
     * promise.
     */
    sendEarly: ((request, reply, done) => {
      const key = keyOf(request);
      if (!(key instanceof Promise)) return sendCached(request, reply, key) || done();
      key.then((k) => sendCached(request, reply, k) || done()).catch(done);
    }) satisfies onRequestHookHandler,
    /** in the handler (a route with hooks of its own: after them) */
    sendCached: async (request: FastifyRequest, reply: FastifyReply) =>
      sendCached(request, reply, await keyOf(request)),
    /** before the answer is made: what `store` needs to cache it, read before any of it is read */
    async begin(request: FastifyRequest) {
      return { since: cache.since(), key: await keyOf(request) };
    },
    store(request: FastifyRequest, { since, key }: { since: number; key: string | undefined }, body: Buffer) {
      if (key === undefined) return false;
      cache.set(key, body, { tags: tagsOf(request), since });
      return true;
    },
  };
}

/** A public read: the same answer for whoever asks, made of what visitors can see. */
export const publicRead: CacheDeclaration = { sameFor: 'everyone', tags: [tag.public] };
/** A back-office list or search: the same for every administrator. */
export const adminRead: CacheDeclaration = { sameFor: 'everyone', tags: [tag.admin] };
/** A member's own list: made of that member's data alone, changed by the writes that name the member. */
export const ownRead: CacheDeclaration = { sameFor: 'member', tags: (request) => [tag.member(request.memberId)] };
