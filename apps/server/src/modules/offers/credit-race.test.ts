// Quote credits and the offer's place (issue 50 item 1, decision 0059): an offer that loses a capped request's place
// in a race, after its statement spent the company's credit, gets the credit back at once. It calls the offer's service
// itself, all racers at once: each reads the request (room for one) before any writes (through HTTP, the logins' reads
// came in between and the race did not always happen).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { creditEntries } from '../../db/schema/credits';
import { packageDefinitions, packageSubscriptions } from '../../db/schema/packages';
import { requests } from '../../db/schema/requests';
import { isoDate } from '../../platform/paging';
import { balanceOf, settleAllCredits } from '../credits/service';
import { createOffer } from './offerable';

let t: TestApp;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await testApp();
}, 60_000);
afterAll(() => t?.close());

describe('an offer racing for a capped request', () => {
  it('that loses the place gets its credit back at once', async () => {
    const pipe = await f.catalogProduct(t.db, (await f.category(t.db, 'Metal')).id, 'Çelik boru');
    const buyer = await f.member(t.db);
    const makers: { id: number }[] = [];
    for (let i = 0; i < 8; i++) {
      const m = await f.manufacturer(t.db, pipe.id);
      const [s] = await t.db.select().from(packageSubscriptions).where(eq(packageSubscriptions.memberId, m.id));
      await t.db.update(packageDefinitions).set({ monthlyCredits: 5 }).where(eq(packageDefinitions.id, s.packageId));
      makers.push(m);
    }
    await settleAllCredits(t.db, new Date());
    const r = await f.request(t.db, buyer.id, pipe.id);
    await t.db.update(requests).set({ offerCap: 1 }).where(eq(requests.id, r.id));
    const input = {
      price: '100',
      currency: 'TL',
      deliveryOn: isoDate(new Date(Date.now() + 30 * DAY)),
      note: '',
    } as const;
    const race = () => Promise.allSettled(makers.map((m) => createOffer(t.app.context, m.id, r.id, input)));
    let answers: Awaited<ReturnType<typeof race>>;
    if (process.env.TEST_DATABASE_URL) {
      // PostgreSQL runs them side by side: the request's row is held until every racer has read it, so all of them
      // pass the check and meet in the place-taking write
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const holder = t.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from requests where id = ${r.id} for update`);
        await held;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const racing = race();
      await new Promise((resolve) => setTimeout(resolve, 500));
      release();
      await holder;
      answers = await racing;
    } else answers = await race(); // PGlite runs the statements in the order asked: every check before any write
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const totals = await Promise.all(makers.map(async (m) => (await balanceOf(t.db, m.id)).total));
    expect(totals.sort()).toEqual([4, 5, 5, 5, 5, 5, 5, 5]);
    const refunds = await t.db
      .select()
      .from(creditEntries)
      .where(
        and(
          inArray(
            creditEntries.memberId,
            makers.map((m) => m.id),
          ),
          eq(creditEntries.kind, 'refund'),
        ),
      );
    expect(refunds.every((e) => e.reason === 'cap' && e.bucket === 'top_up' && e.requestId === r.id)).toBe(true);
    // the race did happen (a racer's credit spent, then given back): else this test proves nothing
    expect(refunds.length).toBeGreaterThan(0);
  });
});
