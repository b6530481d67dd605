// Password checks and reset links, once for members and the administrator: a one-time link valid for RESET_TTL,
// stored as its SHA-256; a reset ends every session of its owner (DESIGN §4 "Security").
import { MSG } from '@tedarik/contract/accounts/public';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, passwordResets } from '../../db/schema/accounts';
import { members } from '../../db/schema/members';
import type { AppContext } from '../../platform/context';
import { hashPassword, newToken, sha256, verifyPassword } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { enqueue } from '../../platform/outbox';
import { endOtherSessions, type Owner } from './sessions';

const RESET_TTL = sql`interval '1 hour'`;

/** The owner's current password, else 'Mevcut şifreniz hatalı.' */
export async function checkPassword(db: Db, owner: Owner, password: string) {
  const [row] =
    'memberId' in owner
      ? await db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, owner.memberId))
      : await db.select({ hash: admins.passwordHash }).from(admins).where(eq(admins.id, owner.adminId));
  if (!row || !(await verifyPassword(row.hash, password))) throw new AppError(MSG.currentPasswordWrong);
}

/** Mails `to` a one-time link to `page?token=…`, valid for an hour, in one transaction with the stored token. */
export async function mailResetLink(
  ctx: Pick<AppContext, 'db' | 'outbox' | 'publicUrl'>,
  owner: Owner,
  mail: { to: string; subject: string; page: string },
) {
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ ...owner, tokenHash: sha256(token), expiresAt: sql`now() + ${RESET_TTL}` });
    await enqueue(tx, {
      channel: 'mail',
      to: mail.to,
      subject: mail.subject,
      body:
        'Şifrenizi sıfırlamak için bu bağlantıyı açın (1 saat geçerlidir):\n' +
        `${ctx.publicUrl}${mail.page}?token=${token}\n\n` +
        'Bu isteği siz yapmadıysanız bu maili dikkate almayın.',
    });
  });
  ctx.outbox.kick();
}

/** Sets a new password from a reset link of `kind`'s; the link works once, and every session of the owner ends. */
export async function resetPassword(db: Db, token: string, password: string, kind: 'member' | 'admin') {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (kind === 'member' && reset?.memberId) {
      await tx.update(members).set({ passwordHash }).where(eq(members.id, reset.memberId));
      await endOtherSessions(tx, { memberId: reset.memberId });
    } else if (kind === 'admin' && reset?.adminId) {
      await tx.update(admins).set({ passwordHash }).where(eq(admins.id, reset.adminId));
      await endOtherSessions(tx, { adminId: reset.adminId });
    } else throw new AppError(MSG.resetInvalid);
  });
}
