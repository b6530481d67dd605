// Package applications and approval through the real calls (DESIGN §4 "Packages", "Roles").
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_PACKAGE_MSG, DEFINITION_MSG } from '@tedarik/contract/packages/admin';
import { PACKAGE_MSG } from '@tedarik/contract/packages/member';
import { IMAGE_MSG } from '@tedarik/contract/uploads';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { lastDelivered } from '../../../test/mail';
import { type Multipart, multipart, png } from '../../../test/upload';
import { members } from '../../db/schema/members';
import { notifications } from '../../db/schema/notifications';
import { packageDefinitions, packageSubscriptions } from '../../db/schema/packages';
import type { Told } from '../../platform/notices';
import { sendExpiryNotices } from './service';

let t: TestApp;
let admin: Record<string, string>;
let starter: { id: number };
let hidden: { id: number };
const asMember = async (opts: Parameters<typeof f.member>[1] = {}) => {
  const m = await f.member(t.db, opts);
  return t.asMember(m);
};
const role = async (auth: Record<string, string>) => (await t.get('/api/uyeDogrula', auth)).json().role;

beforeAll(async () => {
  t = await testApp();
  [starter] = await t.db
    .insert(packageDefinitions)
    .values({
      title: 'Başlangıç',
      months: 3,
      price: '4500.00',
      discount: '500.00',
      body: '<p>3 ay</p><script>x</script>',
    })
    .returning();
  [hidden] = await t.db
    .insert(packageDefinitions)
    .values({ title: 'Eski', months: 1, price: '1.00', active: false })
    .returning();
  admin = await t.asAdmin();
});
afterAll(() => t.close());

describe('a company applies for a package', () => {
  it('sees only active definitions, with the discount, and applies once', async () => {
    const company = await asMember({ isCompany: true });
    const list = (await t.get('/api/paketList', company.auth)).json();
    expect(list.liste.map((p: { id: number }) => p.id)).toEqual([starter.id]);
    expect(list.liste[0]).toMatchObject({ fiyat: 4500, ind: 500, sira: 3, metin: '<p>3 ay</p>' });
    expect(list.uyePaketi).toBeNull();
    expect((await t.post('/api/paketBasvurusu', { secilenPaket: hidden.id }, company.auth)).body).toBe(
      PACKAGE_MSG.choose,
    );
    expect(await role(company.auth)).toBe('firma');
    expect((await t.post('/api/paketBasvurusu', { secilenPaket: starter.id }, company.auth)).body).toBe(
      PACKAGE_MSG.applied,
    );
    expect(await role(company.auth)).toBe('onay');
    expect((await t.post('/api/paketBasvurusu', { secilenPaket: starter.id }, company.auth)).body).toBe(
      PACKAGE_MSG.pending,
    );
    const mine = (await t.get('/api/paketList', company.auth)).json().uyePaketi;
    expect(mine).toMatchObject({
      uypkt: { durum: null, ucret: 4000, sureAy: 3 },
      pkt: { baslik: 'Başlangıç', durum: false },
    });
  });

  it('two applications sent together make one', async () => {
    const company = await asMember({ isCompany: true });
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.post('/api/paketBasvurusu', { secilenPaket: starter.id }, company.auth)),
    );
    expect(answers.filter((a) => a.body === PACKAGE_MSG.applied)).toHaveLength(1);
  });
});

