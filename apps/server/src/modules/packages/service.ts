// Package definitions and members' subscriptions (DESIGN §4 "Packages", "Roles").
import type { Role } from '@tedarik/contract/constants';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The member's role, derived on every login and uyeDogrula (never stored), for a query that has `members` in its
 * FROM: a company with a package running today → imalatci; an application awaiting approval → onay;
 * any other company → firma; a plain member → basic.
 * (Written out in SQL because drizzle leaves single-table columns unqualified, which a correlated subquery misreads.)
 */
export const roleSql: SQL<Role> = sql<Role>`case
    when members.is_company and exists (select 1 from package_subscriptions ps where ps.member_id = members.id
      and ps.status and ps.starts_on <= current_date and ps.ends_on >= current_date) then 'imalatci'
    when exists (select 1 from package_subscriptions ps where ps.member_id = members.id and ps.status is null)
      then 'onay'
    when members.is_company then 'firma'
    else 'basic' end`;
