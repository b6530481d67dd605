// Applications and packages of members (DESIGN §4 "Packages"): a member applies for an active definition and waits
// (null); the administrator makes it active (it runs from its start for its months, and the member becomes a
// company) or passive, or adds a package directly. A member has at most one waiting or running package at a time.
import { fromKurus, kurusOf } from '@tedarik/contract/money';
import { PACKAGE_MSG } from '@tedarik/contract/packages/member';
import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { members } from '../../db/schema/members';
import { packageDefinitions, packageSubscriptions } from '../../db/schema/packages';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { afterCommit } from '../../platform/notices';
import { settleCredits } from '../credits/service';
import { tellDecision } from './decision-notices';

/** What a definition costs a member: its price less its discount, exact to the kuruş and never below zero. */
export function netPrice(d: { price: string; discount: string }): string {
  const net = kurusOf(d.price) - kurusOf(d.discount);
  return fromKurus(net > 0n ? net : 0n);
}

/** Running today (the one rule of a running package, as in runningPackageSql). */
const runningSql = sql<boolean>`coalesce(${packageSubscriptions.status}
  and ${packageSubscriptions.startsOn} <= current_date and ${packageSubscriptions.endsOn} > current_date, false)`;

/** Waiting, or active and not over yet (running or starting later). */
const currentSql = or(
  isNull(packageSubscriptions.status),
  and(eq(packageSubscriptions.status, true), gt(packageSubscriptions.endsOn, sql`current_date`)),
);

const subscriptionQuery = (db: Db) =>
  db
    .select({ subscription: packageSubscriptions, definition: packageDefinitions, running: runningSql })
    .from(packageSubscriptions)
    .innerJoin(packageDefinitions, eq(packageDefinitions.id, packageSubscriptions.packageId));
export type SubscriptionRow = Awaited<ReturnType<ReturnType<typeof subscriptionQuery>['execute']>>[number];

/** The definitions offered to members, in price order. */
export const activeDefinitions = (db: Db) =>
  db
    .select()
    .from(packageDefinitions)
    .where(eq(packageDefinitions.active, true))
    .orderBy(asc(packageDefinitions.price));

/** The member's newest application or package. */
export async function latestSubscription(db: Db, memberId: number) {
  const [row] = await subscriptionQuery(db)
    .where(eq(packageSubscriptions.memberId, memberId))
    .orderBy(desc(packageSubscriptions.createdAt), desc(packageSubscriptions.id))
    .limit(1);
  return row;
}

/** paketBasvurusu: an application for an active definition, unless one is waiting or running. */
export async function apply(db: Db, memberId: number, packageId: number) {
  await db.transaction((tx) => applyIn(tx, memberId, packageId));
}

/**
 * An application in the caller's transaction (paketBasvurusu's, and a package order's: orders area), answering the
 * waiting row with its definition. One at a time, also for two sent together: the member's row is the lock.
 */
export async function applyIn(tx: Tx, memberId: number, packageId: number) {
  const [definition] = await tx
    .select()
    .from(packageDefinitions)
    .where(and(eq(packageDefinitions.id, packageId), eq(packageDefinitions.active, true)));
  if (!definition) throw new AppError(PACKAGE_MSG.choose);
  await tx.execute(sql`select 1 from members where id = ${memberId} for update`);
  const [current] = await tx
    .select({ status: packageSubscriptions.status })
    .from(packageSubscriptions)
    .where(and(eq(packageSubscriptions.memberId, memberId), currentSql))
    .limit(1);
  if (current) throw new AppError(current.status === null ? PACKAGE_MSG.pending : PACKAGE_MSG.running);
  const [row] = await tx
    .insert(packageSubscriptions)
    .values({ memberId, packageId, months: definition.months, price: netPrice(definition) })
    .returning();
  return { subscription: row, definition };
}

/** A waiting application withdrawn (a package order cancelled: orders area); a decided one stays. */
export async function withdrawIn(tx: Tx, memberId: number, id: number) {
  await tx
    .delete(packageSubscriptions)
    .where(
      and(
        eq(packageSubscriptions.id, id),
        eq(packageSubscriptions.memberId, memberId),
        isNull(packageSubscriptions.status),
      ),
    );
}

/** A member's packages for the back-office: current (waiting or not over) and past, newest first. */
export async function memberSubscriptions(db: Db, memberId: number) {
  const rows = await subscriptionQuery(db)
    .where(eq(packageSubscriptions.memberId, memberId))
    .orderBy(desc(packageSubscriptions.createdAt), desc(packageSubscriptions.id));
  const isCurrent = (s: SubscriptionRow['subscription']) =>
    s.status === null || (s.status === true && s.endsOn !== null && s.endsOn > todayIso());
  return {
    current: rows.filter((r) => isCurrent(r.subscription)),
    past: rows.filter((r) => !isCurrent(r.subscription)),
  };
}

