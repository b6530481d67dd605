// The administrators (decision 0054): the Yönetici adds one with its role and first password, changes a role,
// deactivates one. The last active Yönetici keeps its role and its account: the back-office is never left without
// someone who can manage it. Each change is written to the audit log in its own transaction, before and after.
import { ADMINS_MSG, type AdminAccount, type AdminRole } from '@tedarik/contract/accounts/admin-team';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { admins, sessions } from '../../db/schema/accounts';
import { type AuditRecord, writeAudit } from '../../platform/audit';
import { hashPassword } from '../../platform/crypto';
import { AppError, notFound } from '../../platform/errors';

const account = {
  id: admins.id,
  name: admins.name,
  username: admins.username,
  email: admins.email,
  role: sql<AdminRole>`${admins.role}`,
  active: admins.active,
  createdAt: admins.createdAt,
};
type AccountRow = { [K in keyof typeof account]: K extends 'createdAt' ? Date : AdminAccount[K] };
const toAccount = (a: AccountRow): AdminAccount => ({ ...a, createdAt: a.createdAt.toISOString() });

/** Every administrator, the active first, then by name. */
export async function listAdmins(db: Db) {
  const rows = await db.select(account).from(admins).orderBy(desc(admins.active), asc(admins.username)).limit(500);
  return rows.map(toAccount);
}

export async function addAdmin(
  db: Db,
  audit: AuditRecord,
  input: { name: string; username: string; email: string; role: AdminRole; password: string },
) {
  const passwordHash = await hashPassword(input.password); // before the transaction: hashing takes a while
  return db.transaction(async (tx) => {
    const [clash] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.username, input.username));
    if (clash) throw new AppError(ADMINS_MSG.usernameTaken, 400, { username: ADMINS_MSG.usernameTaken });
    const [row] = await tx
      .insert(admins)
      .values({ name: input.name, username: input.username, email: input.email, role: input.role, passwordHash })
      .returning(account);
    const added = toAccount(row);
    await writeAudit(tx, audit, { targetType: 'admins', targetId: added.id, after: added });
    return added;
  });
}

/** The administrator, its row locked for the change, and whether it is the last active Yönetici. */
async function lockedForChange(tx: Tx, id: number) {
  // every active Yönetici's row is locked: two changes at once cannot both leave none
  const managers = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.role, 'manager'), eq(admins.active, true)))
    .for('update');
  const [row] = await tx.select(account).from(admins).where(eq(admins.id, id)).for('update');
  if (!row) throw notFound(ADMINS_MSG.notFound);
  const lastManager = managers.length === 1 && managers[0].id === id;
  return { before: toAccount(row), lastManager };
}

export async function changeRole(db: Db, audit: AuditRecord, id: number, role: AdminRole) {
  return db.transaction(async (tx) => {
    const { before, lastManager } = await lockedForChange(tx, id);
    if (lastManager && role !== 'manager') throw new AppError(ADMINS_MSG.lastManager, 409);
    const [row] = await tx.update(admins).set({ role }).where(eq(admins.id, id)).returning(account);
    const after = toAccount(row);
    await writeAudit(tx, audit, { targetType: 'admins', targetId: id, before, after });
    return after;
  });
}

/** The administrator logs in no more: its sessions end; its rows in the audit log keep naming it. */
export async function deactivateAdmin(db: Db, audit: AuditRecord, id: number) {
  if (id === audit.adminId) throw new AppError(ADMINS_MSG.self, 409);
  await db.transaction(async (tx) => {
    const { before, lastManager } = await lockedForChange(tx, id);
    if (lastManager) throw new AppError(ADMINS_MSG.lastManager, 409);
    const [row] = await tx
      .update(admins)
      .set({ active: false })
      .where(and(eq(admins.id, id), ne(admins.active, false)))
      .returning(account);
    await tx.delete(sessions).where(eq(sessions.adminId, id));
    await writeAudit(tx, audit, { targetType: 'admins', targetId: id, before, after: row ? toAccount(row) : before });
  });
}
