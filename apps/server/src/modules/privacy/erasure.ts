// A member's account erased (issue 53 item 4, decision 0072): 'Hesabımı Sil' by the member (its password and the
// typed confirmation) or 'Üyeliği Sil' by the administrator from the data-request queue. The call closes the account
// at once — its sessions and links end, its password matches nothing — and asks for a durable task (platform/tasks.ts)
// that forgets the member through every area's register (members/service.ts deleteMember, decision 0053) and then
// removes its files. What other members rely on stays, pseudonymised ('Silinmiş Üye'; texts masked for good).
import { DATA_REQUEST_DAYS, DATA_REQUEST_MSG } from '@tedarik/contract/privacy/admin';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dataRequests } from '../../db/schema/privacy';
import { type AuditRecord, writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { addTask, type TaskKind } from '../../platform/tasks';
import { checkPassword, closeAccount } from '../accounts/service';
import { deleteMember, memberIdentity } from '../members/service';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** The durable task that forgets a member (the app builds the kind, `memberErasureTask`). */
export const ERASURE_TASK = { kind: 'member-erasure' } as const;
/** what the task is given: the member, and the data request it closes once done (a member's own) */
type Erasure = { memberId: number; closes?: number };

const DAY_MS = 86_400_000;
/** A data request's deadline: 30 days after it was received (KVKK art. 13/2). */
export const dueOf = (received: Date) => new Date(received.getTime() + DATA_REQUEST_DAYS * DAY_MS);

/** The account closed now and its erasure asked for, in the caller's transaction (the member's row locked). */
async function askErasure(tx: Tx, memberId: number, closes?: number) {
  await closeAccount(tx, memberId);
  // no member_id on the task: a member's tasks go with its data, this one must stay to be seen done
  await addTask<Erasure>(tx, ERASURE_TASK, closes ? { memberId, closes } : { memberId });
}

/**
 * 'Hesabımı Sil': the member's password checked (as a login attempt, throttled like one: accounts' checkPassword),
 * then, in one transaction, its request logged in the queue as an erasure from its panel, its account closed and the
 * erasure asked for. A wrong password changes nothing.
 */
export async function eraseOwnAccount(ctx: Ctx, memberId: number, password: string) {
  await checkPassword(ctx, { memberId }, password);
  await ctx.db.transaction(async (tx) => {
    const who = await memberIdentity(tx, memberId, true);
    if (!who) throw notFound(DATA_REQUEST_MSG.memberGone);
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(dataRequests)
      .values({
        kind: 'silme',
        channel: 'uye-paneli',
        requesterName: who.names?.[0] ?? '',
        requesterEmail: who.email,
        memberId,
        receivedAt: now,
        dueAt: dueOf(now),
      })
      .returning({ id: dataRequests.id });
    await askErasure(tx, memberId, row.id);
  });
}

/** The open request about a member, locked, for the back-office's actions on it. */
export async function openRequestOf(tx: Db | Tx, id: number) {
  const [row] = await tx.select().from(dataRequests).where(eq(dataRequests.id, id)).for('update');
  if (!row) throw notFound(DATA_REQUEST_MSG.notFound);
  if (row.status !== 'acik') throw new AppError(DATA_REQUEST_MSG.closed, 409);
  if (row.memberId === null) throw new AppError(DATA_REQUEST_MSG.noMember, 409);
  return { ...row, memberId: row.memberId };
}

/**
 * 'Üyeliği Sil': the member a request is about erased as its own 'Hesabımı Sil' erases it, written in the audit log
 * in the same transaction. The request stays open for the administrator to close with its answer.
 */
export async function eraseRequestMember(ctx: Ctx, audit: AuditRecord, id: number) {
  await ctx.db.transaction(async (tx) => {
    const request = await openRequestOf(tx, id);
    if (!(await memberIdentity(tx, request.memberId, true))) throw notFound(DATA_REQUEST_MSG.memberGone);
    await askErasure(tx, request.memberId);
    await writeAudit(tx, audit, {
      targetType: 'members',
      targetId: request.memberId,
      after: { veriTalebi: id, islem: 'uyelik-silme' },
    });
  });
}

/**
 * The task kind that erases: every area forgets the member in one transaction, its files are removed, the cache is
 * told (sessions and every list that showed it), and a member's own request is closed. Run twice, it finds no present
 * member and only closes what is still open.
 */
export function memberErasureTask(
  ctx: Pick<AppContext, 'db' | 'storage' | 'personalData' | 'cache' | 'clock'>,
): TaskKind<Erasure> {
  return {
    kind: ERASURE_TASK.kind,
    async run({ memberId, closes }) {
      if (await deleteMember(ctx, memberId)) ctx.cache.changed();
      if (closes)
        await ctx.db
          .update(dataRequests)
          .set({ status: 'tamamlandi', closedAt: ctx.clock.now(), answer: DATA_REQUEST_MSG.selfErased })
          .where(and(eq(dataRequests.id, closes), eq(dataRequests.status, 'acik')));
    },
  };
}
