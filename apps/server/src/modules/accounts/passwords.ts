// Passwords of members and the administrator, once for both (DESIGN §4 "Security"): login checks that take as long
// for an unknown login as for a wrong password; one-time reset links valid for an hour, stored as their SHA-256;
// every new password ends the owner's unused reset links, e-mail change links and other sessions and is told to the
// owner by mail.
import { MSG } from '@tedarik/contract/accounts/public';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { admins, emailChanges, passwordResets } from '../../db/schema/accounts';
import { members } from '../../db/schema/members';
import type { AppContext } from '../../platform/context';
import { hashPassword, newToken, sha256, verifyPassword } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { recipientCoolingDown, sendTo } from '../../platform/notices';
import { forgetQuietLogins, loginKey, loginSucceeded, takeLoginAttempt } from './login-throttle';
import { endOtherSessions, type Owner } from './sessions';

type Ctx = Pick<AppContext, 'db' | 'outbox' | 'publicUrl'>;

const RESET_TTL = sql`interval '1 hour'`;
// verifying against this when the login is unknown keeps the answer time the same for known and unknown logins
const DUMMY_HASH = hashPassword('tedarik-timing-equaliser');

/** A login's password check: as slow for an unknown login (no hash) as for a wrong password. */
export async function passwordMatches(hash: string | undefined, password: string) {
  const ok = await verifyPassword(hash ?? (await DUMMY_HASH), password);
  return hash !== undefined && ok;
}

const ownerRow = (db: Db | Tx, owner: Owner) =>
  'memberId' in owner
    ? db
        .select({ hash: members.passwordHash, email: members.email, login: members.email })
        .from(members)
        .where(eq(members.id, owner.memberId))
    : db
        .select({ hash: admins.passwordHash, email: admins.email, login: admins.username })
        .from(admins)
        .where(eq(admins.id, owner.adminId));

/**
 * The owner's current password, else 'Mevcut şifreniz hatalı.' Each check is an attempt at the account's login
 * (login-throttle.ts): a stolen session cannot guess it faster than a login could, and while the account waits the
 * check is refused (429) like a login.
 */
export async function checkPassword(ctx: Pick<AppContext, 'db' | 'clock'>, owner: Owner, password: string) {
  const [row] = await ownerRow(ctx.db, owner);
  if (!row) throw new AppError(MSG.currentPasswordWrong);
  const key = loginKey('memberId' in owner ? 'member' : 'admin', row.login);
  await takeLoginAttempt(ctx, key);
  if (!(await verifyPassword(row.hash, password))) {
    await forgetQuietLogins(ctx);
    throw new AppError(MSG.currentPasswordWrong);
  }
  await loginSucceeded(ctx.db, key);
}

/** Unused reset links of the owner stop working (a new password or e-mail makes them stale). */
export const endResetLinks = (tx: Db | Tx, owner: Owner) =>
  tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        'memberId' in owner ? eq(passwordResets.memberId, owner.memberId) : eq(passwordResets.adminId, owner.adminId),
        isNull(passwordResets.usedAt),
      ),
    );

/** A member's unused e-mail change links stop working (a new password, or a newer change). */
export const endEmailChanges = (tx: Db | Tx, memberId: number) =>
  tx
    .update(emailChanges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChanges.memberId, memberId), isNull(emailChanges.usedAt)));

/** A mail to the owner's address about a change of their account, with the way back if it was not them. */
export function accountNotice(ctx: Ctx, to: string, what: string, owner: Owner) {
  const forgot = 'memberId' in owner ? '/account-ForgotPassword' : '/adminimt/forpassword';
  return {
    channel: 'mail' as const,
    to,
    subject: `Tedarik hesabınız: ${what}`,
    body:
      `${what}.\n\nBu işlemi siz yapmadıysanız hemen yeni bir şifre belirleyin: ${ctx.publicUrl}${forgot}\n` +
      've bizimle iletişime geçin.',
    title: what,
    paragraphs: [`${what}.`, 'Bu işlemi siz yapmadıysanız hemen yeni bir şifre belirleyin ve bizimle iletişime geçin.'],
    action: { label: 'Yeni Şifre Belirle', link: `${ctx.publicUrl}${forgot}` },
  };
}

/**
 * Sets a new password in one transaction: unused reset links stop working, every other session of the owner ends
 * (all but `keepToken`'s), and the owner is told by mail.
 */
export async function setPassword(ctx: Ctx, owner: Owner, password: string, keepToken?: string) {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction((tx) => storePassword(ctx, tx, owner, passwordHash, keepToken));
  ctx.outbox.kick();
}

async function storePassword(ctx: Ctx, tx: Tx, owner: Owner, passwordHash: string, keepToken?: string) {
  const [row] =
    'memberId' in owner
      ? await tx
          .update(members)
          .set({ passwordHash })
          .where(eq(members.id, owner.memberId))
          .returning({ email: members.email })
      : await tx
          .update(admins)
          .set({ passwordHash, initialPassword: false })
          .where(eq(admins.id, owner.adminId))
          .returning({ email: admins.email });
  await endResetLinks(tx, owner);
  // a change of e-mail asked with the old password (by whoever knew it) is not kept
  if ('memberId' in owner) await endEmailChanges(tx, owner.memberId);
  await endOtherSessions(tx, owner, keepToken);
  if (row?.email) await sendTo(tx, accountNotice(ctx, row.email, 'Şifreniz değiştirildi', owner));
}

/**
 * Mails `to` a one-time link to `page?token=…`, valid for an hour, in one transaction with the stored token. An
 * address that got a reset link within the minute (or too many today) gets none: the caller's answer stays the same,
 * so nobody learns whether the address has an account.
 */
export async function mailResetLink(ctx: Ctx, owner: Owner, mail: { to: string; subject: string; page: string }) {
  if (await recipientCoolingDown(ctx.db, [mail.to], 'reset')) return;
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ ...owner, tokenHash: sha256(token), expiresAt: sql`now() + ${RESET_TTL}` });
    await sendTo(tx, {
      channel: 'mail',
      kind: 'reset',
      to: mail.to,
      subject: mail.subject,
      body:
        'Şifrenizi sıfırlamak için bu bağlantıyı açın (1 saat geçerlidir):\n' +
        `${ctx.publicUrl}${mail.page}?token=${token}\n\n` +
        'Bu isteği siz yapmadıysanız bu maili dikkate almayın.',
      title: 'Şifre sıfırlama',
      paragraphs: [
        'Şifrenizi sıfırlamak için aşağıdaki bağlantıyı açın (1 saat geçerlidir).',
        'Bu isteği siz yapmadıysanız bu maili dikkate almayın.',
      ],
      action: { label: 'Şifremi Sıfırla', link: `${ctx.publicUrl}${mail.page}?token=${token}` },
    });
  });
  ctx.outbox.kick();
}

/** Sets a new password from a reset link of `kind`'s; the link works once, and every session of the owner ends. */
export async function resetPassword(ctx: Ctx, token: string, password: string, kind: 'member' | 'admin') {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
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
    if (kind === 'member' && reset?.memberId) await storePassword(ctx, tx, { memberId: reset.memberId }, passwordHash);
    else if (kind === 'admin' && reset?.adminId) await storePassword(ctx, tx, { adminId: reset.adminId }, passwordHash);
    else throw new AppError(MSG.resetInvalid);
  });
  ctx.outbox.kick();
}
