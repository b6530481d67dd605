// Logins are throttled per account, not only per client address (issue 35): an attacker spreading guesses over many
// addresses still gets few tries at one account. Each attempt at a login (a member's e-mail, the admin's user name)
// is counted before its password is checked, atomically, so parallel guesses cannot all slip into one free moment.
// After FREE_ATTEMPTS attempts without a success, each further attempt opens a wait of 1 s, 2 s, 4 s … capped at
// MAX_WAIT_MS, during which every attempt is refused (the right password too, or the wait would protect nothing)
// without being counted, so nobody can lengthen it past the cap. A success clears the count; so do 24 quiet hours.
// The count is kept per login as typed, known or not, so the answer never tells whether an account exists.
//
// Kept in the database rather than in Redis: every process shares the database (Redis is optional, and counts per
// process without it would multiply an attacker's tries by the number of processes), a restart forgets nothing, and
// one code serves both drivers. It costs one indexed upsert per login, beside an argon2 check several times dearer.
import { RATE_LIMITED } from '@tedarik/contract/constants';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { loginThrottles } from '../../db/schema/accounts';
import type { AppContext } from '../../platform/context';
import { sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';

export const FREE_ATTEMPTS = 5;
const FIRST_WAIT_MS = 1_000;
export const MAX_WAIT_MS = 5 * 60_000;
const FORGET_AFTER = sql`interval '1 day'`;

/** How long attempts are refused after the `attempts`-th since the last success. */
export const waitAfter = (attempts: number) =>
  attempts < FREE_ATTEMPTS ? 0 : Math.min(FIRST_WAIT_MS * 2 ** (attempts - FREE_ATTEMPTS), MAX_WAIT_MS);

/** An attempt refused while its login waits: HTTP 429 with the project's text; `retryAfter` in seconds. */
export class LoginThrottled extends AppError {
  constructor(readonly retryAfter: number) {
    super(RATE_LIMITED, 429);
  }
}

/** A login call's work, whose refusal tells its wait in Retry-After (as the per-address limit's 429 does). */
export const withRetryAfter = <T>(reply: FastifyReply, work: Promise<T>) =>
  work.catch((err: unknown) => {
    if (err instanceof LoginThrottled) reply.header('retry-after', String(err.retryAfter));
    throw err;
  });

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** `kind` keeps a member's e-mail and the admin's user name apart; only the SHA-256 of the pair is stored. */
export const loginKey = (kind: 'member' | 'admin', login: string) => sha256(`${kind}:${login}`);

/**
 * Counts an attempt at `key`, or refuses it with LoginThrottled while the login waits. The caller clears the count
 * on a success (`loginSucceeded`).
 */
export async function takeLoginAttempt({ db, clock }: Ctx, key: string) {
  const now = clock.now();
  const at = sql`${now.toISOString()}::timestamptz`;
  const t = loginThrottles;
  // the attempt's number (a count untouched for a day starts again) and its wait: waitAfter's rule, written in SQL
  // because the number is known only inside the one statement that counts it
  const attempts = sql`(case when ${t.lastAttemptAt} < ${at} - ${FORGET_AFTER} then 1 else ${t.attempts} + 1 end)`;
  const waitMs = sql`(case when ${attempts} < ${FREE_ATTEMPTS} then 0
    else least(${FIRST_WAIT_MS}::float8 * power(2, ${attempts} - ${FREE_ATTEMPTS}), ${MAX_WAIT_MS}) end)`;
  const [taken] = await db
    .insert(t)
    .values({ loginHash: key, attempts: 1, lastAttemptAt: now, blockedUntil: new Date(now.getTime() + waitAfter(1)) })
    .onConflictDoUpdate({
      target: t.loginHash,
      set: {
        attempts,
        lastAttemptAt: now,
        blockedUntil: sql`${at} + make_interval(secs => ${waitMs} / 1000)`,
      },
      setWhere: sql`${t.blockedUntil} <= ${at}`,
    })
    .returning({ attempts: t.attempts });
  if (taken) return;
  const [row] = await db.select({ until: t.blockedUntil }).from(t).where(eq(t.loginHash, key));
  const ms = (row?.until.getTime() ?? now.getTime()) - now.getTime();
  throw new LoginThrottled(Math.max(1, Math.ceil(ms / 1000)));
}

/** A right password: the login's count starts again. */
export const loginSucceeded = (db: Db, key: string) =>
  db.delete(loginThrottles).where(eq(loginThrottles.loginHash, key));

/** A wrong password: counts untouched for a day are dropped (mostly logins that never existed). */
export const forgetQuietLogins = ({ db, clock }: Ctx) =>
  db
    .delete(loginThrottles)
    .where(lt(loginThrottles.lastAttemptAt, sql`${clock.now().toISOString()}::timestamptz - ${FORGET_AFTER}`));
