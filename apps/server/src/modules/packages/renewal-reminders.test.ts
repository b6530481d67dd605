// The renewal reminders of a package (issue 50 item 3): 7, 3 and 1 days before its end, once each however often the
// job runs (also two at once), with a link to renew by bank transfer; the clock moved day by day.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { notifications } from '../../db/schema/notifications';
import { packageDefinitions, packageSubscriptions } from '../../db/schema/packages';
import { sendExpiryNotices } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
}, 60_000);
afterAll(() => t?.close());

const at = (day: string) => new Date(`${day}T07:00:00Z`); // 10:00 in Istanbul
const run = (day: string) => sendExpiryNotices({ db: t.db, publicUrl: 'http://localhost:3000' }, at(day));

describe('renewal reminders', () => {
  it('come 7, 3 and 1 days before the end, once each, with a link to renew by transfer', async () => {
    const m = await f.member(t.db, { isCompany: true });
    const [d] = await t.db.insert(packageDefinitions).values({ title: 'Gümüş', months: 3, price: '900' }).returning();
    await t.db.insert(packageSubscriptions).values({
      memberId: m.id,
      packageId: d.id,
      months: 3,
      price: '900.00',
      status: true,
      startsOn: '2026-10-10',
      endsOn: '2027-01-10',
    });
    const bells = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.memberId, m.id))).map((n) => n.text);
    const told: Record<string, number> = {};
    for (const day of [
      '2027-01-02',
      '2027-01-03',
      '2027-01-03',
      '2027-01-05',
      '2027-01-07',
      '2027-01-08',
      '2027-01-09',
    ])
      told[day] = (told[day] ?? 0) + (await Promise.all([run(day), run(day)])).flat().flatMap((r) => r.events).length;
    expect(told).toEqual({
      '2027-01-02': 0, // 8 days left
      '2027-01-03': 1, // 7 days: once, though run four times
      '2027-01-05': 0,
      '2027-01-07': 1, // 3 days
      '2027-01-08': 0,
      '2027-01-09': 1, // 1 day
    });
    const texts = await bells();
    expect(texts).toHaveLength(3);
    for (const text of texts) expect(text).toContain('10.01.2027 tarihinde doluyor');
    const [bell] = await t.db.select().from(notifications).where(eq(notifications.memberId, m.id));
    expect(bell.link).toBe(`/hesabim/odemeler/yeni?paket=${d.id}`);
    const mail = await t.lastMessage(m.email);
    expect(mail?.body).toContain(`http://localhost:3000/hesabim/odemeler/yeni?paket=${d.id}`);
  });

  it('for a package that starts with 2 days left is the 3 days’ one, then the 1 day’s: never two in a run', async () => {
    const m = await f.member(t.db, { isCompany: true });
    const [d] = await t.db.insert(packageDefinitions).values({ title: 'Kısa', months: 1, price: '1' }).returning();
    await t.db.insert(packageSubscriptions).values({
      memberId: m.id,
      packageId: d.id,
      months: 1,
      price: '1.00',
      status: true,
      startsOn: '2027-03-01',
      endsOn: '2027-03-03',
    });
    const count = async (day: string) => (await run(day)).flatMap((r) => r.events).length;
    expect(await count('2027-03-01')).toBe(1);
    expect(await count('2027-03-02')).toBe(1);
    expect(await count('2027-03-02')).toBe(0);
  });
});
