// Company verification (issue 49 item 1), through the real calls on PGlite (and PostgreSQL with TEST_DATABASE_URL):
// the numbers checked by their check digits, documents that only their company and the administrators read, the
// review that earns the badge, the badge that an expired document drops with the clock, and the reminders before it.
import { VERIFICATION_MSG as MSG } from '@tedarik/contract/verification/documents';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { samples } from '../../../test/files';
import * as f from '../../../test/fixtures';
import { multipart } from '../../../test/upload';
import { notifications } from '../../db/schema/notifications';
import { runJob } from '../../platform/jobs';
import { badgesOf, documentRemindersJob } from './service';

let t: TestApp;
let now = new Date('2026-12-01T09:00:00Z');
const clock = { now: () => now };
type Who = { id: number; auth: Record<string, string> };
let admin: Record<string, string>;

const company = async (): Promise<Who> => t.asMember(await f.member(t.db, { pkg: 'active' }));
const DETAILS = {
  taxNumber: '4540536920',
  taxOffice: 'Kadıköy',
  mersisNumber: '0454053692000015',
  tradeRegistryNumber: '123456-5',
};
const save = (who: Who, body: object) => t.call('PUT', '/api/v2/verification', who.auth, body);
const upload = (who: Who, kind: string, expiresOn = '', bytes = samples.pdf()) => {
  const body = multipart({ kind, expiresOn }, { file: [`${kind}.pdf`, bytes] });
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/verification/documents',
    payload: body.payload,
    headers: { ...body.headers, ...who.auth },
  });
};
const approve = (id: number) => t.call('POST', `/adn_api/v2/verification/documents/${id}/approve`, admin);
const badges = async (who: Who) => (await t.get('/api/v2/verification', who.auth)).json().badges;

/** A company with its numbers saved and the three documents approved, and an ISO 9001 certificate to `isoUntil`. */
async function verified(isoUntil = '2027-06-30', mainUntil = '') {
  const who = await company();
  expect((await save(who, DETAILS)).statusCode).toBe(200);
  for (const kind of ['vergi_levhasi', 'ticaret_sicil_gazetesi', 'imza_sirkuleri']) {
    const res = await upload(who, kind, mainUntil);
    expect(res.statusCode, res.body).toBe(200);
    expect((await approve(res.json().id)).statusCode).toBe(200);
  }
  const iso = await upload(who, 'iso_9001', isoUntil);
  expect((await approve(iso.json().id)).statusCode).toBe(200);
  return who;
}

beforeAll(async () => {
  t = await testApp({ clock });
  admin = await t.asAdmin();
}, 60_000);
afterAll(() => t?.close());

describe('the numbers', () => {
  const refused = async (field: string, value: string) => {
    const who = await company();
    const res = await save(who, { ...DETAILS, [field]: value });
    expect(res.statusCode).toBe(400);
    return res.json().fields[field];
  };

  it('takes a valid VKN and a sole proprietor’s valid TCKN, spaces aside', async () => {
    const who = await company();
    expect((await save(who, { ...DETAILS, taxNumber: '454 053 6920' })).json()).toEqual({ message: MSG.saved });
    expect((await save(who, { ...DETAILS, taxNumber: '17291716060' })).statusCode).toBe(200);
    expect((await t.get('/api/v2/verification', who.auth)).json().details).toEqual({
      ...DETAILS,
      taxNumber: '17291716060',
    });
  });

  it('refuses a wrong check digit, a wrong length and letters, on both numbers', async () => {
    expect(await refused('taxNumber', '4540536921')).toBe(MSG.taxNumberCheck); // VKN
    expect(await refused('taxNumber', '17291716061')).toBe(MSG.taxNumberCheck); // TCKN
    expect(await refused('taxNumber', '454053692')).toBe(MSG.taxNumberLength);
    expect(await refused('taxNumber', '172917160601')).toBe(MSG.taxNumberLength);
    expect(await refused('taxNumber', '454053692A')).toBe(MSG.taxNumberLength);
    expect(await refused('taxNumber', '1729171606X')).toBe(MSG.taxNumberLength);
    expect(await refused('taxNumber', '1'.repeat(5000))).toBe(MSG.taxNumberLength); // capped before the pattern
    expect(await refused('mersisNumber', '045405369200001')).toBe(MSG.mersis);
    expect(await refused('mersisNumber', '04540536920000AB')).toBe(MSG.mersis);
    expect(await refused('taxOffice', ' ')).toBe(MSG.taxOffice);
    expect(await refused('tradeRegistryNumber', '12<script>')).toBe(MSG.tradeRegistryInvalid);
  });
});

