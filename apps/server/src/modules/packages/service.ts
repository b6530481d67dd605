// Package definitions and members' subscriptions (DESIGN §4 "Packages", "Roles").
import type { Role } from '@tedarik/contract/constants';
import { eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/members';
import { packageDefinitions, packageSubscriptions } from '../../db/schema/packages';
import { activeDefinitions, memberSubscriptions } from './subscriptions';

export { packageExpiryJob, sendExpiryNotices } from './expiry';
// an application's decision (the legacy call's and the moderation workbench's one path)
// a package order (orders area): its application, withdrawn when cancelled, activated in the confirmation's transaction
export {
  applyIn as applyForPackageIn,
  netPrice,
  setStatus as setSubscriptionStatus,
  setStatusIn as setSubscriptionStatusIn,
  withdrawIn as withdrawApplicationIn,
} from './subscriptions';

// Written out in SQL for queries that have `members` in their FROM: drizzle leaves single-table columns
// unqualified, which a correlated subquery would misread.

const runningPackage = (rowByRow: boolean) => sql`exists (select 1 from package_subscriptions ps
  where ps.member_id = members.id and ps.status and ps.starts_on <= current_date and ps.ends_on > current_date
  ${rowByRow ? sql`offset 0` : sql``})`;
/** The member holds a package running today. */
export const runningPackageSql = runningPackage(false);

/**
 * The member's role, derived on every login and uyeDogrula (never stored): a company with a package running today →
 * imalatci; an application awaiting approval → onay; any other company → firma; a plain member → basic.
 */
export const roleSql: SQL<Role> = sql<Role>`case
    when members.is_company and ${runningPackageSql} then 'imalatci'
    when exists (select 1 from package_subscriptions ps where ps.member_id = members.id and ps.status is null)
      then 'onay'
    when members.is_company then 'firma'
    else 'basic' end`;

/** A company whose products are public: active, a company, with a running package. */
export const publishingCompanySql = sql`(members.active and members.is_company and ${runningPackageSql})`;
/**
 * The same, its package looked up for each row: "offset 0" keeps PostgreSQL from joining the packages. For a product
 * search: with texts of 1 to 16,683 catalog products (of 100,000) its statements took 0.2–64 ms at 1M, and joined up to
 * 350 ms. The whole list checked row by row took ten times as long as joined (decision 0029).
 */
export const publishingCompanyRowByRowSql = sql`(members.active and members.is_company and ${runningPackage(true)})`;

/** A member's role now (undefined for an unknown member). */
export async function roleOf(db: Db, memberId: number): Promise<Role | undefined> {
  const [m] = await db.select({ role: roleSql }).from(members).where(eq(members.id, memberId));
  return m?.role;
}

/** Package applications waiting for the administrator, oldest first (the back-office home page). */
export const pendingApplications = (db: Db, limit = 10) =>
  db
    .select({ subscription: packageSubscriptions, definition: packageDefinitions, member: members })
    .from(packageSubscriptions)
    .innerJoin(packageDefinitions, eq(packageDefinitions.id, packageSubscriptions.packageId))
    .innerJoin(members, eq(members.id, packageSubscriptions.memberId))
    .where(isNull(packageSubscriptions.status))
    .orderBy(packageSubscriptions.createdAt)
    .limit(limit);

/** A member's packages for the back-office: the definitions to choose from, its current and its past packages. */
export async function memberPackages(db: Db, memberId: number) {
  const [definitions, { current, past }] = await Promise.all([
    activeDefinitions(db),
    memberSubscriptions(db, memberId),
  ]);
  return { definitions, current, past };
}