describe('the administrator decides', () => {
  it('approves an application: it runs from today for its months and the member becomes a manufacturer', async () => {
    const buyer = await asMember(); // a plain member who applied ('İmalatçı Ol')
    await t.post('/api/paketBasvurusu', { secilenPaket: starter.id }, buyer.auth);
    const id = (await t.get('/api/paketList', buyer.auth)).json().uyePaketi.uypkt.id;
    const res = await t.post(
      `/adn_api/uyePaketDetayGunc-${buyer.id}`,
      { secilenAktifid: id, secilenAktifPaket: 1, secilenAktifaciklama: 'Ödeme alındı' },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const current = res.json().secili[0];
    expect(current).toMatchObject({ uypkt: { id, durum: true, aciklama: 'Ödeme alındı' }, pkt: { durum: true } });
    const start = new Date(current.uypkt.tarihBaslangic);
    expect(current.bitisTarihi).toBe(
      new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 3, start.getUTCDate()))
        .toISOString()
        .slice(0, 10),
    );
    expect(await role(buyer.auth)).toBe('imalatci');
    const active = (await t.get('/adn_api/AktifPaketListesi', admin)).json();
    expect(active.some((a: { uy: { uyeid: number } }) => a.uy.uyeid === buyer.id)).toBe(true);
    // passive: it stops counting
    await t.post(`/adn_api/uyePaketDetayGunc-${buyer.id}`, { secilenAktifid: id, secilenAktifPaket: 0 }, admin);
    expect(await role(buyer.auth)).toBe('firma');
    // another member's application is not found through this member
    const other = await asMember({ isCompany: true });
    expect(
      (await t.post(`/adn_api/uyePaketDetayGunc-${other.id}`, { secilenAktifid: id, secilenAktifPaket: 1 }, admin))
        .statusCode,
    ).toBe(404);
  });

  it('tells the member of an approval and a rejection: in the bell, by mail and SMS as it consented, once', async () => {
    const alerts = async (who: { auth: Record<string, string> }) =>
      ((await t.get('/api/bildirimUyarilar', who.auth)).json().liste as { metin: string; link: string }[]).filter((n) =>
        n.metin.startsWith('Paket başvurunuz'),
      );
    const decide = (who: { id: number }, id: number, code: number, note = '') =>
      t.post(
        `/adn_api/uyePaketDetayGunc-${who.id}`,
        { secilenAktifid: id, secilenAktifPaket: code, secilenAktifaciklama: note },
        admin,
      );
    const apply = async (who: { auth: Record<string, string> }) => {
      await t.post('/api/paketBasvurusu', { secilenPaket: starter.id }, who.auth);
      return (await t.get('/api/paketList', who.auth)).json().uyePaketi.uypkt.id as number;
    };

    const approved = await asMember({ isCompany: true, email: 'paket-onay@test.com' });
    await t.db.update(members).set({ phone: '5321110000' }).where(eq(members.id, approved.id));
    const id = await apply(approved);
    expect(await alerts(approved)).toEqual([]);
    // the same decision twice at once: told once
    await Promise.all([decide(approved, id, 1), decide(approved, id, 1)]);
    const ends: string = (await t.get('/api/paketList', approved.auth)).json().uyePaketi.uypkt.bitisTarihi;
    const until = ends.split('-').reverse().join('.');
    expect(await alerts(approved)).toMatchObject([
      { metin: `Paket başvurunuz onaylandı. Başlangıç paketiniz ${until} tarihine kadar geçerlidir.`, okundu: false },
    ]);
    expect((await alerts(approved))[0].link).toBe('/account-d-detay-paket');
    const mail = await t.lastMessage('paket-onay@test.com');
    expect(mail).toMatchObject({ subject: 'Paket başvurunuz onaylandı' });
    expect(await lastDelivered(t, 'paket-onay@test.com')).toContain('http://localhost:3000/account-d-detay-paket');
    expect(await lastDelivered(t, '5321110000', 'sms')).toMatch(/^Paket başvurunuz onaylandı\./);

    const rejected = await asMember({ isCompany: true, email: 'paket-red@test.com' });
    await t.db
      .update(members)
      .set({ phone: '5321110001', mailOptIn: false, smsOptIn: false })
      .where(eq(members.id, rejected.id));
    await decide(rejected, await apply(rejected), 0, 'Vergi levhası eksik.');
    expect((await alerts(rejected)).map((n) => n.metin)).toEqual([
      'Paket başvurunuz reddedildi (Başlangıç). Açıklama: Vergi levhası eksik.',
    ]);
    // no consent, no mail or SMS
    expect(await t.lastMessage('paket-red@test.com')).toBeUndefined();
    expect(await t.lastMessage('5321110001', 'sms')).toBeUndefined();
  });

  it('adds a package directly, with the definition’s months and price by default', async () => {
    const company = await asMember({ isCompany: true });
    const res = await t.post(
      `/adn_api/uyePaketEkle-${company.id}`,
      { yeniPaket: starter.id, yeniPakettarih: '' },
      admin,
    );
    expect(res.json().secili[0]).toMatchObject({ uypkt: { sureAy: 3, ucret: 4000, durum: true } });
    expect(await role(company.auth)).toBe('imalatci');
    const bad = await t.post(`/adn_api/uyePaketEkle-${company.id}`, { yeniPaket: '', yeniPaketsira: 'x' }, admin);
    expect(bad.body.split('\n')).toEqual([ADMIN_PACKAGE_MSG.choose, ADMIN_PACKAGE_MSG.months]);
    const later = await t.post(
      `/adn_api/uyePaketEkle-${company.id}`,
      { yeniPaket: starter.id, yeniPakettarih: '2030-01-15', yeniPaketsira: 12, yeniPaketfiyat: '9000' },
      admin,
    );
    expect(
      later.json().secili.find((s: { uypkt: { tarihBaslangic: string } }) => s.uypkt.tarihBaslangic === '2030-01-15'),
    ).toMatchObject({
      uypkt: { sureAy: 12, ucret: 9000 },
      bitisTarihi: '2031-01-15',
      pkt: { durum: false },
    });
    const choices = (await t.get('/adn_api/paketList', admin)).json();
    expect(choices).toEqual([{ id: starter.id, baslik: 'Başlangıç', sira: 3, fiyat: 4500, ind: 500 }]);
  });
});

