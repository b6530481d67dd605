// Notifications (new matching requests for manufacturers, rejections for buyers) and support tickets.
import { maskCompany } from '@tedarik/contract/text';
import { SUPPORT_THREADS } from './lists/texts';
import type { CatalogPlan } from './plan-catalog';
import type { MarketPlan } from './plan-market';
import type { PeoplePlan } from './plan-members';
import { daysAgo, type Rng } from './random';

export interface NotificationPlan {
  member: number;
  kind: 'request_match' | 'request_rejected';
  text: string;
  /** the link is built from the request id once it is known */
  link: 'public' | 'own';
  request: number;
  readAt: Date | null;
  createdAt: Date;
}

export interface TicketPlan {
  member: number;
  subject: string;
  createdAt: Date;
  messages: { body: string; fromMember: boolean; createdAt: Date }[];
}

export interface NoticesPlan {
  notifications: NotificationPlan[];
  tickets: TicketPlan[];
}

const MATCHES_PER_COMPANY = 4;
const HOUR = 3_600_000;

export function planNotices(
  rng: Rng,
  now: Date,
  catalog: CatalogPlan,
  people: PeoplePlan,
  market: MarketPlan,
): NoticesPlan {
  const notifications: NotificationPlan[] = [];
  const later = (d: Date, hours: number) => new Date(Math.min(now.getTime(), d.getTime() + hours * HOUR));

  // every company hears of the newest approved, open requests on the catalog products it has products under
  const newestFirst = market.requests
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => r.state === 'open')
    .sort((a, b) => b.r.createdAt.getTime() - a.r.createdAt.getTime());
  for (const company of people.companies) {
    const mine = new Set(people.products.filter((p) => p.member === company).map((p) => p.catalog));
    for (const { r, i } of newestFirst.filter(({ r }) => mine.has(r.catalog)).slice(0, MATCHES_PER_COMPANY)) {
      const owner = people.members[r.member];
      const amount = r.quantity > 0 ? `${r.quantity} ${r.unit} ` : '';
      notifications.push({
        member: company,
        kind: 'request_match',
        text: `${maskCompany(owner.companyName)} firması ${amount}${catalog.products[r.catalog].name} için yeni bir talep oluşturdu.`,
        link: 'public',
        request: i,
        readAt: rng.chance(0.5) ? later(r.createdAt, 5) : null,
        createdAt: later(r.createdAt, 0.5),
      });
    }
  }
  market.requests.forEach((r, i) => {
    if (r.state !== 'rejected') return;
    notifications.push({
      member: r.member,
      kind: 'request_rejected',
      text: `${catalog.products[r.catalog].name} talebiniz onaylanmadı. ${r.rejectionNote}`,
      link: 'own',
      request: i,
      readAt: rng.chance(0.4) ? later(r.createdAt, 8) : null,
      createdAt: later(r.createdAt, 2),
    });
  });

  // support tickets: who asks each thread (the demo accounts ask some), the staff answers every other message
  const waiting = people.subscriptions.find((s) => s.status === null)?.member ?? people.companies[1];
  const askers = [
    waiting,
    people.demoBuyer,
    people.demoMaker,
    people.companies[5],
    rng.pick([...people.activeCompanies]),
    rng.pick(people.buyers),
    people.companies[7],
    rng.pick([...people.activeCompanies]),
  ];
  const tickets = SUPPORT_THREADS.map((t, k): TicketPlan => {
    const createdAt = daysAgo(now, rng.int(1, 40) + rng.float());
    let at = createdAt;
    return {
      member: askers[k % askers.length],
      subject: t.subject,
      createdAt,
      messages: t.messages.map((body, m) => {
        at = later(at, m === 0 ? 0 : rng.int(1, 20));
        return { body, fromMember: m % 2 === 0, createdAt: at };
      }),
    };
  });
  return { notifications, tickets };
}
