// One way to tell a member (issue 48 item 1): through the real calls and jobs, what a member's live stream, bell, mail
// and browser get. The three defects the one notice call fixed: an accepted offer named no thread (open threads did
// not refresh); a revision and a sealed opening pushed 'Yeni teklif'; ratings, package decisions and package endings
// were not live. And the one consent check: a stopped member or one without consent gets the bell, no mail nor SMS.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { openEventStream } from '../../../test/event-stream';
import { browserKeys, fakePushService } from '../../../test/fake-push';
import * as f from '../../../test/fixtures';
import { members } from '../../db/schema/members';
import { notifications } from '../../db/schema/notifications';
import { outbox } from '../../db/schema/outbox';
import { packageSubscriptions } from '../../db/schema/packages';
import { pushSubscriptions } from '../../db/schema/push';
import { requests } from '../../db/schema/requests';
import { runJob } from '../../platform/jobs';
import { tell } from '../../platform/notices';
import { sealedOpeningJob } from '../offers/service';
import { packageExpiryJob } from '../packages/service';

let t: TestApp;
let base: string;
let push: Awaited<ReturnType<typeof fakePushService>>;
let pipe: { id: number; categoryId: number };
type Who = Awaited<ReturnType<TestApp['asMember']>>;
let buyer: Who;
let maker: Who;
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const terms = (unitPrice = '12.50') => ({
  unitPrice,
  currency: 'TL',
  vatRate: 20,
  vatIncluded: false,
  deliveryOn: day(20),
  paymentDays: 30,
  validUntil: day(10),
  note: '',
});

beforeAll(async () => {
  t = await testApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  push = await fakePushService();
  const cat = await f.category(t.db, 'Boru');
  pipe = { ...(await f.catalogProduct(t.db, cat.id, 'Çelik Boru')), categoryId: cat.id };
  buyer = await t.asMember(await f.member(t.db, { company: 'Alıcı Yapı' }));
  maker = await t.asMember(await f.manufacturer(t.db, pipe.id, { company: 'Boru İmalat' }));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await push?.close();
}, 120_000);

