// 'Hesabımı Sil' and the data-request queue (issue 53 item 4, decision 0072), through the real calls and the real
// task: a member's erasure with its password and the typed confirmation ends its sessions at once, is logged in the
// queue with its 30-day deadline, and leaves none of its personal values in any column of the database, while the
// other side of its trades still reads the request and the offer; its files go and its address registers again. The
// administrator logs requests received by e-mail and erases a member from the queue, in the audit log.
import { SESSION_ENDED } from '@tedarik/contract/constants';
import { DATA_REQUEST_MSG, type DataRequest } from '@tedarik/contract/privacy/admin';
import { ERASE_MSG } from '@tedarik/contract/privacy/member';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { samples } from '../../../test/files';
import * as f from '../../../test/fixtures';
import { traces } from '../../../test/traces';
import { multipart } from '../../../test/upload';
import { rawRows } from '../../db/client';
import { attachments } from '../../db/schema/attachments';
import { dataExports } from '../../db/schema/exports';
import { sweepRemovedFiles } from '../../platform/private-files/private-files';

let t: TestApp;
let admin: Record<string, string>;
type Who = Awaited<ReturnType<typeof f.member>> & { auth: Record<string, string> };
let gone: Who; // the member who erases its account
let buyer: Who; // a buyer the erased member offered to
let supplier: Who; // a supplier who offered on the erased member's request
let productId: number;

const person = {
  email: 'selin.kaya@kayaplastik.com.tr',
  name: 'Selin Kayalıoğlu',
  company: 'Kayalıoğlu Plastik Kalıp',
  phone: '5327778899',
  whatsapp: '5051112233',
  ip: '198.51.100.77',
};
const needles = Object.values(person);

const erase = (who: { auth: Record<string, string> }, body: object) => t.post('/api/v2/privacy/erase', body, who.auth);
const queue = async (state: 'open' | 'closed' = 'open') => {
  const res = await t.get(`/adn_api/v2/data-requests?state=${state}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as DataRequest[];
};
const taskCount = async () => (await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from tasks`))[0].n;

beforeAll(async () => {
  t = await testApp();
  admin = await t.asAdmin();
  const cat = await f.category(t.db, 'Plastik');
  productId = (await f.catalogProduct(t.db, cat.id, 'Enjeksiyon Kalıbı')).id;
  gone = await t.asMember(
    await f.member(t.db, { email: person.email, name: person.name, company: person.company, isCompany: true }),
  );
  await t.db.execute(sql`update members set phone = ${person.phone}, whatsapp = ${person.whatsapp},
      address = 'İkitelli OSB', website = 'https://kayaplastik.example' where id = ${gone.id}`);
  buyer = await t.asMember(await f.member(t.db, { name: 'Alıcı Kişi', company: 'Alıcı Yapı' }));
  supplier = await t.asMember(await f.member(t.db, { name: 'Tedarikçi Kişi', company: 'Tedarikçi Makina' }));
});
afterAll(() => t?.close());