const todayIso = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

/**
 * uyePaketDetayGunc: waiting (null), active (true: runs from today for its months, or keeps its dates if it had
 * them; the member becomes a company) or passive (false). The member hears of an approval or a rejection
 * (decision-notices.ts) once: the row is locked while its old status is read, so a repeated decision tells nothing.
 */
export async function setStatus(
  ctx: Pick<AppContext, 'db' | 'events' | 'outbox' | 'publicUrl'> & Partial<Pick<AppContext, 'clock'>>,
  memberId: number,
  id: number,
  status: boolean | null,
  note: string,
) {
  const told = await ctx.db.transaction((tx) =>
    setStatusIn(tx, ctx.publicUrl, memberId, id, status, note, ctx.clock?.now() ?? new Date()),
  );
  if (told) await afterCommit(ctx, told);
}

/**
 * setStatus in the caller's transaction (a confirmed package order's: orders area), answering what to publish after
 * its commit. The one activation path of a package.
 */
export async function setStatusIn(
  tx: Tx,
  publicUrl: string,
  memberId: number,
  id: number,
  status: boolean | null,
  note: string,
  now: Date,
) {
  const [before] = await tx
    .select({ status: packageSubscriptions.status, title: packageDefinitions.title })
    .from(packageSubscriptions)
    .innerJoin(packageDefinitions, eq(packageDefinitions.id, packageSubscriptions.packageId))
    .where(and(eq(packageSubscriptions.id, id), eq(packageSubscriptions.memberId, memberId)))
    .for('update', { of: packageSubscriptions });
  if (!before) throw notFound('Paket başvurusu bulunamadı.');
  const [s] = await tx
    .update(packageSubscriptions)
    .set({
      status,
      note,
      startsOn: status ? sql`coalesce(${packageSubscriptions.startsOn}, current_date)` : packageSubscriptions.startsOn,
      endsOn: status
        ? sql`coalesce(${packageSubscriptions.endsOn}, (coalesce(${packageSubscriptions.startsOn}, current_date)
            + make_interval(months => ${packageSubscriptions.months}))::date)`
        : packageSubscriptions.endsOn,
    })
    .where(and(eq(packageSubscriptions.id, id), eq(packageSubscriptions.memberId, memberId)))
    .returning({ endsOn: packageSubscriptions.endsOn });
  if (status) {
    await tx.update(members).set({ isCompany: true }).where(eq(members.id, memberId));
    // a package that counts offers grants its month's credits at once (credits area; the job would within the hour)
    await settleCredits(tx, memberId, now);
  }
  return tellDecision(tx, publicUrl, {
    ...before,
    memberId,
    from: before.status,
    to: status,
    endsOn: s.endsOn,
    note,
  });
}

/** uyePaketEkle: a package added directly, active from `startsOn` (default today) for `months` at `price`. */
export async function addPackage(
  db: Db,
  memberId: number,
  input: {
    packageId: number;
    startsOn?: string;
    months?: number /** a decimal string, '1500.50' */;
    price?: string;
    note: string;
  },
  now: Date = new Date(),
) {
  const [definition] = await db.select().from(packageDefinitions).where(eq(packageDefinitions.id, input.packageId));
  if (!definition) throw new AppError('Lütfen bir paket seçin.');
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  if (!member) throw notFound('Üye bulunamadı.');
  const months = input.months ?? definition.months;
  const start = input.startsOn ? sql`${input.startsOn}::date` : sql`current_date`;
  await db.transaction(async (tx) => {
    await tx.insert(packageSubscriptions).values({
      memberId,
      packageId: definition.id,
      months,
      price: input.price ?? netPrice(definition),
      note: input.note,
      status: true,
      startsOn: sql`${start}`,
      endsOn: sql`(${start} + make_interval(months => ${months}))::date`,
    });
    await tx.update(members).set({ isCompany: true }).where(eq(members.id, memberId));
    await settleCredits(tx, memberId, now);
  });
}

/** Packages running today with their companies, ending soonest first (the back-office list). */
export const activePackages = (db: Db) =>
  db
    .select({
      subscription: packageSubscriptions,
      definition: packageDefinitions,
      running: runningSql,
      member: members,
    })
    .from(packageSubscriptions)
    .innerJoin(packageDefinitions, eq(packageDefinitions.id, packageSubscriptions.packageId))
    .innerJoin(members, eq(members.id, packageSubscriptions.memberId))
    .where(runningSql)
    .orderBy(asc(packageSubscriptions.endsOn))
    .limit(1000);
