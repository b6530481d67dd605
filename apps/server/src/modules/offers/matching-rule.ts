import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { requests } from '../../db/schema/requests';
import { matchesCompanySql } from '../matching/service';
import { publicRequestSql } from '../requests/service';

/**
 * The request (in a statement over `requests`) is one the member may offer on by its matching (DESIGN §4, decision
 * 0061: its products and its 'Talep Tercihlerim'): public, matching the company, not its own. Its feed also leaves
 * out what it answered already (offerable.ts); its spreadsheet lists it all (spreadsheets.ts). `products`: see
 * matchesCompanySql.
 */
export const matchingRequestSql = (memberId: number | Placeholder, products?: number[] | SQL) =>
  and(publicRequestSql, matchesCompanySql(memberId, products), sql`${requests.memberId} <> ${memberId}`);
