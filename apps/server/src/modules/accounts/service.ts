// Member accounts: registration, activation, login, the session user, passwords (spec §4 "Activation", §5, §7).
import { ACTIVATION, MSG } from '@tedarik/contract/accounts/public';
import type { Role } from '@tedarik/contract/constants';
import { normalizeEmail } from '@tedarik/contract/text';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { type Db, isUniqueViolation, type Tx } from '../../db/client';
import { activationCodes, loginLinks } from '../../db/schema/accounts';
import { categories } from '../../db/schema/catalog';
import { members } from '../../db/schema/members';
import { cities } from '../../db/schema/places';
import type { AppContext } from '../../platform/context';
import { hashPassword, newCode, sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { recipientCoolingDown, sendTo } from '../../platform/notices';
import { recordRegistration } from '../consents/service';
import { memberSearchKey, memberSlug } from '../members/service';
import { roleSql } from '../packages/service';
import { forgetQuietLogins, loginKey, loginSucceeded, takeLoginAttempt } from './login-throttle';
import {
  checkPassword,
  endEmailChanges,
  endResetLinks,
  mailResetLink,
  passwordMatches,
  setPassword,
} from './passwords';
import { createSession, endOtherSessions } from './sessions';

export { activateByAdmin, setMemberActive, setMemberCompany, setPasswordByAdmin } from './member-state';
export { checkPassword, resetPassword } from './passwords';
export { sessionIdOf } from './sessions';

type Ctx = Pick<AppContext, 'db' | 'outbox' | 'publicUrl'>;

const CODE_TTL_MINUTES = 15;
const CODE_MAX_ATTEMPTS = 5;

const codeHash = (memberId: number, code: string) => sha256(`${memberId}:${code.trim()}`);

/** A logged-in member as the browser keeps it (the wire shape is in ./wire). */
export interface SessionMember {
  email: string;
  token: string;
  role: Role;
  companyName: string;
  fullName: string;
  logo: string | null;
  activated: boolean;
}

export async function sessionUser(db: Db, memberId: number, token: string): Promise<SessionMember> {
  const [m] = await db
    .select({
      email: members.email,
      companyName: members.companyName,
      fullName: members.fullName,
      logo: members.logo,
      activatedAt: members.activatedAt,
      role: roleSql,
    })
    .from(members)
    .where(eq(members.id, memberId));
  if (!m) throw new AppError(MSG.loginFailed);
  const { activatedAt, ...rest } = m;
  return { ...rest, token, activated: activatedAt !== null };
}

function activationMessages(code: string, email: string, phone: string) {
  const text = `Tedarik aktivasyon kodunuz: ${code}. Kod ${CODE_TTL_MINUTES} dakika geçerlidir.`;
  const kind = 'activation' as const;
  return [
    {
      channel: 'mail' as const,
      to: email,
      subject: 'Tedarik aktivasyon kodunuz',
      body: text,
      title: 'Aktivasyon kodunuz',
      paragraphs: [`Tedarik aktivasyon kodunuz: ${code}`, `Kod ${CODE_TTL_MINUTES} dakika geçerlidir.`],
      kind,
    },
    ...(phone ? [{ channel: 'sms' as const, to: phone, body: text, kind }] : []),
  ];
}

export interface Registration {
  email: string;
  password: string;
  companyName: string;
  fullName: string;
  phone: string;
  whatsapp: string;
  website: string;
  cityId: number;
  /** a manufacturer (a company), with its sector (a top-level category) */
  isCompany: boolean;
  sectorId?: number;
  smsOptIn: boolean;
  mailOptIn: boolean;
}

/**
 * A new member. Its consents are recorded with it (consents area, decision 0071): the membership agreement and the
 * privacy notice, and the commercial consent of each channel as its checkboxes said; `at` names the call and the IP.
 */
export async function register(
  ctx: Ctx,
  input: Registration,
  at: { ip: string; source: 'kayit-json' | 'kayit-form' } = { ip: '', source: 'kayit-json' },
): Promise<SessionMember> {
  const { db } = ctx;
  const [taken, city, sector] = await Promise.all([
    db.$count(members, eq(members.email, input.email)),
    db.$count(cities, eq(cities.id, input.cityId)),
    input.isCompany && input.sectorId
      ? db.$count(categories, and(eq(categories.id, input.sectorId), isNull(categories.parentId)))
      : Promise.resolve(1),
  ]);
  const wrong = [!city && MSG.city, !sector && MSG.sector].filter(Boolean);
  if (wrong.length) throw new AppError(wrong.join('\n'));
  if (taken) throw new AppError(MSG.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const code = newCode();
  try {
    const { memberId, token } = await db.transaction(async (tx) => {
      const [m] = await tx
        .insert(members)
        .values({
          email: input.email,
          passwordHash,
          companyName: input.companyName,
          fullName: input.fullName,
          phone: input.phone,
          whatsapp: input.whatsapp,
          website: input.website,
          sectorId: input.isCompany ? input.sectorId : null,
          cityId: input.cityId,
          isCompany: input.isCompany,
          smsOptIn: input.smsOptIn,
          mailOptIn: input.mailOptIn,
          slug: memberSlug(input.companyName),
          search: memberSearchKey({ companyName: input.companyName, fullName: input.fullName, email: input.email }),
        })
        .returning({ id: members.id });
      await tx.insert(activationCodes).values({
        memberId: m.id,
        codeHash: codeHash(m.id, code),
        expiresAt: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
      });
      await recordRegistration(tx, { memberId: m.id, email: input.email, phone: input.phone }, input, at);
      await sendTo(tx, ...activationMessages(code, input.email, input.phone));
      return { memberId: m.id, token: await createSession(tx, { memberId: m.id }) };
    });
    ctx.outbox.kick();
    return sessionUser(db, memberId, token);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(MSG.emailTaken);
    throw err;
  }
}

/** Throttled per e-mail (./login-throttle): a wrong password and an unknown e-mail are counted alike. */
export async function login(ctx: Pick<AppContext, 'db' | 'clock'>, mail: string, password: string) {
  const { db } = ctx;
  const email = normalizeEmail(mail);
  const key = loginKey('member', email);
  await takeLoginAttempt(ctx, key);
  const [m] = await db
    .select({ id: members.id, hash: members.passwordHash, active: members.active })
    .from(members)
    .where(eq(members.email, email));
  if (!(await passwordMatches(m?.hash, password)) || !m) {
    await forgetQuietLogins(ctx);
    throw new AppError(MSG.loginFailed);
  }
  await loginSucceeded(db, key);
  if (!m.active) throw new AppError(MSG.accountStopped);
  return sessionUser(db, m.id, await createSession(db, { memberId: m.id }));
}

const findByEmail = async (db: Db, email: string) =>
  (
    await db
      .select({ id: members.id, phone: members.phone, activatedAt: members.activatedAt })
      .from(members)
      .where(eq(members.email, email))
  )[0];

/** aktivasyonSorgusu: 'OK' when the account still needs its code, 'Not' when it is active, 'NON' when unknown. */
export async function activationNeeded(db: Db, email: string) {
  const m = await findByEmail(db, email);
  if (!m) return ACTIVATION.none;
  return m.activatedAt ? ACTIVATION.not : ACTIVATION.ok;
}

/** aktivasyonKoduGonder: a new code by SMS and mail; earlier codes stop working. */
export async function sendActivationCode(ctx: Ctx, email: string) {
  const m = await findByEmail(ctx.db, email);
  if (!m) return ACTIVATION.none;
  if (m.activatedAt) return ACTIVATION.success;
  if (await recipientCoolingDown(ctx.db, [email, m.phone].filter(Boolean), 'activation'))
    throw new AppError(MSG.codeCooldown, 429);
  const code = newCode();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(activationCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(activationCodes.memberId, m.id), isNull(activationCodes.usedAt)));
    await tx.insert(activationCodes).values({
      memberId: m.id,
      codeHash: codeHash(m.id, code),
      expiresAt: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
    });
    await sendTo(tx, ...activationMessages(code, email, m.phone));
  });
  ctx.outbox.kick();
  return ACTIVATION.ok;
}

