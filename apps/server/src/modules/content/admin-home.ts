// The back-office home page (admin spec §2 "Dashboard", §7): the counters and the work waiting for the administrator,
// asked of the areas that own it. English rows; content/wire.ts gives them the Turkish answer.
import type { Db } from '../../db/client';
import { memberCounts } from '../members/service';
import { pendingRatings } from '../offers/service';
import { pendingApplications } from '../packages/service';
import { productCount } from '../products/service';
import { pendingRequests, requestCount } from '../requests/service';
import { pendingTickets } from '../support/service';

/** Every member, company, product and request (not only the public ones). */
export async function adminCounters(db: Db) {
  const [people, products, requests] = await Promise.all([memberCounts(db), productCount(db), requestCount(db)]);
  return { members: people.all, companies: people.companies, products, requests };
}
export type AdminCounters = Awaited<ReturnType<typeof adminCounters>>;

/** Ratings, support tickets, package applications and requests waiting for the administrator. */
export async function adminHome(db: Db) {
  const [ratings, tickets, applications, requests] = await Promise.all([
    pendingRatings(db),
    pendingTickets(db),
    pendingApplications(db),
    pendingRequests(db),
  ]);
  return { ratings, tickets, applications, requests };
}
export type AdminHome = Awaited<ReturnType<typeof adminHome>>;
