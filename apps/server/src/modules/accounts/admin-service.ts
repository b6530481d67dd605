// The administrator's account: first start, login, forgotten and changed password, user name and e-mail.
import { ADMIN_MSG } from '@tedarik/contract/accounts/admin';
import type { AdminRole } from '@tedarik/contract/accounts/admin-team';
import { MSG } from '@tedarik/contract/accounts/public';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import type { AppContext } from '../../platform/context';
import { hashPassword, newToken } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { forgetQuietLogins, loginKey, loginSucceeded, takeLoginAttempt } from './login-throttle';
import { checkPassword, mailResetLink, passwordMatches, setPassword } from './passwords';
import { createSession } from './sessions';

/**
 * Creates the first admin when there is none: ADMIN_USER / ADMIN_PASSWORD, else user 'admin' with 'Demo1234' when
 * demo data is on, else a generated password that is returned so the caller prints it once.
 */
export async function ensureAdmin(
  db: Db,
  opts: { user?: string; password?: string; demo: boolean },
): Promise<{ created: false } | { created: true; user: string; password: string; generated: boolean }> {
  if ((await db.$count(admins)) > 0) return { created: false };
  const user = opts.user ?? 'admin';
  const generated = !opts.password && !opts.demo;
  const password = opts.password ?? (opts.demo ? 'Demo1234' : newToken().slice(0, 16));
  await db
    .insert(admins)
    // the demo admin gets an address so contact-form mails have somewhere to go (the outbox files)
    .values({
      username: user,
      email: opts.demo ? 'admin@ornek.com.tr' : '',
      passwordHash: await hashPassword(password),
      initialPassword: !opts.password, // the demo or a generated password: the back-office asks for a new one
    })
    .onConflictDoNothing();
  return { created: true, user, password, generated };
}

type Ctx = Pick<AppContext, 'db' | 'outbox' | 'publicUrl'>;

/** The back-office session (the wire shape is in ./wire). */
export interface AdminSessionRow {
  username: string;
  email: string;
  initialPassword: boolean;
  role: AdminRole;
  token: string;
}

async function session(db: Db, adminId: number, token: string): Promise<AdminSessionRow> {
  return { ...(await adminAccount(db, adminId)), token };
}

/** Throttled per user name like a member's login (./login-throttle). */
export async function adminLogin(ctx: Pick<AppContext, 'db' | 'clock'>, username: string, password: string) {
  const { db } = ctx;
  const key = loginKey('admin', username.trim());
  await takeLoginAttempt(ctx, key);
  // a deactivated administrator's account answers as an unknown one
  const [a] = await db
    .select()
    .from(admins)
    .where(and(eq(admins.username, username.trim()), eq(admins.active, true)));
  if (!(await passwordMatches(a?.passwordHash, password)) || !a) {
    await forgetQuietLogins(ctx);
    throw new AppError(MSG.loginFailed);
  }
  await loginSucceeded(db, key);
  return session(db, a.id, await createSession(db, { adminId: a.id }));
}

/** Mails a reset link when the e-mail is the admin's; the same answer otherwise. */
export async function adminForgotPassword(ctx: Ctx, email: string) {
  // stored admin addresses are typed by the admin (lower-case only, admin spec §5); the request's is normalised
  const [a] = await ctx.db
    .select()
    .from(admins)
    .where(and(sql`lower(${admins.email}) = ${email}`, eq(admins.active, true)));
  if (!a) return;
  await mailResetLink(
    ctx,
    { adminId: a.id },
    { to: a.email, subject: 'Tedarik yönetim paneli şifre sıfırlama', page: '/adminimt/sifre-sifirla' },
  );
}

/** sifreGunc: every session and unused reset link of the admin ends, a new session is returned; told by mail. */
export async function adminChangePassword(
  ctx: Ctx & Pick<AppContext, 'clock'>,
  adminId: number,
  input: { currentPassword: string; newPassword: string },
) {
  await checkPassword(ctx, { adminId }, input.currentPassword);
  await setPassword(ctx, { adminId }, input.newPassword);
  return session(ctx.db, adminId, await createSession(ctx.db, { adminId }));
}

export async function adminAccount(db: Db, adminId: number) {
  const [a] = await db
    .select({
      username: admins.username,
      email: admins.email,
      initialPassword: admins.initialPassword,
      role: sql<AdminRole>`${admins.role}`,
    })
    .from(admins)
    .where(eq(admins.id, adminId));
  return a;
}

/** The admin's user name and e-mail, confirmed with the current password. */
export async function adminUpdateUser(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: number,
  token: string,
  input: { username: string; email: string; password: string },
) {
  const { db } = ctx;
  await checkPassword(ctx, { adminId }, input.password);
  const [clash] = await db.select({ id: admins.id }).from(admins).where(eq(admins.username, input.username));
  if (clash && clash.id !== adminId) throw new AppError(ADMIN_MSG.userTaken);
  await db.update(admins).set({ username: input.username, email: input.email }).where(eq(admins.id, adminId));
  return session(db, adminId, token);
}
