// The back-office's company picker of the credits screen (kept out of service.ts: the members' search rule would
// close a cycle through packages, whose activation settles credits).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditAccounts } from '../../db/schema/credits';
import { members } from '../../db/schema/members';
import { memberMatches } from '../members/service';

/** The back-office's company picker: companies whose search key contains `text`, with their balances. */
export const findCompanies = (db: Db, text: string) =>
  db
    .select({
      memberId: members.id,
      companyName: members.companyName,
      email: members.email,
      limited: sql<boolean>`coalesce(${creditAccounts.limited}, false)`,
      total: sql<number>`coalesce(${creditAccounts.monthly} + ${creditAccounts.topUp}, 0)::int`,
    })
    .from(members)
    .leftJoin(creditAccounts, eq(creditAccounts.memberId, members.id))
    .where(and(eq(members.isCompany, true), memberMatches(text)))
    .orderBy(asc(members.companyName))
    .limit(20);
