// Package applications and approval through the real calls (DESIGN §4 "Packages", "Roles").
import { ADMIN_PACKAGE_MSG } from '@tedarik/contract/packages/admin';
import { PACKAGE_MSG } from '@tedarik/contract/packages/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { packageDefinitions } from '../../db/schema/packages';

let t: TestApp;
let admin: Record<string, string>;
let starter: { id: number };
let hidden: { id: number };
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const asMember = async (opts: Parameters<typeof f.member>[1] = {}) => {
  const m = await f.member(t.db, opts);
  return { ...m, auth: basic(m.email, await f.session(t.db, m.id)) };
};
const role = async (auth: Record<string, string>) => (await get('/api/uyeDogrula', auth)).json().role;

beforeAll(async () => {
  t = await testApp();
  [starter] = await t.db
    .insert(packageDefinitions)
    .values({ title: 'Başlangıç', months: 3, price: 4500, discount: 500, body: '<p>3 ay</p><script>x</script>' })
    .returning();
  [hidden] = await t.db
    .insert(packageDefinitions)
    .values({ title: 'Eski', months: 1, price: 1, active: false })
    .returning();
  await f.admin(t.db);
  const res = await post('/adn_api/login', { kad: 'admin', sifre: 'Admin12345' }, {});
  admin = basic('admin', res.json().token);
});
afterAll(() => t.close());

describe('a company applies for a package', () => {
  it('sees only active definitions, with the discount, and applies once', async () => {
    const company = await asMember({ isCompany: true });
    const list = (await get('/api/paketList', company.auth)).json();
    expect(list.liste.map((p: { id: number }) => p.id)).toEqual([starter.id]);
    expect(list.liste[0]).toMatchObject({ fiyat: 4500, ind: 500, sira: 3, metin: '<p>3 ay</p>' });
    expect(list.uyePaketi).toBeNull();
    expect((await post('/api/paketBasvurusu', { secilenPaket: hidden.id }, company.auth)).body).toBe(
      PACKAGE_MSG.choose,
    );
    expect(await role(company.auth)).toBe('firma');
    expect((await post('/api/paketBasvurusu', { secilenPaket: starter.id }, company.auth)).body).toBe(
      PACKAGE_MSG.applied,
    );
    expect(await role(company.auth)).toBe('onay');
    expect((await post('/api/paketBasvurusu', { secilenPaket: starter.id }, company.auth)).body).toBe(
      PACKAGE_MSG.pending,
    );
    const mine = (await get('/api/paketList', company.auth)).json().uyePaketi;
    expect(mine).toMatchObject({
      uypkt: { durum: null, ucret: 4000, sureAy: 3 },
      pkt: { baslik: 'Başlangıç', durum: false },
    });
  });

  it('two applications sent together make one', async () => {
    const company = await asMember({ isCompany: true });
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('/api/paketBasvurusu', { secilenPaket: starter.id }, company.auth)),
    );
    expect(answers.filter((a) => a.body === PACKAGE_MSG.applied)).toHaveLength(1);
  });
});

describe('the administrator decides', () => {
  it('approves an application: it runs from today for its months and the member becomes a manufacturer', async () => {
    const buyer = await asMember(); // a plain member who applied ('İmalatçı Ol')
    await post('/api/paketBasvurusu', { secilenPaket: starter.id }, buyer.auth);
    const id = (await get('/api/paketList', buyer.auth)).json().uyePaketi.uypkt.id;
    const res = await post(
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
    const active = (await get('/adn_api/AktifPaketListesi', admin)).json();
    expect(active.some((a: { uy: { uyeid: number } }) => a.uy.uyeid === buyer.id)).toBe(true);
    // passive: it stops counting
    await post(`/adn_api/uyePaketDetayGunc-${buyer.id}`, { secilenAktifid: id, secilenAktifPaket: 0 }, admin);
    expect(await role(buyer.auth)).toBe('firma');
    // another member's application is not found through this member
    const other = await asMember({ isCompany: true });
    expect(
      (await post(`/adn_api/uyePaketDetayGunc-${other.id}`, { secilenAktifid: id, secilenAktifPaket: 1 }, admin))
        .statusCode,
    ).toBe(404);
  });

  it('adds a package directly, with the definition’s months and price by default', async () => {
    const company = await asMember({ isCompany: true });
    const res = await post(`/adn_api/uyePaketEkle-${company.id}`, { yeniPaket: starter.id, yeniPakettarih: '' }, admin);
    expect(res.json().secili[0]).toMatchObject({ uypkt: { sureAy: 3, ucret: 4000, durum: true } });
    expect(await role(company.auth)).toBe('imalatci');
    const bad = await post(`/adn_api/uyePaketEkle-${company.id}`, { yeniPaket: '', yeniPaketsira: 'x' }, admin);
    expect(bad.body.split('\n')).toEqual([ADMIN_PACKAGE_MSG.choose, ADMIN_PACKAGE_MSG.months]);
    const later = await post(
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
    const choices = (await get('/adn_api/paketList', admin)).json();
    expect(choices).toEqual([{ id: starter.id, baslik: 'Başlangıç', sira: 3, fiyat: 4500, ind: 500 }]);
  });
});