const streamOf = async (who: Who) => {
  const { ticket } = (await t.post('/api/v2/events/ticket', {}, who.auth)).json();
  return openEventStream(base, ticket);
};
/** A request of the buyer's through the v2 call, approved straight in the database. */
async function approvedRequest(over: object = {}) {
  const res = await t.post(
    '/api/v2/requests',
    {
      categoryId: pipe.categoryId,
      catalogProductId: pipe.id,
      quantity: 100,
      unit: 'Adet',
      material: '',
      deliveryOn: day(30),
      detail: 'Dikişsiz çelik boru, 2 inç.',
      ...over,
    },
    buyer.auth,
  );
  expect(res.statusCode, res.body).toBe(200);
  const { id } = res.json() as { id: number };
  await t.db.update(requests).set({ approved: true }).where(eq(requests.id, id));
  return id;
}
const offerOn = async (requestId: number, who = maker) => {
  const res = await t.post(`/api/v2/requests/${requestId}/offers`, terms(), who.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().offer.id as number;
};
/** the pushes the buyer's browser got since `from`, as the browser reads them */
const pushedTitles = async (browser: ReturnType<typeof browserKeys>, path: string) => {
  await t.app.push.idle();
  return push.to(path).map((p) => JSON.parse(browser.decrypt(p.body)).title as string);
};

describe('the one notice call', () => {
  it("names the thread of an accepted offer, so both sides' open threads refresh", async () => {
    const requestId = await approvedRequest();
    const asked = await t.post(`/api/v2/requests/${requestId}/conversations`, { text: 'Numune var mı?' }, maker.auth);
    expect(asked.statusCode, asked.body).toBe(200);
    const conversationId = asked.json().conversation.id as number;
    const offerId = await offerOn(requestId);
    const [buyerStream, makerStream] = [await streamOf(buyer), await streamOf(maker)];
    expect((await t.get(`/api/talepDetayislemKabul-${offerId}`, buyer.auth)).statusCode).toBe(200);
    const thread = { event: 'conversation', data: { conversationId, requestId } };
    expect(await buyerStream.until(() => buyerStream.events.some((e) => e.event === 'conversation'))).toBe(true);
    expect(await makerStream.until(() => makerStream.events.length >= 2)).toBe(true);
    expect(buyerStream.events).toMatchObject([thread]);
    // the supplier: its bell (the acceptance) and its thread
    expect(makerStream.events).toMatchObject([
      { event: 'notification', data: { list: 'uyarilar', about: 'offer_accepted', requestId } },
      thread,
    ]);
    buyerStream.close();
    makerStream.close();
  });

  it("pushes a revision and a sealed opening as what they are, not 'Yeni teklif'", async () => {
    const browser = browserKeys();
    await t.db
      .insert(pushSubscriptions)
      .values({ memberId: buyer.id, endpoint: `${push.origin}/ok/buyer`, ...browser.keys });
    const requestId = await approvedRequest();
    const offerId = await offerOn(requestId);
    expect(await pushedTitles(browser, '/ok/buyer')).toEqual(['Yeni teklif']);
    const revised = await t.call('PUT', `/api/v2/offers/${offerId}`, maker.auth, terms('11.75'));
    expect(revised.statusCode, revised.body).toBe(200);
    expect(await pushedTitles(browser, '/ok/buyer')).toEqual(['Yeni teklif', 'Teklif güncellendi']);

    const sealed = await approvedRequest({
      sealed: true,
      offerDeadline: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await offerOn(sealed);
    // a sealed offer is pushed as one that came (its count only): nothing of it shows before the opening
    expect(await pushedTitles(browser, '/ok/buyer')).toHaveLength(3);
    const later = { now: () => new Date(Date.now() + 2 * 3_600_000) };
    expect(await runJob({ db: t.db, clock: later }, sealedOpeningJob(t.app.context))).toBe('ran');
    expect((await pushedTitles(browser, '/ok/buyer')).at(-1)).toBe('Teklifler açıldı');
    await t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.memberId, buyer.id));
  });

  it('tells live of a rating received, a package decision and a package ending', async () => {
    const requestId = await approvedRequest();
    const offerId = await offerOn(requestId);
    await t.get(`/api/talepDetayislemKabul-${offerId}`, buyer.auth);
    const makerStream = await streamOf(maker);
    const rated = await t.post(
      '/api/talepyorumYap',
      { puan: 5, yorum: 'Zamanında teslim.', id: offerId, teklifid: requestId },
      buyer.auth,
    );
    expect(rated.statusCode, rated.body).toBe(200);
    const about = () => makerStream.events.map((e) => e.data.about);
    expect(await makerStream.until(() => about().includes('rating_received'))).toBe(true);

    // an application approved by the administrator
    const applicant = await t.asMember(await f.member(t.db, { pkg: 'waiting' }));
    const applicantStream = await streamOf(applicant);
    const [application] = await t.db
      .select()
      .from(packageSubscriptions)
      .where(eq(packageSubscriptions.memberId, applicant.id));
    const decided = await t.post(
      `/adn_api/uyePaketDetayGunc-${applicant.id}`,
      { secilenAktifid: application.id, secilenAktifPaket: 1, secilenAktifaciklama: '' },
      await t.asAdmin(),
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const got = () => applicantStream.events.map((e) => e.data.about);
    expect(await applicantStream.until(() => got().includes('package_approved'))).toBe(true);

    // its package ends: the expiry job tells it, live, by the job's clock
    const [{ endsOn }] = await t.db
      .select({ endsOn: packageSubscriptions.endsOn })
      .from(packageSubscriptions)
      .where(eq(packageSubscriptions.id, application.id));
    const dayAfterItsEnd = { now: () => new Date(Date.parse(`${endsOn}T12:00:00+03:00`) + 86_400_000) };
    expect(await runJob({ db: t.db, clock: dayAfterItsEnd }, packageExpiryJob(t.app.context))).toBe('ran');
    expect(await applicantStream.until(() => got().includes('package_ended'))).toBe(true);
    makerStream.close();
    applicantStream.close();
  });

  it('sends mail and SMS only to a member who consents and is not stopped; the bell either way', async () => {
    const consenting = await f.member(t.db, { email: 'izinli@test.com' });
    const silent = await f.member(t.db, { email: 'izinsiz@test.com' });
    const stopped = await f.member(t.db, { email: 'durdurulmus@test.com' });
    await t.db.update(members).set({ phone: '5321112233' }).where(eq(members.id, consenting.id));
    await t.db.update(members).set({ mailOptIn: false, smsOptIn: false }).where(eq(members.id, silent.id));
    await t.db.update(members).set({ active: false }).where(eq(members.id, stopped.id));
    const notice = (to: number) => ({
      to,
      bell: { kind: 'support_answered', text: 'Destek talebinize yanıt verildi: Deneme', link: '/destek' } as const,
      mail: { subject: 'Deneme', body: 'Deneme gövdesi' },
      sms: 'Deneme SMS',
    });
    const told = await tell(t.db, notice(consenting.id), notice(silent.id), notice(stopped.id));
    expect(told.queued).toBe(true);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.subject} = 'Deneme' or ${outbox.body} = 'Deneme SMS'`);
    expect(mails.map((m) => [m.channel, m.recipient, m.memberId]).sort()).toEqual([
      ['mail', 'izinli@test.com', consenting.id],
      ['sms', '5321112233', consenting.id],
    ]);
    for (const m of [consenting, silent, stopped])
      expect(
        await t.db.$count(
          notifications,
          and(eq(notifications.memberId, m.id), eq(notifications.kind, 'support_answered')),
        ),
      ).toBe(1);
    expect(told.events.map((e) => e.member).sort()).toEqual([consenting.id, silent.id, stopped.id].sort());
  });
});