describe('documents', () => {
  it('are refused before the numbers, of a kind that is not a document, and a certificate without its expiry', async () => {
    const who = await company();
    expect((await upload(who, 'vergi_levhasi')).json()).toEqual({ message: MSG.detailsFirst });
    await save(who, DETAILS);
    expect((await upload(who, 'vergi_levhasi', '', samples.zip())).json()).toEqual({ message: MSG.fileKind });
    expect((await upload(who, 'tse')).json().message).toBe(MSG.expiresOnRequired);
    expect((await upload(who, 'tse', '2026-11-30')).json().message).toBe(MSG.expiresOnPast);
    expect((await upload(who, 'pasaport')).json().message).toBe(MSG.kind);
  });

  it('of another company are refused to a member, read by their company and the administrator', async () => {
    const owner = await company();
    const stranger = await company();
    await save(owner, DETAILS);
    const doc = (await upload(owner, 'vergi_levhasi')).json();
    const mine = await t.get(`/api/v2/verification/documents/${doc.id}/file`, owner.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toMatch(/^attachment/);
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    const theirs = await t.get(`/api/v2/verification/documents/${doc.id}/file`, stranger.auth);
    expect([theirs.statusCode, theirs.json()]).toEqual([404, { message: MSG.notFound }]);
    const gone = await t.call('DELETE', `/api/v2/verification/documents/${doc.id}`, stranger.auth);
    expect(gone.statusCode).toBe(404);
    expect((await t.get(`/adn_api/v2/verification/documents/${doc.id}/file`, admin)).statusCode).toBe(200);
    expect((await t.get(`/api/v2/verification/documents/${doc.id}/file`)).statusCode).toBe(400); // no session
  });
});

describe('the review', () => {
  it('queues waiting documents by cursor; approving the three makes a Doğrulanmış Firma and tells the company', async () => {
    const who = await verified();
    expect(await badges(who)).toEqual({ email: true, phone: false, verified: true, certificates: ['iso_9001'] });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, who.id), eq(notifications.kind, 'verification_approved')));
    expect(told).toHaveLength(4);
    // a decision made twice is refused
    const doc = (await t.get('/api/v2/verification', who.auth)).json().documents[0];
    expect((await approve(doc.id)).json()).toEqual({ message: MSG.notPending });
  });

  it('rejects with a reason from the list and a note, which the company reads; the badge waits', async () => {
    const who = await company();
    await save(who, DETAILS);
    const doc = (await upload(who, 'imza_sirkuleri')).json();
    const page = (await t.get('/adn_api/v2/verification/queue?limit=100', admin)).json();
    expect(page.items.map((i: { id: number }) => i.id)).toContain(doc.id);
    const bad = await t.call('POST', `/adn_api/v2/verification/documents/${doc.id}/reject`, admin, { reason: 'Yok' });
    expect(bad.json().message).toBe(MSG.reason);
    const res = await t.call('POST', `/adn_api/v2/verification/documents/${doc.id}/reject`, admin, {
      reason: 'Belge okunmuyor',
      note: 'Tarayıcıdan net bir kopya yükleyin.',
    });
    expect(res.json()).toEqual({ message: MSG.rejected });
    const mine = (await t.get('/api/v2/verification', who.auth)).json();
    expect(mine.documents[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'Belge okunmuyor',
      rejectNote: 'Tarayıcıdan net bir kopya yükleyin.',
    });
    expect(mine.badges.verified).toBe(false);
    const queue = (await t.get('/adn_api/v2/verification/queue?limit=100', admin)).json();
    expect(queue.items.map((i: { id: number }) => i.id)).not.toContain(doc.id);
  });

  it('pages the queue by cursor, oldest first', async () => {
    const who = await company();
    await save(who, DETAILS);
    for (const kind of ['vergi_levhasi', 'ticaret_sicil_gazetesi', 'imza_sirkuleri']) await upload(who, kind);
    const first = (await t.get('/adn_api/v2/verification/queue?limit=2', admin)).json();
    expect(first.items).toHaveLength(2);
    const next = (await t.get(`/adn_api/v2/verification/queue?limit=100&cursor=${first.nextCursor}`, admin)).json();
    const ids = [...first.items, ...next.items].map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect((await t.get('/adn_api/v2/verification/queue?cursor=abc', admin)).statusCode).toBe(400);
  });
});