/** aktivasyonKoduOnay: the latest unused, unexpired code, with at most CODE_MAX_ATTEMPTS tries. */
export async function confirmActivation(db: Db, email: string, code: string) {
  const m = await findByEmail(db, email);
  if (!m) return ACTIVATION.none;
  // a code entered again after the account is active: 'Success' ('Hesabınız onaylanmıştır.'), not a wrong code
  if (m.activatedAt) return ACTIVATION.success;
  const [current] = await db
    .select()
    .from(activationCodes)
    .where(
      and(
        eq(activationCodes.memberId, m.id),
        isNull(activationCodes.usedAt),
        gt(activationCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(activationCodes.createdAt), desc(activationCodes.id))
    .limit(1);
  if (!current) return ACTIVATION.not;
  // every try is counted first, atomically, so parallel guesses cannot pass the limit together
  const [counted] = await db
    .update(activationCodes)
    .set({ attempts: sql`${activationCodes.attempts} + 1` })
    .where(and(eq(activationCodes.id, current.id), lt(activationCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ id: activationCodes.id });
  if (!counted || current.codeHash !== codeHash(m.id, code)) return ACTIVATION.not;
  await db.transaction(async (tx) => {
    await tx.update(activationCodes).set({ usedAt: sql`now()` }).where(eq(activationCodes.id, current.id));
    await tx.update(members).set({ activatedAt: sql`now()` }).where(eq(members.id, m.id));
  });
  return ACTIVATION.ok;
}

/** Mails a one-time reset link valid for an hour. Unknown e-mails get the same answer (no account probing). */
export async function forgotPassword(ctx: Ctx, email: string) {
  const m = await findByEmail(ctx.db, email);
  if (!m) return;
  await mailResetLink(
    ctx,
    { memberId: m.id },
    { to: email, subject: 'Tedarik şifre sıfırlama', page: '/account-sifre-sifirla' },
  );
}

/** uyesifremGuncelle: other sessions and unused reset links end, this session stays; the member is told by mail. */
export async function changePassword(
  ctx: Ctx & Pick<AppContext, 'clock'>,
  memberId: number,
  token: string,
  input: { currentPassword: string; newPassword: string },
) {
  await checkPassword(ctx, { memberId }, input.currentPassword);
  await setPassword(ctx, { memberId }, input.newPassword, token);
}

export async function accountStatus(db: Db, memberId: number) {
  const [m] = await db
    .select({ activatedAt: members.activatedAt, active: members.active, role: roleSql })
    .from(members)
    .where(eq(members.id, memberId));
  return { activated: m.activatedAt !== null, active: m.active, role: m.role };
}

/**
 * An account being erased (decision 0072), in the caller's transaction: its sessions end, its login, reset and
 * e-mail change links stop working and its password matches nothing, at once; the erasure's task forgets the rest.
 * The caller tells the cache (sessions are cached).
 */
export async function closeAccount(tx: Db | Tx, memberId: number) {
  await endOtherSessions(tx, { memberId });
  await endResetLinks(tx, { memberId });
  await endEmailChanges(tx, memberId);
  await tx.delete(loginLinks).where(eq(loginLinks.memberId, memberId));
  await tx.update(members).set({ passwordHash: '!' }).where(eq(members.id, memberId));
}
