// Retention (issue 53 item 5, docs/retention.md): the daily job erases what passed its period — a failed message's
// text after 90 days, contact messages after 2 years, requests' IP addresses after a year, accounts never activated
// after 30 days (as the administrator's deletion erases them: the e-mail may register again) — and nothing younger;
// once a day across processes; the docs' table is the registered rules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../test/app';
import * as f from '../test/fixtures';
import { rawRows } from './db/client';
import { members } from './db/schema/members';
import { runJob } from './platform/jobs';
import { retentionJob } from './platform/personal-data';

let now = new Date('2027-03-01T09:00:00Z');
const clock = { now: () => now };
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ clock });
});
afterAll(() => t.close());

const run = () => runJob({ db: t.db, clock }, retentionJob(t.app.context));

describe('the retention job', () => {
  it('erases what passed its period and nothing younger, once a day', async () => {
    const old = await f.member(t.db, { email: 'eski@test.com' });
    const young = await f.member(t.db);
    const activated = await f.member(t.db);
    await t.db
      .update(members)
      .set({ activatedAt: null, createdAt: new Date(daysAgo(31)) })
      .where(eq(members.id, old.id));
    await t.db
      .update(members)
      .set({ activatedAt: null, createdAt: new Date(daysAgo(20)) })
      .where(eq(members.id, young.id));
    await t.db
      .update(members)
      .set({ createdAt: new Date(daysAgo(400)) })
      .where(eq(members.id, activated.id));

    const product = await f.catalogProduct(t.db, (await f.category(t.db, 'Metal')).id, 'Sac');
    const [oldRequest, newRequest] = [
      await f.request(t.db, activated.id, product.id),
      await f.request(t.db, activated.id, product.id),
    ];
    await rawRows(
      t.db,
      sql`update requests set origin_ip = '10.0.0.1', created_at = ${daysAgo(366)} where id = ${oldRequest.id} returning id`,
    );
    await rawRows(
      t.db,
      sql`update requests set origin_ip = '10.0.0.2', created_at = ${daysAgo(300)} where id = ${newRequest.id} returning id`,
    );

    const message = (status: string, days: number) =>
      rawRows<{ id: number }>(
        t.db,
        sql`insert into outbox (channel, recipient, subject, body, status, created_at)
          values ('mail', 'biri@test.com', 'Konu', 'Şifre sıfırlama bağlantınız', ${status}, ${daysAgo(days)}) returning id`,
      ).then((rows) => rows[0].id);
    const failedOld = await message('failed', 91);
    const failedNew = await message('failed', 60);
    const pendingOld = await message('pending', 100);

    const contact = (days: number) =>
      rawRows<{ id: number }>(
        t.db,
        sql`insert into contact_messages (name, phone, email, message, created_at)
          values ('Ali', '05321234567', 'ali@test.com', 'Merhaba', ${daysAgo(days)}) returning id`,
      ).then((rows) => rows[0].id);
    const contactOld = await contact(731);
    const contactNew = await contact(700);

    expect(await run()).toBe('ran');

    const member = async (id: number) => (await t.db.select().from(members).where(eq(members.id, id)))[0];
    expect((await member(old.id)).email).toBe(`silindi-${old.id}@silindi.invalid`);
    expect((await member(old.id)).deletedAt).not.toBeNull();
    expect((await member(young.id)).email).toBe(young.email);
    expect((await member(activated.id)).deletedAt).toBeNull();

    const ips = await rawRows<{ id: number; origin_ip: string | null }>(
      t.db,
      sql`select id, origin_ip from requests where id in (${oldRequest.id}, ${newRequest.id}) order by id`,
    );
    expect(ips.map((r) => r.origin_ip)).toEqual([null, '10.0.0.2']);

    const bodies = await rawRows<{ id: number; body: string }>(
      t.db,
      sql`select id, body from outbox where id in (${failedOld}, ${failedNew}, ${pendingOld}) order by id`,
    );
    expect(bodies.map((b) => b.body)).toEqual(['', 'Şifre sıfırlama bağlantınız', 'Şifre sıfırlama bağlantınız']);

    const contacts = await rawRows<{ id: number }>(
      t.db,
      sql`select id from contact_messages where id in (${contactOld}, ${contactNew})`,
    );
    expect(contacts.map((c) => c.id)).toEqual([contactNew]);

    // the e-mail of the erased account registers again
    const again = await f.member(t.db, { email: 'eski@test.com' });
    expect(again.id).not.toBe(old.id);

    expect(await run()).toBe('not due');
    now = new Date(now.getTime() + 86_400_000);
    expect(await run()).toBe('ran');
  });

  it('erases a newsletter-only address after two years without activity, its consent events kept hashed', async () => {
    const subscriber = (email: string, days: number) =>
      rawRows(
        t.db,
        sql`insert into newsletter_subscribers (email, created_at) values (${email}, ${daysAgo(days)}) returning id`,
      );
    const event = (address: string, days: number) =>
      rawRows(
        t.db,
        sql`insert into consent_events (address, kind, channel, granted, at, source, ip)
          values (${address}, 'ticari-ileti', 'eposta', true, ${daysAgo(days)}, 'bulten', '10.1.1.1') returning id`,
      );
    await subscriber('sessiz@test.com', 800);
    await event('sessiz@test.com', 800);
    await subscriber('yakin@test.com', 800);
    await event('yakin@test.com', 100); // a consent event since: active
    const member = await f.member(t.db, { email: 'uye.bulten@test.com' });
    await subscriber(member.email, 800); // a member's address: kept with the member
    await subscriber('yeni@test.com', 100);

    now = new Date(now.getTime() + 86_400_000);
    expect(await run()).toBe('ran');
    const left = await rawRows<{ email: string }>(t.db, sql`select email from newsletter_subscribers order by email`);
    expect(left.map((r) => r.email)).toEqual(['uye.bulten@test.com', 'yakin@test.com', 'yeni@test.com']);
    const events = await rawRows<{ address: string; ip: string | null }>(
      t.db,
      sql`select address, ip from consent_events where source = 'bulten' and kind = 'ticari-ileti' order by id`,
    );
    expect(events.map((e) => e.address)).toEqual([expect.stringMatching(/^silinmis:[0-9a-f]{64}$/), 'yakin@test.com']);
    expect(events[0].ip).toBeNull();
  });

  it("docs/retention.md's table is the registered rules", () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, '../../../docs/retention.md'), 'utf8');
    const table = [...doc.matchAll(/^\| ([^|]+?) \| (\d+) \|/gm)].map((m) => `${m[1]} ${m[2]}`);
    const rules = t.app.context.personalData.flatMap((a) => (a.retention ?? []).map((r) => `${r.what} ${r.days}`));
    expect(table.sort()).toEqual(rules.sort());
    expect(rules.length).toBeGreaterThanOrEqual(5);
  });
});
