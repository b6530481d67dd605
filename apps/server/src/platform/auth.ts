// Credentials travel as `Authorization: Basic base64(email:token)` (admin: username:token). A required but missing,
// unknown or expired session is answered with HTTP 400 and the body `cikis`; the web client then logs out.
import { ADMINS_MSG, type AdminRole } from '@tedarik/contract/accounts/admin-team';
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
  }
  interface FastifyContextConfig {
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
