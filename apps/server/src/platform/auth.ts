// Credentials travel as `Authorization: Basic base64(email:token)` (admin: username:token). A required but missing,
// unknown or expired session is answered with HTTP 400 and the body `cikis`; the web client then logs out.
import { ADMINS_MSG, type AdminRole } from '@tedarik/contract/accounts/admin-team';
import { API_KEY_MSG } from '@tedarik/contract/api-keys/member';
import type { KeyScope } from '@tedarik/contract/call';
import { SESSION_ENDED } from '@tedarik/contract/constants';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { sendRefusal } from './reply';

export interface Credentials {
  login: string;
  token: string;
}

/** Parses a Basic header; the legacy admin client URI-encodes both parts, so they are decoded when they can be. */
export function readCredentials(request: FastifyRequest): Credentials | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ') || header.length > 1024) return undefined;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.lastIndexOf(':');
  if (colon <= 0) return undefined;
  const part = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const credentials = { login: part(decoded.slice(0, colon)), token: part(decoded.slice(colon + 1)) };
  // PostgreSQL refuses NUL in text: such a credential is no session, not a server error
  return `${credentials.login}${credentials.token}`.includes('\u0000') ? undefined : credentials;
}

export type Resolve<T = number> = (credentials: Credentials) => Promise<T | undefined>;
/** The administrator behind a session, with its role (decision 0054). */
export type AdminOf = { id: number; role: AdminRole };

export function sendSessionEnded(reply: FastifyReply) {
  return reply.code(400).type('text/plain; charset=utf-8').send(SESSION_ENDED);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the logged-in member's id, set by the member guard */
    memberId: number;
    /** the logged-in admin's id, set by the admin guard */
    adminId: number;
    /** the logged-in admin's role, set by the admin guard */
    adminRole: AdminRole;
    /** the bearer token of the request's session, set by the guards */
    sessionToken: string;
    /** the open API's key of the call (its id), set by the key guard */
    apiKeyId: number;
    /** what the call's key may do, set by the key guard */
    keyScopes: readonly KeyScope[] | null;
  }
  interface FastifyContextConfig {
    /** the scope an open-API route needs (route.ts, from its definition) */
    keyScope?: KeyScope;
    /** the administrator roles a back-office route allows (route.ts); unset: the Yönetici's alone */
    roles?: readonly AdminRole[];
  }
}

/**
 * onRequest hook of member (admin) routes: sets request.memberId (adminId) or ends with 400 `cikis` — before the body
 * is read, so an ended session is told as such whatever the body, and no upload is parsed for a stranger.
 */
export const guard =
  (resolve: Resolve, key: 'memberId' | 'adminId') => async (request: FastifyRequest, reply: FastifyReply) => {
    const credentials = readCredentials(request);
    const id = credentials && (await resolve(credentials));
    if (!id) return sendSessionEnded(reply);
    request[key] = id;
    request.sessionToken = credentials.token;
  };

/** onRequest hook of back-office routes: sets request.adminId and adminRole, or ends with 400 `cikis`. */
export const adminGuard = (resolve: Resolve<AdminOf>) => async (request: FastifyRequest, reply: FastifyReply) => {
  const credentials = readCredentials(request);
  const admin = credentials && (await resolve(credentials));
  if (!admin) return sendSessionEnded(reply);
  request.adminId = admin.id;
  request.adminRole = admin.role;
  request.sessionToken = credentials.token;
};

/**
 * onRequest hook of back-office routes, after the guard: a role the route does not allow is refused with 403. The
 * roles are the route's (route.ts's `roles`, Yönetici always among them); a route that declares none is the
 * Yönetici's alone, so one registered by any other means is safe.
 */
export const refuseRoles = async (request: FastifyRequest, reply: FastifyReply) => {
  const roles = request.routeOptions.config.roles ?? ['manager'];
  if (!roles.includes(request.adminRole)) return sendRefusal(reply, ADMINS_MSG.refused, 403);
};

/** For calls where logging in is optional: the viewer's id, or undefined for a visitor (never `cikis`). */
export const optionalViewer =
  (resolve: Resolve): onRequestHookHandler =>
  (request, _reply, done) => {
    const credentials = readCredentials(request);
    request.viewerId = undefined;
    // a visitor's call (most of them) costs no promise
    if (!credentials) return done();
    resolve(credentials).then((id) => {
      request.viewerId = id;
      done();
    }, done);
  };

/** A company's open-API key as the key guard reads it (api-keys/service.ts resolveKey), or why it is refused. */
export type KeyOf = { id: number; memberId: number; scopes: KeyScope[] } | 'missing' | 'invalid';

/**
 * onRequest hook of the open API's routes (decision 0065): `Authorization: Bearer <key>` of a live key sets
 * request.memberId (the company), apiKeyId and keyScopes; anything else, a member's Basic credentials included, is
 * refused with 401.
 */
export const keyGuard =
  (resolve: (header: string | undefined) => Promise<KeyOf>) => async (request: FastifyRequest, reply: FastifyReply) => {
    const key = await resolve(request.headers.authorization);
    if (typeof key === 'string')
      return sendRefusal(
        reply.header('www-authenticate', 'Bearer'),
        key === 'missing' ? API_KEY_MSG.missing : API_KEY_MSG.invalid,
        401,
      );
    request.memberId = key.memberId;
    request.apiKeyId = key.id;
    request.keyScopes = key.scopes;
  };

/** onRequest hook of the open API's routes, after the key guard: a key without the route's scope gets 403. */
export const refuseKeyScopes = async (request: FastifyRequest, reply: FastifyReply) => {
  const needed = request.routeOptions.config.keyScope;
  if (!needed || !request.keyScopes?.includes(needed))
    return sendRefusal(reply, API_KEY_MSG.scope(needed ?? 'requests:read'), 403);
};
