// The matching digests (decision 0061): a daily company hears at 08:00 in Türkiye, a weekly one on Monday 08:00, each
// once per period however many processes run the job, listing the requests approved since its last digest with the
// buyers masked; the bell comes at the approval; a withdrawn consent sends nothing.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { members } from '../../db/schema/members';
import { notifications } from '../../db/schema/notifications';
import { outbox } from '../../db/schema/outbox';
import { runJob } from '../../platform/jobs';
import { digestMail, matchDigestJob, sendDigests } from './service';

// Tuesday 1 December 2026, 10:00 in Türkiye (07:00 UTC)
let now = new Date('2026-12-01T07:00:00Z');
const clock = { now: () => now };
const at = (iso: string) => {
  now = new Date(iso);
};
let t: TestApp;
type Who = { id: number; email: string; auth: Record<string, string> };
let admin: Record<string, string>;
let buyer: Who;
let daily: Who;
let weekly: Who;
let pipe: { id: number };

const digestsTo = (who: Who) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, who.email), like(outbox.subject, '%talep özeti%')));
const job = () => matchDigestJob(t.app.context);

beforeAll(async () => {
  t = await testApp({ clock });
  admin = await t.asAdmin();
  const sector = await f.category(t.db, 'Metal');
  pipe = await f.catalogProduct(t.db, sector.id, 'Çelik Boru');
  buyer = await t.asMember(await f.member(t.db, { company: 'Yılmaz Yapı', cityId: 34 }));
  daily = await t.asMember(await f.member(t.db, { company: 'Günlük Firma', pkg: 'active' }));
  weekly = await t.asMember(await f.member(t.db, { company: 'Haftalık Firma', isCompany: true }));
  for (const [who, frequency] of [
    [daily, 'daily'],
    [weekly, 'weekly'],
  ] as const) {
    const res = await t.call('PUT', '/api/v2/match-preferences', who.auth, {
      productIds: [pipe.id],
      categoryIds: [],
      allProvinces: true,
      provinceIds: [],
      minQuantity: 0,
      frequency,
      byMail: true,
      bySms: false,
    });
    expect(res.statusCode).toBe(200);
  }
  at('2026-12-01T08:00:00Z');
  const r = await f.request(t.db, buyer.id, pipe.id, 'pending');
  expect(
    (await t.post(`/adn_api/uyeTalepGuncelle-${buyer.id}`, { id: r.id, durum: 1, aciklama: '' }, admin)).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

describe('the matching digests', () => {
  it('the bell comes at the approval; the mail waits for the digest', async () => {
    const bells = await t.db.select().from(notifications).where(eq(notifications.kind, 'request_match'));
    expect(bells.map((b) => b.memberId).sort()).toEqual([daily.id, weekly.id].sort());
    expect(await t.db.select().from(outbox).where(like(outbox.subject, 'Yeni talep%'))).toEqual([]);
  });

  it('daily: nothing at 07:59, one digest at 08:00, once across two processes', async () => {
    at('2026-12-02T04:59:00Z'); // Wednesday 07:59 in Türkiye
    await runJob({ db: t.db, clock }, job()); // its first run: due, but no company's period has ended
    expect(await digestsTo(daily)).toEqual([]);
    expect(await runJob({ db: t.db, clock }, job())).toBe('not due');
    at('2026-12-02T05:00:00Z');
    const outcomes = await Promise.all([runJob({ db: t.db, clock }, job()), runJob({ db: t.db, clock }, job())]);
    expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
    expect(await sendDigests(t.app.context, now)).toBe(0); // a second run claims nobody
    const mails = await digestsTo(daily);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Günlük talep özeti: 1 yeni talep');
    expect(mails[0].body).toContain('Çelik Boru');
    expect(mails[0].body).toContain('100 Adet · İstanbul');
    expect(mails[0].body).toContain('Alıcı: Y***** Y***');
    expect(mails[0].body).toContain('/talep-detay-');
    expect(`${mails[0].subject}${mails[0].body}`).not.toContain('Yılmaz');
    expect(await digestsTo(weekly)).toEqual([]); // a Wednesday
  });

  it('weekly: on Monday 08:00, with the invitation for a company without a package; a missed run catches up', async () => {
    at('2026-12-07T04:59:00Z'); // Monday 07:59
    await sendDigests(t.app.context, now);
    expect(await digestsTo(weekly)).toEqual([]);
    at('2026-12-07T09:30:00Z'); // 12:30: the 08:00 run was missed
    expect(await runJob({ db: t.db, clock }, job())).toBe('ran');
    const [mail] = await digestsTo(weekly);
    expect(mail.subject).toBe('Haftalık talep özeti: 1 yeni talep');
    expect(mail.body).toContain('/account-d-detay-paket');
    expect(mail.body).not.toContain('Yılmaz');
    // the daily company's next digests had nothing new: no mail
    expect(await digestsTo(daily)).toHaveLength(1);
  });

  it('a company whose mail consent was withdrawn gets no digest', async () => {
    const r = await f.request(t.db, buyer.id, pipe.id, 'pending');
    await t.post(`/adn_api/uyeTalepGuncelle-${buyer.id}`, { id: r.id, durum: 1, aciklama: '' }, admin);
    await t.db.update(members).set({ mailOptIn: false }).where(eq(members.id, daily.id));
    at('2026-12-08T05:00:00Z');
    await sendDigests(t.app.context, now);
    expect(await digestsTo(daily)).toHaveLength(1);
  });

  it("lists only what each company's rule lets through (province, quantity, not its own), each from its own start", async () => {
    at('2026-12-08T06:00:00Z');
    const rule = async (who: Who, extra: { provinceIds?: number[]; minQuantity?: number } = {}) =>
      expect(
        (
          await t.call('PUT', '/api/v2/match-preferences', who.auth, {
            productIds: [pipe.id],
            categoryIds: [],
            allProvinces: !extra.provinceIds,
            provinceIds: extra.provinceIds ?? [],
            minQuantity: extra.minQuantity ?? 0,
            frequency: 'daily',
            byMail: true,
            bySms: false,
          })
        ).statusCode,
      ).toBe(200);
    const company = async (name: string) => t.asMember(await f.member(t.db, { company: name, isCompany: true }));
    const ankara = await company('Ankara Firma');
    const big = await company('Büyük Firma');
    const own = await company('Kendi Firma');
    await rule(ankara, { provinceIds: [6] }); // the buyer is in İstanbul
    await rule(big, { minQuantity: 500 }); // the requests ask for 100
    await rule(own);
    const approve = async (who: { id: number }) => {
      const r = await f.request(t.db, who.id, pipe.id, 'pending');
      await t.post(`/adn_api/uyeTalepGuncelle-${who.id}`, { id: r.id, durum: 1, aciklama: '' }, admin);
      return r.id;
    };
    at('2026-12-08T06:30:00Z');
    const ownRequest = await approve(own);
    const first = await approve(buyer);
    at('2026-12-08T07:00:00Z');
    const late = await company('Geç Firma');
    await rule(late); // from now: the first request is not its
    at('2026-12-08T07:30:00Z');
    const second = await approve(buyer);
    at('2026-12-09T05:00:00Z');
    await sendDigests(t.app.context, now);
    expect(await digestsTo(ankara)).toEqual([]);
    expect(await digestsTo(big)).toEqual([]);
    const [ownMail] = await digestsTo(own);
    expect(ownMail.subject).toBe('Günlük talep özeti: 2 yeni talep');
    expect(ownMail.body).toContain(`/talep-detay-${first}`);
    expect(ownMail.body).toContain(`/talep-detay-${second}`);
    expect(ownMail.body).not.toContain(`/talep-detay-${ownRequest}`);
    const [lateMail] = await digestsTo(late);
    expect(lateMail.subject).toBe('Günlük talep özeti: 1 yeni talep');
    expect(lateMail.body).toContain(`/talep-detay-${second}`);
  });

  it('the mail names no buyer unmasked, whatever the list', () => {
    const mail = digestMail(
      { companyName: 'Ak Demir', paying: true, frequency: 'daily' },
      [{ id: 7, productName: 'Vana', quantity: 0, unit: 'Adet', province: null, buyer: 'Kaya İnşaat Ltd' }],
      'https://tedarik.test',
    );
    expect(mail.body).toContain('Miktar belirtilmemiş · İl belirtilmemiş');
    expect(mail.body).toContain('Alıcı: K*** İ***** L**');
    expect(`${mail.subject}${mail.body}`).not.toMatch(/Kaya|İnşaat/);
  });
});
