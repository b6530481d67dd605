// A member's e-mail (the login) changes only once a link mailed to the new address is opened (issue 35): a typo or a
// borrowed session cannot move the account to an address its owner does not read. The legacy call
// (uyekullaniciGuncelle) keeps its answer; the link is one-time, valid for a day, stored as its SHA-256, and only the
// newest one works. Opening it changes the login, ends every session and unused reset link, and tells the old address.
import { EMAIL_CHANGE_MSG, MSG } from '@tedarik/contract/accounts/public';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/client';
import { emailChanges } from '../../db/schema/accounts';
import { members } from '../../db/schema/members';
import type { AppContext } from '../../platform/context';
import { newToken, sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import { recipientCoolingDown, sendTo } from '../../platform/notices';
import { memberSearchKey } from '../members/service';
import { accountNotice, checkPassword, endEmailChanges, endResetLinks } from './passwords';
import { endOtherSessions } from './sessions';

type Ctx = Pick<AppContext, 'db' | 'outbox' | 'publicUrl' | 'clock'>;

const LINK_TTL = sql`interval '24 hours'`;
export const CONFIRM_PAGE = '/account-eposta-onay';

const emailOwner = async (ctx: Ctx, email: string) =>
  (await ctx.db.select({ id: members.id }).from(members).where(eq(members.email, email)))[0]?.id;

/**
 * uyekullaniciGuncelle: the new e-mail, with the current password. Mails a confirmation link to the new address (at
 * most one a minute and a few a day to one address, like codes); nothing changes until it is opened.
 */
export async function requestEmailChange(ctx: Ctx, memberId: number, input: { email: string; password: string }) {
  const { db } = ctx;
  await checkPassword(ctx, { memberId }, input.password);
  const owner = await emailOwner(ctx, input.email);
  if (owner === memberId) return; // already the login: nothing to confirm
  if (owner !== undefined) throw new AppError(MSG.emailTaken);
  if (await recipientCoolingDown(db, [input.email], 'email')) throw new AppError(EMAIL_CHANGE_MSG.cooldown, 429);
  const token = newToken();
  await db.transaction(async (tx) => {
    await endEmailChanges(tx, memberId); // only the newest link works
    await tx
      .insert(emailChanges)
      .values({ memberId, newEmail: input.email, tokenHash: sha256(token), expiresAt: sql`now() + ${LINK_TTL}` });
    await sendTo(tx, {
      channel: 'mail',
      kind: 'email',
      to: input.email,
      subject: 'Tedarik e-posta adresinizi onaylayın',
      body:
        'Tedarik hesabınızın e-posta adresini bu adres olarak değiştirmek için bu bağlantıyı açın ' +
        `(24 saat geçerlidir):\n${ctx.publicUrl}${CONFIRM_PAGE}?token=${token}\n\n` +
        'Bu isteği siz yapmadıysanız bu maili dikkate almayın; e-posta adresiniz değişmez.',
      title: 'E-posta adresinizi onaylayın',
      paragraphs: [
        'Tedarik hesabınızın e-posta adresini bu adres olarak değiştirmek için aşağıdaki bağlantıyı açın ' +
          '(24 saat geçerlidir).',
        'Bu isteği siz yapmadıysanız bu maili dikkate almayın; e-posta adresiniz değişmez.',
      ],
      action: { label: 'E-postamı Onayla', link: `${ctx.publicUrl}${CONFIRM_PAGE}?token=${token}` },
    });
  });
  ctx.outbox.kick();
}

/** epostaOnay: applies the change of the link `token`, once; every session of the member ends. */
export async function confirmEmailChange(ctx: Ctx, token: string) {
  try {
    await ctx.db.transaction(async (tx) => {
      const [change] = await tx
        .update(emailChanges)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailChanges.tokenHash, sha256(token)),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, sql`now()`),
          ),
        )
        .returning();
      if (!change) throw new AppError(EMAIL_CHANGE_MSG.invalid);
      const memberId = change.memberId;
      const [m] = await tx
        .select({ companyName: members.companyName, fullName: members.fullName, email: members.email })
        .from(members)
        .where(eq(members.id, memberId));
      // taken since the link was sent (a registration): the unique index refuses it below
      await tx
        .update(members)
        .set({ email: change.newEmail, search: memberSearchKey({ ...m, email: change.newEmail }) })
        .where(eq(members.id, memberId));
      await endResetLinks(tx, { memberId });
      await endOtherSessions(tx, { memberId });
      await sendTo(
        tx,
        accountNotice(ctx, m.email, `E-posta adresiniz ${change.newEmail} olarak değiştirildi`, { memberId }),
      );
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(MSG.emailTaken);
    throw err;
  }
  ctx.outbox.kick();
  return EMAIL_CHANGE_MSG.done;
}