describe('expiry', () => {
  it('drops the badge by itself when a document passes its last valid day', async () => {
    const who = await verified('2027-03-31', '2027-01-15');
    expect((await badgesOf(t.db, [who.id], now)).get(who.id)?.verified).toBe(true);
    now = new Date('2027-01-15T20:00:00Z'); // the last valid day, in Türkiye
    expect(await badges(who)).toMatchObject({ verified: true, certificates: ['iso_9001'] });
    now = new Date('2027-01-16T09:00:00Z');
    expect(await badges(who)).toMatchObject({ verified: false, certificates: ['iso_9001'] });
    now = new Date('2027-04-01T09:00:00Z');
    expect(await badges(who)).toMatchObject({ verified: false, certificates: [] });
    now = new Date('2026-12-01T09:00:00Z');
  });

  it('reminds the company 30 and 7 days before, once each however often the job runs', async () => {
    const who = await verified('2027-02-10');
    const reminders = async () =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.memberId, who.id), eq(notifications.kind, 'document_expiring')))
      ).length;
    const job = documentRemindersJob(t.app.context);
    const runAt = async (iso: string) => {
      now = new Date(iso);
      await runJob({ db: t.db, clock }, job);
    };
    await runAt('2027-01-10T09:00:00Z'); // 31 days before
    expect(await reminders()).toBe(0);
    await runAt('2027-01-11T09:00:00Z'); // 30 days before
    expect(await reminders()).toBe(1);
    await runAt('2027-01-11T10:30:00Z');
    await runAt('2027-01-20T09:00:00Z');
    expect(await reminders()).toBe(1);
    await runAt('2027-02-03T09:00:00Z'); // 7 days before
    expect(await reminders()).toBe(2);
    await runAt('2027-02-09T09:00:00Z');
    await runAt('2027-02-12T09:00:00Z');
    expect(await reminders()).toBe(2);
    const [mail] = [await t.lastMessage(await emailOf(who.id))];
    expect(mail?.subject).toBe('Belgenizin geçerliliği bitiyor');
    now = new Date('2026-12-01T09:00:00Z');
  });
});

const emailOf = async (id: number) =>
  (await t.db.query.members.findFirst({ where: (m, { eq: is }) => is(m.id, id) }))?.email ?? '';

describe('where badges show', () => {
  it('on the buyer’s desk and comparison beside each supplier, on the company page, and the buyer’s on a feed', async () => {
    const supplier = await verified();
    const plain = await company();
    const buyer = await t.asMember(await f.member(t.db));
    const category = await f.category(t.db, 'Makine');
    const product = await f.catalogProduct(t.db, category.id, 'Flanş');
    const request = await f.request(t.db, buyer.id, product.id, 'open');
    await f.offer(t.db, request.id, supplier.id);
    await f.offer(t.db, request.id, plain.id);
    const full = { email: true, phone: false, verified: true, certificates: ['iso_9001'] };
    const none = { email: true, phone: false, verified: false, certificates: [] };

    const desk = (await t.get(`/api/v2/requests/${request.id}/desk`, buyer.auth)).json();
    expect(desk.offers).toHaveLength(2);
    expect(desk.offers.map((o: { badges: object }) => o.badges)).toEqual(expect.arrayContaining([full, none]));
    const comparison = (await t.get(`/api/v2/requests/${request.id}/comparison`, buyer.auth)).json();
    expect(comparison.rows.map((r: { badges: object }) => r.badges)).toEqual([full, none]);

    expect((await t.get(`/api/v2/companies/${supplier.id}/badges`)).json()).toEqual(full);
    const notCompany = await t.get(`/api/v2/companies/${buyer.id}/badges`);
    expect([notCompany.statusCode, notCompany.json()]).toEqual([404, { message: MSG.companyNotFound }]);

    const pending = await f.request(t.db, buyer.id, product.id, 'pending');
    const feed = await t.get(`/api/v2/verification/request-badges?ids=${request.id},${pending.id}`, supplier.auth);
    expect(feed.json()).toEqual({ items: [{ requestId: request.id, badges: none }] });
    const bad = await t.get('/api/v2/verification/request-badges?ids=1,x', supplier.auth);
    expect([bad.statusCode, bad.json().message]).toEqual([400, MSG.requestIds]);
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    expect((await t.get(`/api/v2/verification/request-badges?ids=${tooMany}`, supplier.auth)).statusCode).toBe(400);
  });
});
