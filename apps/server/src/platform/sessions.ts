// Sessions as the guards read them (auth.ts), cached: a member's or the back-office's call then costs no session
// query. A session is cached until a write that names nothing (a logout, a password or e-mail change, a member
// stopped or deleted, a password reset: writes that can end a session say nothing of what they changed) or 30 s, so a
// session past its expiry works at most 30 s longer. A refused session is never cached.
import type { Resolve } from './auth';
import type { Cache } from './cache';

export const cachedSessions =
  <T>(cache: Cache, kind: 'member' | 'admin', resolve: Resolve<T>): Resolve<T> =>
  (credentials) =>
    cache.value(`session:${kind} ${credentials.login}\n${credentials.token}`, { tags: [] }, () => resolve(credentials));