describe("'Hesabımı Sil'", () => {
  let own: number; // the erased member's request, offered on by the supplier
  let theirs: number; // the buyer's request, offered on by the erased member
  let fileKey: string;

  beforeAll(async () => {
    own = (await f.request(t.db, gone.id, productId)).id;
    theirs = (await f.request(t.db, buyer.id, productId)).id;
    await f.offer(t.db, own, supplier.id);
    await f.offer(t.db, theirs, gone.id);
    await t.db.execute(sql`update requests set origin_ip = ${person.ip},
        detail = ${`Kalıp için ${person.name} ile görüşün: 0${person.phone}`} where id = ${own}`);
    const body = multipart({}, { file: ['kalip cizimi.pdf', await samples.pdf()] });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/requests/${own}/files`,
      payload: body.payload,
      headers: { ...body.headers, ...gone.auth },
    });
    expect(res.statusCode, res.body).toBe(200);
    [{ storageKey: fileKey }] = await t.db.select().from(attachments).where(eq(attachments.requestId, own));
  });

  it('is refused with a wrong password, without the confirmation word or with a huge one, changing nothing', async () => {
    const tasks = await taskCount();
    const wrong = await erase(gone, { password: 'yanlis-sifre', confirm: 'HESABIMI SİL' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'Mevcut şifreniz hatalı.']);
    const unconfirmed = await erase(gone, { password: 'gizli123', confirm: 'evet' });
    expect([unconfirmed.statusCode, unconfirmed.json().message]).toEqual([400, ERASE_MSG.confirm]);
    expect((await erase(gone, { password: 'gizli123' })).statusCode).toBe(400);
    expect((await erase(gone, { password: 'x'.repeat(100_000), confirm: 'HESABIMI SİL' })).statusCode).toBe(400);
    expect((await erase(gone, { password: 'gizli\u0000123', confirm: 'HESABIMI SİL' })).statusCode).toBe(400);
    // nothing changed: still logged in, nothing logged or asked for
    expect((await t.get('/api/uyeDogrula', gone.auth)).statusCode).toBe(200);
    expect(await queue()).toEqual([]);
    expect(await taskCount()).toBe(tasks);
    expect((await traces(t.db, [person.email])).length).toBeGreaterThan(0);
  });

  it('ends the sessions at once, logs the request with its deadline, and the task forgets every personal value', async () => {
    const before = Date.now();
    const res = await erase(gone, { password: 'gizli123', confirm: ' hesabımı sil ' });
    expect([res.statusCode, res.json()]).toEqual([200, { message: ERASE_MSG.done }]);

    // logged out now, and no way back in while the task has not run
    expect((await t.get('/api/uyeDogrula', gone.auth)).body).toBe(SESSION_ENDED);
    expect((await t.post('/api/login', { mail: person.email, sifre: 'gizli123' })).statusCode).not.toBe(200);

    // the administrator sees it in the queue (open until the task is done: it was kicked, it may be done now), due in
    // 30 days
    const [logged] = [...(await queue()), ...(await queue('closed'))];
    expect(logged).toMatchObject({ kind: 'silme', channel: 'uye-paneli', memberId: gone.id });
    expect(new Date(logged.dueAt).getTime() - new Date(logged.receivedAt).getTime()).toBe(30 * 86_400_000);
    expect(new Date(logged.receivedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    await t.app.tasks.flush();
    await sweepRemovedFiles(t.app.context);

    // no personal value of the member in any column of any table
    expect(await traces(t.db, needles)).toEqual([]);
    // the request is closed as done, its requester forgotten
    expect(await queue()).toEqual([]);
    const [closed] = await queue('closed');
    expect(closed).toMatchObject({
      id: logged.id,
      status: 'tamamlandi',
      requesterName: 'Silinmiş Üye',
      requesterEmail: '',
      memberPresent: false,
      answer: DATA_REQUEST_MSG.selfErased,
      closedBy: null,
    });
    // its uploaded file is gone from storage
    expect(await t.app.context.storage.get(fileKey)).toBeUndefined();
  });

  it('leaves the other side of its trades the request and the offer, under Silinmiş Üye', async () => {
    // the supplier still reads the erased buyer's request and its own offer on it
    const mine = await t.get(`/api/teklifDetay-${own}`, supplier.auth);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().cevaplar).toHaveLength(1);
    expect(JSON.stringify(mine.json())).not.toContain(person.name);
    expect(mine.json().talep.detay).toBe('Kalıp için Silinmiş Üye ile görüşün: [gizlendi]');
    // the buyer still reads the erased supplier's offer on its request, named Silinmiş Üye when named at all
    const detail = await t.get(`/api/talepDetay-${theirs}`, buyer.auth);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(JSON.stringify(detail.json())).not.toContain(person.company);
    expect(detail.json().cevaplar).toHaveLength(1);
    expect(detail.json().cevaplar[0]).toMatchObject({ fiyat: 1000, firmaad: 'S******* Ü**' }); // 'Silinmiş Üye' masked
    expect(mine.json()).toMatchObject({ firmaad: 'S******* Ü**', bitti: true });
  });

  it('frees the e-mail: the address registers again', async () => {
    const again = await t.post('/api/hesapOlustur', {
      firma: 'Yeni Kalıp',
      AdSoyad: 'Yeni Kişi',
      il: 34,
      mail: person.email,
      tel: '532 111 22 33',
      firmaDrm: false,
      sifre: 'Guclu-Sifre-1',
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('the data-request queue', () => {
  let target: Who;
  let logged: DataRequest;

  it('logs a request received by e-mail with its 30-day deadline, linked to the member of its address', async () => {
    target = await t.asMember(await f.member(t.db, { email: 'eposta.talep@ornek.com', name: 'Talep Eden' }));
    const res = await t.post(
      '/adn_api/v2/data-requests',
      {
        kind: 'silme',
        channel: 'e-posta',
        requesterName: 'Talep Eden',
        requesterEmail: 'EPOSTA.TALEP@ornek.com',
        receivedOn: '2026-01-10',
        note: 'kvkk@ adresine gelen e-posta',
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    logged = res.json();
    expect(logged).toMatchObject({ memberId: target.id, memberPresent: true, status: 'acik', channel: 'e-posta' });
    expect(logged.dueAt.slice(0, 10)).toBe('2026-02-09');
    // overdue ones first: it heads the open list
    expect((await queue())[0].id).toBe(logged.id);
  });

  it('refuses a request with missing fields, a day in the future, a bad cursor; a non-administrator', async () => {
    const bad = await t.post('/adn_api/v2/data-requests', { kind: 'silme', channel: 'e-posta' }, admin);
    expect(bad.statusCode).toBe(400);
    const future = await t.post(
      '/adn_api/v2/data-requests',
      { kind: 'erisim', channel: 'e-posta', requesterName: 'A', requesterEmail: 'a@b.com', receivedOn: '2099-01-01' },
      admin,
    );
    expect([future.statusCode, future.json().message]).toEqual([400, DATA_REQUEST_MSG.future]);
    expect((await t.get('/adn_api/v2/data-requests?cursor=abc', admin)).statusCode).toBe(400);
    expect((await t.get('/adn_api/v2/data-requests', target.auth)).statusCode).toBeGreaterThanOrEqual(400);
    const moderator = await t.asRole('moderator');
    expect((await t.get('/adn_api/v2/data-requests', moderator)).statusCode).toBe(403);
    expect((await t.post(`/adn_api/v2/data-requests/${logged.id}/erase`, {}, moderator)).statusCode).toBe(403);
  });

  it("prepares the member's data and erases its account from the queue, in the audit log; then closes it", async () => {
    const prepared = await t.post(`/adn_api/v2/data-requests/${logged.id}/export`, {}, admin);
    expect([prepared.statusCode, prepared.json().message]).toEqual([200, DATA_REQUEST_MSG.exportAsked]);
    expect(await t.db.$count(dataExports, eq(dataExports.memberId, target.id))).toBe(1);
    await t.app.tasks.flush();

    const erased = await t.post(`/adn_api/v2/data-requests/${logged.id}/erase`, {}, admin);
    expect([erased.statusCode, erased.json().message]).toEqual([200, DATA_REQUEST_MSG.erased]);
    expect((await t.get('/api/uyeDogrula', target.auth)).body).toBe(SESSION_ENDED);
    await t.app.tasks.flush();
    expect(await traces(t.db, ['eposta.talep@ornek.com', 'Talep Eden'])).toEqual([]);
    const [row] = (await queue()).filter((r) => r.id === logged.id);
    expect(row).toMatchObject({ memberPresent: false, status: 'acik', requesterName: 'Silinmiş Üye' });
    const [audit] = await rawRows<{ action: string; target_id: number }>(
      t.db,
      sql`select action, target_id from admin_audits where action like '%data-requests/:id/erase' order by id desc`,
    );
    expect(audit).toEqual({ action: 'POST /adn_api/v2/data-requests/:id/erase', target_id: target.id });
    // erased once
    expect((await t.post(`/adn_api/v2/data-requests/${logged.id}/erase`, {}, admin)).statusCode).toBe(404);

    const done = await t.post(
      `/adn_api/v2/data-requests/${logged.id}/close`,
      { status: 'tamamlandi', answer: 'Üyelik silindi, başvurana e-postayla bildirildi.' },
      admin,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'tamamlandi', closedBy: 'admin' });
    expect((await queue('closed'))[0].id).toBe(logged.id);
    const twice = await t.post(`/adn_api/v2/data-requests/${logged.id}/close`, { status: 'reddedildi' }, admin);
    expect([twice.statusCode, twice.json().message]).toEqual([409, DATA_REQUEST_MSG.closed]);
    expect((await t.post('/adn_api/v2/data-requests/999999/close', { status: 'reddedildi' }, admin)).statusCode).toBe(
      404,
    );
  });
});
