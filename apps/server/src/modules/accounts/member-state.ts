// What the administrator decides about a member's account (admin spec §2 uye-detay, §7): stopped or active (a
// stopped member cannot log in, and its sessions end, so its next call answers 400 'cikis'), company or plain
// member, activated without its code, a new password (never shown: no answer carries a password or its hash).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activationCodes } from '../../db/schema/accounts';
import { members } from '../../db/schema/members';
import type { AppContext } from '../../platform/context';
import { setPassword } from './passwords';
import { endOtherSessions } from './sessions';

const present = (id: number) => and(eq(members.id, id), isNull(members.deletedAt));

/** Active or stopped, with the reason shown to the administrator; false when there is no member. */
export async function setMemberActive(db: Db, id: number, active: boolean, note: string) {
  return db.transaction(async (tx) => {
    const [m] = await tx
      .update(members)
      .set({ active, statusNote: note })
      .where(present(id))
      .returning({ id: members.id });
    if (m && !active) await endOtherSessions(tx, { memberId: id });
    return Boolean(m);
  });
}

/** A company (imalatçı side) or a plain member; `isCompany` undefined switches it. */
export async function setMemberCompany(db: Db, id: number, isCompany?: boolean) {
  const [m] = await db
    .update(members)
    .set({ isCompany: isCompany ?? sql`not ${members.isCompany}` })
    .where(present(id))
    .returning({ id: members.id });
  return Boolean(m);
}

/** The account is activated without its code (its pending codes end). */
export async function activateByAdmin(db: Db, id: number) {
  return db.transaction(async (tx) => {
    const [m] = await tx
      .update(members)
      .set({ activatedAt: sql`coalesce(${members.activatedAt}, now())` })
      .where(present(id))
      .returning({ id: members.id });
    if (m) await tx.delete(activationCodes).where(eq(activationCodes.memberId, id));
    return Boolean(m);
  });
}

/** A new password set by the administrator: every session of the member ends and it is told by mail. */
export async function setPasswordByAdmin(
  ctx: Pick<AppContext, 'db' | 'outbox' | 'publicUrl'>,
  id: number,
  password: string,
) {
  if (!(await ctx.db.$count(members, present(id)))) return false;
  await setPassword(ctx, { memberId: id }, password);
  return true;
}
