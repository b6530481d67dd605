// One-time login links (issue 47 item 8; decision 0046). The login throttle (login-throttle.ts) refuses every attempt
// while an account waits, the right password too, so someone trying once every few minutes keeps the owner out for
// ever. The owner's way in needs no password: a link mailed to the account's address (a member's, or the
// administrator's), stored as its SHA-256, valid LOGIN_LINK_HOURS and used once. Asking is limited like every code
// and link (one a minute, five a day per address: recipientCoolingDown), and each link of the day works until it is
// used or expires — the five a day live as long as the day, so someone asking for links cannot use up the owner's.
// Using one ends the owner's other unused links. It changes nothing else: no password, no other session, and the
// throttle's count stays (the link proves the mailbox, not the password).

import { MSG } from '@tedarik/contract/accounts/public';
import { LOGIN_LINK_HOURS, LOGIN_LINK_MSG } from '@tedarik/contract/accounts/public-login-links';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, loginLinks } from '../../db/schema/accounts';
import { members } from '../../db/schema/members';
import type { AppContext } from '../../platform/context';
import { newToken, sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { recipientCoolingDown, sendTo } from '../../platform/notices';
import { createSession, type Owner } from './sessions';

type Ctx = Pick<AppContext, 'db' | 'outbox' | 'publicUrl'>;
type Kind = 'member' | 'admin';

/** The page each link opens, which posts its token. */
export const LOGIN_LINK_PAGE: Record<Kind, string> = {
  member: '/account-giris-baglantisi',
  admin: '/adminimt/giris-baglantisi',
};

/** The owner of the address: a member's login, or an administrator's address (typed lower-case, admin spec §5). */
async function ownerOf(db: Db, kind: Kind, email: string): Promise<Owner | undefined> {
  if (kind === 'member') {
    const [m] = await db.select({ id: members.id }).from(members).where(eq(members.email, email));
    return m && { memberId: m.id };
  }
  if (!email) return undefined;
  const [a] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(sql`lower(${admins.email}) = ${email}`, eq(admins.active, true)));
  return a && { adminId: a.id };
}

/** Mails a login link to `email` when it is an account's address; nothing otherwise (the answer is the same). */
export async function mailLoginLink(ctx: Ctx, kind: Kind, email: string) {
  const owner = await ownerOf(ctx.db, kind, email);
  if (!owner || (await recipientCoolingDown(ctx.db, [email], 'login'))) return;
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(loginLinks).values({
      ...owner,
      tokenHash: sha256(token),
      expiresAt: sql`now() + make_interval(hours => ${LOGIN_LINK_HOURS})`,
    });
    await sendTo(tx, {
      channel: 'mail',
      kind: 'login',
      to: email,
      subject: kind === 'member' ? 'Tedarik giriş bağlantınız' : 'Tedarik yönetim paneli giriş bağlantınız',
      body:
        `Şifre girmeden giriş yapmak için bu bağlantıyı açın (${LOGIN_LINK_HOURS} saat geçerlidir, bir kez ` +
        `kullanılabilir):\n${ctx.publicUrl}${LOGIN_LINK_PAGE[kind]}?token=${token}\n\n` +
        'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; bağlantı olmadan kimse hesabınıza bununla giremez. ' +
        'Hesabınıza hatalı şifreler denendiyse şifrenizi değiştirmenizi öneririz.',
      title: 'Giriş bağlantınız',
      paragraphs: [
        `Şifre girmeden giriş yapmak için aşağıdaki bağlantıyı açın (${LOGIN_LINK_HOURS} saat geçerlidir, bir kez ` +
          'kullanılabilir).',
        'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; bağlantı olmadan kimse hesabınıza bununla giremez. ' +
          'Hesabınıza hatalı şifreler denendiyse şifrenizi değiştirmenizi öneririz.',
      ],
      action: { label: 'Giriş Yap', link: `${ctx.publicUrl}${LOGIN_LINK_PAGE[kind]}?token=${token}` },
    });
  });
  ctx.outbox.kick();
}

/**
 * The session of a link of `kind`'s, once: the link and the owner's other unused links are used up in the same
 * transaction as the session is made. A stopped member is refused as at login. Answers the owner's id (a member's or
 * the administrator's, by `kind`) and the new session's token.
 */
export async function loginWithLink(db: Db, kind: Kind, token: string) {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(loginLinks)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(loginLinks.tokenHash, sha256(token)),
          isNull(loginLinks.usedAt),
          gt(loginLinks.expiresAt, sql`now()`),
          isNotNull(kind === 'member' ? loginLinks.memberId : loginLinks.adminId),
        ),
      )
      .returning();
    if (!link) throw new AppError(LOGIN_LINK_MSG.invalid);
    const owner: Owner = link.memberId !== null ? { memberId: link.memberId } : { adminId: link.adminId as number };
    await tx
      .update(loginLinks)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          'memberId' in owner ? eq(loginLinks.memberId, owner.memberId) : eq(loginLinks.adminId, owner.adminId),
          isNull(loginLinks.usedAt),
        ),
      );
    if ('memberId' in owner) {
      const [m] = await tx.select({ active: members.active }).from(members).where(eq(members.id, owner.memberId));
      if (!m?.active) throw new AppError(MSG.accountStopped);
    }
    const id = 'memberId' in owner ? owner.memberId : owner.adminId;
    return { id, token: await createSession(tx, owner) };
  });
}
