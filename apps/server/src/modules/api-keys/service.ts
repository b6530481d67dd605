// A company's open-API keys (issue 52 item 3, decision 0065): created with scopes and shown once, kept as a prefix and
// the secret's SHA-256, revoked at will; and the key behind a call's `Authorization: Bearer …`.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_MSG, MAX_API_KEYS } from '@tedarik/contract/api-keys/member';
import type { KeyScope } from '@tedarik/contract/call';
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema/api-keys';
import { members } from '../../db/schema/members';
import type { KeyOf } from '../../platform/auth';
import { sha256 } from '../../platform/crypto';
import { AppError, notFound } from '../../platform/errors';
import { roleOf } from '../packages/service';

/** A key as written: `tdk_` + 8 hexadecimal characters (its prefix) + `_` + 32 random bytes in base64url. */
const KEY_PATTERN = /^tdk_([0-9a-f]{8})_([A-Za-z0-9_-]{43})$/;
/** A call refreshes a key's last use at most once a minute: no write per call. */
const LAST_USE_STEP_MS = 60_000;

const newKey = () => {
  const prefix = randomBytes(4).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { prefix, secret, key: `tdk_${prefix}_${secret}` };
};

/** The company's live keys, newest first. */
export const liveKeys = (db: Db, memberId: number) =>
  db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.memberId, memberId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));

/**
 * A new key: a company's (any scope but offers:write, which takes a running package, as an offer does), at most
 * MAX_API_KEYS live ones. The answer holds the whole key, the only time it is known.
 */
export async function createKey(db: Db, memberId: number, input: { name: string; scopes: KeyScope[] }) {
  const role = await roleOf(db, memberId);
  if (role === undefined || role === 'basic') throw new AppError(API_KEY_MSG.companiesOnly, 403);
  if (input.scopes.includes('offers:write') && role !== 'imalatci')
    throw new AppError(API_KEY_MSG.offersNeedPackage, 403, { scopes: API_KEY_MSG.offersNeedPackage });
  return db.transaction(async (tx) => {
    // one company's creations one at a time: two at once would both see room for one
    await tx.execute(sql`select pg_advisory_xact_lock(7343299, ${memberId})`);
    const [{ live }] = await tx
      .select({ live: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.memberId, memberId), isNull(apiKeys.revokedAt)));
    if (live >= MAX_API_KEYS) throw new AppError(API_KEY_MSG.tooMany, 409);
    // two keys with one prefix (one chance in four billion) fail on the unique index, and the member tries again
    const { prefix, secret, key } = newKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({ memberId, name: input.name, prefix, secretHash: sha256(secret), scopes: input.scopes })
      .returning();
    return { row, key };
  });
}

/** 'İptal Et': the company's key is refused from now on (404: not its, or revoked already). */
export async function revokeKey(db: Db, memberId: number, id: number, now: Date) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.memberId, memberId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!row) throw notFound(API_KEY_MSG.notFound);
}

/** Reads `Authorization: Bearer tdk_…`: a live key whose secret hashes to the one stored. */
export async function resolveKey(db: Db, header: string | undefined, now: Date): Promise<KeyOf> {
  if (!header?.startsWith('Bearer ')) return 'missing';
  const match = KEY_PATTERN.exec(header.slice(7).trim());
  if (!match) return 'invalid';
  const [, prefix, secret] = match;
  // a stopped member's keys are refused as its sessions are
  const [row] = await db
    .select({
      id: apiKeys.id,
      memberId: apiKeys.memberId,
      secretHash: apiKeys.secretHash,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .innerJoin(members, eq(members.id, apiKeys.memberId))
    .where(and(eq(apiKeys.prefix, prefix), isNull(apiKeys.revokedAt), eq(members.active, true)));
  if (!row || !timingSafeEqual(Buffer.from(row.secretHash), Buffer.from(sha256(secret)))) return 'invalid';
  // written beside the call, not before its answer (a company polling once a minute would wait for a write each time)
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USE_STEP_MS)
    void db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, row.id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USE_STEP_MS))),
        ),
      )
      .catch(() => {}); // a last use not written is written at the next call
  return { id: row.id, memberId: row.memberId, scopes: row.scopes as KeyScope[] };
}