describe('the member page of the back-office (uyeDetay)', () => {
  it('shows the member, its role, counts and packages, never its password', async () => {
    const company = await asMember({ isCompany: true, company: 'Yıldız Metal' });
    await t.post('/api/paketBasvurusu', { secilenPaket: starter.id }, company.auth);
    const sector = await f.category(t.db, 'Makine');
    const pump = await f.catalogProduct(t.db, (await f.category(t.db, 'Pompa', sector.id)).id, 'Su Pompası');
    await f.request(t.db, company.id, pump.id, 'open');
    await f.request(t.db, company.id, pump.id, 'pending');
    await f.product(t.db, company.id, pump.id, 'Pompa A');
    const res = await t.get(`/adn_api/uyeDetay-${company.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      uye: { uyeid: company.id, firma: 'Yıldız Metal', firmaDrm: true, rol: 'onay', durum: true },
      talepCount: 2,
      talepaktif: 1,
      talepOnayBekleyen: 1,
      urunler: 1,
      puani: { ortalama: null, adet: 0 },
      gecmis: [],
    });
    expect(detail.secili).toHaveLength(1);
    expect(detail.paketS.map((p: { id: number }) => p.id)).toContain(starter.id);
    expect(res.body).not.toMatch(/sifre|password|\$argon|\$2[aby]\$/i);
    expect((await t.get('/adn_api/uyeDetay-999999', admin)).statusCode).toBe(404);
  });
});

describe('package definitions in the back-office (koleksiyon)', () => {
  const send = (url: string, body: Multipart | object) =>
    'payload' in body
      ? t.app.inject({ method: 'POST', url, headers: { ...admin, ...body.headers }, payload: body.payload })
      : t.post(url, body, admin);
  const files = async () => (await readdir(path.join(t.uploadsDir, 'koleksiyon')).catch(() => [])).length;

  it('refuses an incomplete definition with the spec messages in one answer, and stores nothing', async () => {
    const before = (await t.get('/adn_api/koleksiyonList', admin)).json().length;
    const res = await send('/adn_api/koleksiyonEkle', multipart({ baslik: ' ', sira: 'x' }));
    expect([res.statusCode, res.body]).toEqual([400, 'Baslik Girin.\nSira Numarasi Girin.\nGorsel Girin.']);
    const text = await send(
      '/adn_api/koleksiyonEkle',
      multipart({ baslik: 'Sahte', sira: 5 }, { file: ['resim.png', Buffer.from('bir metin dosyası')] }),
    );
    expect([text.statusCode, text.body]).toEqual([400, IMAGE_MSG.invalid]);
    const costly = await send(
      '/adn_api/koleksiyonEkle',
      multipart({ baslik: 'Pahalı', sira: 5, fiyat: 10, ind: 20 }, { file: ['a.png', await png()] }),
    );
    expect(costly.body).toBe(DEFINITION_MSG.discount);
    // spec §5: a title of 2 characters or fewer, and a blank or missing order, are refused (not saved, not 5)
    const incomplete: [Record<string, string | number>, string][] = [
      [{ baslik: 'ab', sira: 3 }, DEFINITION_MSG.title],
      [{ baslik: ' Altın ', sira: '' }, DEFINITION_MSG.months],
      [{ baslik: 'Altın' }, DEFINITION_MSG.months],
    ];
    for (const [fields, message] of incomplete) {
      const refused = await send('/adn_api/koleksiyonEkle', multipart(fields, { file: ['a.png', await png()] }));
      expect([refused.statusCode, refused.body]).toEqual([400, message]);
    }
    expect((await t.get('/adn_api/koleksiyonList', admin)).json()).toHaveLength(before);
    expect(await files()).toBe(0);
  });

  it('adds, edits, deactivates and re-images a definition; members see only active ones', async () => {
    const added = await send(
      '/adn_api/koleksiyonEkle',
      multipart(
        {
          baslik: 'Altın',
          metin: '<p>12 ay <b>öncelik</b></p><img src=x onerror=alert(1)>',
          sira: 5,
          fiyat: '12000,50',
        },
        { file: ['altin.png', await png(60, 40)] },
      ),
    );
    expect(added.statusCode).toBe(200);
    const gold = added.json();
    expect(gold).toMatchObject({ baslik: 'Altın', sira: 5, fiyat: 12000.5, ind: 0, durum: true });
    expect(gold.metin).toBe('<p>12 ay <b>öncelik</b></p><img src="x" />');
    expect((await t.app.inject(gold.resim)).headers['content-type']).toBe('image/webp');
    const company = await asMember({ isCompany: true });
    const offered = async () =>
      (await t.get('/api/paketList', company.auth)).json().liste.map((p: { id: number }) => p.id);
    expect(await offered()).toContain(gold.id);

    const update = { durum: false, baslik: 'Altın Paket', metin: '<p>Yeni</p>', sira: 12, fiyat: 12000, ind: 1000 };
    const saved = (await send(`/adn_api/koleksiyondetayGnc-${gold.id}`, update)).json();
    expect(saved).toMatchObject({ ...update, resim: gold.resim });
    expect((await t.get(`/adn_api/koleksiyondetay-${gold.id}`, admin)).json()).toEqual(saved);
    expect(await offered()).not.toContain(gold.id);
    // the edit keeps the add's rules: 'ab' and a blank order are refused and change nothing
    for (const [change, message] of [
      [{ baslik: 'ab' }, DEFINITION_MSG.title],
      [{ sira: '' }, DEFINITION_MSG.months],
      // amounts are decimals read exactly, not Number(): '0x10' was 16, '1e3' 1000 (issue 48 item 5)
      [{ fiyat: '0x10' }, DEFINITION_MSG.price],
      [{ fiyat: '1e3' }, DEFINITION_MSG.price],
      [{ fiyat: '1000000000.01' }, DEFINITION_MSG.price],
      [{ ind: '-1' }, DEFINITION_MSG.price],
      [{ ind: 'abc' }, DEFINITION_MSG.price],
      [{ ind: '12000.01' }, DEFINITION_MSG.discount],
    ] as const) {
      const refused = await send(`/adn_api/koleksiyondetayGnc-${gold.id}`, { ...update, ...change });
      expect([refused.statusCode, refused.body]).toEqual([400, message]);
    }
    expect((await t.get(`/adn_api/koleksiyondetay-${gold.id}`, admin)).json()).toEqual(saved);
    // the list keeps the inactive one for the administrator
    expect((await t.get('/adn_api/koleksiyonList', admin)).json().map((p: { id: number }) => p.id)).toContain(gold.id);

    const replaced = (
      await send(`/adn_api/koleksiyondetayimg-${gold.id}`, multipart({}, { file: ['yeni.png', await png(30, 30)] }))
    ).json();
    expect(replaced.resim).not.toBe(gold.resim);
    expect((await t.app.inject(gold.resim)).statusCode).toBe(404); // the old file is gone
    expect((await t.app.inject(replaced.resim)).statusCode).toBe(200);
    expect(await files()).toBe(2); // the new image and its thumbnail
  });

  it('answers a missing definition with 404 and writes no file for it', async () => {
    const before = await files();
    const res = await send('/adn_api/koleksiyondetayimg-999999', multipart({}, { file: ['a.png', await png()] }));
    expect([res.statusCode, res.body]).toEqual([404, DEFINITION_MSG.notFound]);
    expect(await files()).toBe(before);
    expect((await t.get('/adn_api/koleksiyondetay-999999', admin)).statusCode).toBe(404);
    const update = await send('/adn_api/koleksiyondetayGnc-999999', { baslik: 'Xyz', sira: 1 });
    expect([update.statusCode, update.body]).toEqual([404, DEFINITION_MSG.notFound]);
  });
});

describe('a package ends by itself', () => {
  const running = (memberId: number, startDays: number, endDays: number) =>
    t.db.insert(packageSubscriptions).values({
      memberId,
      packageId: starter.id,
      months: 3,
      price: '4000.00',
      status: true,
      startsOn: sql`current_date + ${startDays}::int`,
      endsOn: sql`current_date + ${endDays}::int`,
    });
  const notices = async (memberId: number) =>
    (await t.db.select().from(notifications).where(eq(notifications.memberId, memberId))).map((n) => n.kind);

  it('on its end day, and its company is told a week before and on the day, once each', async () => {
    const ending = await asMember({ isCompany: true, email: 'bitiyor@test.com' });
    await t.db.update(members).set({ phone: '5321234567' }).where(eq(members.id, ending.id));
    await running(ending.id, -85, 5);
    const ended = await asMember({ isCompany: true, email: 'bitti@test.com' });
    await t.db.update(members).set({ mailOptIn: false }).where(eq(members.id, ended.id));
    await running(ended.id, -90, 0);
    const later = await asMember({ isCompany: true });
    await running(later.id, -60, 30);
    const renewed = await asMember({ isCompany: true });
    await running(renewed.id, -87, 3);
    await running(renewed.id, 3, 93); // the next package starts as this one ends

    expect(await role(ended.auth)).toBe('firma'); // nobody acted: it stopped counting on its end date
    expect(await role(ending.auth)).toBe('imalatci');

    const told = (runs: Told[]) => runs.flatMap((r) => r.events).length;
    expect(told(await sendExpiryNotices({ db: t.db, publicUrl: 'http://localhost:3000' }, new Date()))).toBe(2);
    expect(await notices(ending.id)).toEqual(['package_ending']);
    expect(await notices(ended.id)).toEqual(['package_ended']);
    expect(await notices(later.id)).toEqual([]);
    expect(await notices(renewed.id)).toEqual([]);
    const mail = await lastDelivered(t, 'bitiyor@test.com');
    expect(mail).toContain('Başlangıç paketinizin süresi');
    expect(mail).toContain(`http://localhost:3000/hesabim/odemeler/yeni?paket=${starter.id}`); // renew by transfer
    expect(await lastDelivered(t, '5321234567', 'sms')).toContain('tarihinde doluyor');
    expect(await t.lastMessage('bitti@test.com')).toBeUndefined(); // no mail without consent
    const alerts = (await t.get('/api/bildirimUyarilar', ended.auth)).json();
    expect(alerts.liste[0].metin).toContain('süresi doldu');

    // once each, also when two processes run the check together
    const again = await Promise.all([1, 2].map(() => sendExpiryNotices({ db: t.db, publicUrl: '' }, new Date())));
    expect(again.map(told)).toEqual([0, 0]);
  });
});
