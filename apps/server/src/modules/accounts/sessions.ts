// Opaque bearer tokens: 32 random bytes handed to the client once, stored only as SHA-256, with an expiry.
import type { AdminRole } from '@tedarik/contract/accounts/admin-team';
import { normalizeEmail } from '@tedarik/contract/text';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { admins, sessions } from '../../db/schema/accounts';
import { members } from '../../db/schema/members';
import type { AdminOf, Credentials } from '../../platform/auth';
import { newToken, sha256 } from '../../platform/crypto';

const MEMBER_TTL = "interval '30 days'";
const ADMIN_TTL = "interval '7 days'";

export type Owner = { memberId: number } | { adminId: number };

export async function createSession(db: Db | Tx, owner: Owner) {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    ...owner,
    expiresAt: sql`now() + ${sql.raw('memberId' in owner ? MEMBER_TTL : ADMIN_TTL)}`,
  });
  return token;
}

/** The member owning a live token whose login is that member's e-mail. */
export async function resolveMember(db: Db, { login, token }: Credentials) {
  const [row] = await db
    .select({ id: members.id })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        gt(sessions.expiresAt, sql`now()`),
        eq(members.email, normalizeEmail(login)),
        eq(members.active, true),
      ),
    );
  return row?.id;
}

/** The active admin owning a live token whose login is that admin's user name, with its role. */
export async function resolveAdmin(db: Db, { login, token }: Credentials): Promise<AdminOf | undefined> {
  const [row] = await db
    .select({ id: admins.id, role: sql<AdminRole>`${admins.role}` })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        gt(sessions.expiresAt, sql`now()`),
        eq(admins.username, login),
        eq(admins.active, true),
      ),
    );
  return row;
}

/** The id of a live token's session (its live-event tickets name it). */
export async function sessionIdOf(db: Db, token: string) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  return row?.id;
}

/** Ends the token's session (a logout); answers its id, if it was live. */
export async function endSession(db: Db, token: string) {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, sha256(token)))
    .returning({ id: sessions.id });
  return row?.id;
}

/** Ends every session of the owner, except `keepToken`'s (after a password change or reset). */
export function endOtherSessions(db: Db | Tx, owner: Owner, keepToken?: string) {
  const ownerCond = 'memberId' in owner ? eq(sessions.memberId, owner.memberId) : eq(sessions.adminId, owner.adminId);
  return db
    .delete(sessions)
    .where(keepToken ? and(ownerCond, sql`${sessions.tokenHash} <> ${sha256(keepToken)}`) : ownerCond);
}
