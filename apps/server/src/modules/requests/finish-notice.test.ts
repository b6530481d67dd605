// A buyer finishing a request tells every supplier whose offer was not accepted (issue 47 item 16), through the one
// notice call: a bell row of kind 'request_finished' and a mail as each consented, once; the accepted supplier is not
// told, stopping and publishing tell nobody, and the legacy call answers as before.
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { members } from '../../db/schema/members';
import { notifications } from '../../db/schema/notifications';
import { outbox } from '../../db/schema/outbox';

let t: TestApp;
type Who = { id: number; email: string; auth: Record<string, string> };
let buyer: Who;
let accepted: Who;
let others: Who[];
let requestId: number;
let acceptedOffer: number;

const act = (islem: string) =>
  t.app.inject({ method: 'POST', url: `/api/talepDetayislem-${requestId}`, payload: { islem }, headers: buyer.auth });
const finishedNotices = () =>
  t.db
    .select({ memberId: notifications.memberId, text: notifications.text, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.kind, 'request_finished'), eq(notifications.requestId, requestId)));

beforeAll(async () => {
  t = await testApp();
  const cat = await f.category(t.db, 'Boru');
  const pipe = await f.catalogProduct(t.db, cat.id, 'Çelik Boru');
  buyer = await t.asMember(await f.member(t.db, { company: 'Yılmaz Yapı' }));
  accepted = await t.asMember(await f.member(t.db, { company: 'Ak Demir', pkg: 'active' }));
  others = [
    await t.asMember(await f.member(t.db, { company: 'Rakip Metal', pkg: 'active' })),
    await t.asMember(await f.member(t.db, { company: 'Üçüncü Boru', pkg: 'active' })),
  ];
  // the third supplier consents to no mail: a bell row only
  await t.db.update(members).set({ mailOptIn: false }).where(eq(members.id, others[1].id));
  requestId = (await f.request(t.db, buyer.id, pipe.id, 'open')).id;
  acceptedOffer = (await f.offer(t.db, requestId, accepted.id)).id;
  for (const o of others) await f.offer(t.db, requestId, o.id);
});
afterAll(() => t.close());

describe('finishing a request', () => {
  it('tells nobody when it is stopped or published again', async () => {
    expect((await act('durdur')).json().talep.durum).toBe(false);
    expect((await act('durdur')).json().talep.durum).toBe(true);
    expect(await finishedNotices()).toEqual([]);
  });

  it('tells every supplier whose offer was not accepted, by bell and by mail as consented; never the accepted one', async () => {
    expect(
      (await t.app.inject({ url: `/api/talepDetayislemKabul-${acceptedOffer}`, headers: buyer.auth })).statusCode,
    ).toBe(200);
    const done = await act('bitir');
    expect(done.statusCode).toBe(200);
    // the legacy answer is the request's detail, finished, as before
    expect(done.json().talep).toMatchObject({ id: requestId, bitir: true, acik: false });

    const told = await finishedNotices();
    expect(told.map((n) => n.memberId).sort()).toEqual(others.map((o) => o.id).sort());
    for (const n of told) {
      expect(n.text).toBe('Alıcı Çelik Boru talebini sonlandırdı; teklifiniz kabul edilmedi.');
      expect(n.link).toBe(`/account-d-detay-teklif-${requestId}`);
    }
    const mails = await t.db.select().from(outbox).where(eq(outbox.subject, 'Talep sonlandırıldı: Çelik Boru'));
    expect(mails.map((m) => m.recipient)).toEqual([others[0].email]);

    // the supplier's bell lists it
    const bell = await t.app.inject({ url: '/api/bildirimUyarilar', headers: others[0].auth });
    expect(bell.body).toContain('talebini sonlandırdı');
  });

  it('tells them once: a finished request cannot be finished again', async () => {
    const again = await act('bitir');
    expect(again.body).toBe(REQUEST_MSG.finished);
    expect(await finishedNotices()).toHaveLength(others.length);
  });
});
