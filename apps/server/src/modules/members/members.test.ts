// Members and their desk through the real calls: the profile and logo, and the administrator's member lists,
// member writes and deletion (issue 11).
import { MSG } from '@tedarik/contract/accounts/public';
import { SESSION_ENDED } from '@tedarik/contract/constants';
import { BAD_CHARACTER } from '@tedarik/contract/fields';
import { ADMIN_MEMBER_MSG, MEMBER_MSG } from '@tedarik/contract/members/admin';
import { IMAGE_MSG } from '@tedarik/contract/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { multipart, png } from '../../../test/upload';
import { members } from '../../db/schema/members';
import { offers, ratings } from '../../db/schema/offers';
import { products } from '../../db/schema/products';
import { requests } from '../../db/schema/requests';

let t: TestApp;
let admin: Record<string, string>;
let metal: { id: number };
let pipes: { id: number };
let pipe: { id: number };

const asMember = async (opts: Parameters<typeof f.member>[1] = {}) => {
  const m = await f.member(t.db, opts);
  return t.asMember(m);
};

const profile = {
  firma: 'Yeni Çelik Ltd.',
  AdSoyad: 'Ayşe Kaya',
  tel: '532 123 45 67',
  adres: 'OSB 3. Cadde No: 5 Gebze',
  firmatel: '262 555 44 33',
  wphat: '',
  il: 34,
  sektor: '',
  website: 'www.yenicelik.com.tr',
  aciklama: 'Çelik boru üretiyoruz.',
  smsCheck: 'false',
  mailCheck: 'true',
};

beforeAll(async () => {
  t = await testApp();
  admin = await t.asAdmin();
  metal = await f.category(t.db, 'Metal');
  pipes = await f.category(t.db, 'Boru', metal.id);
  pipe = await f.catalogProduct(t.db, pipes.id, 'Çelik Boru');
});
afterAll(() => t.close());

describe('the member’s profile', () => {
  it('shows the member’s data and refuses wrong input with the spec messages joined, in the form’s order', async () => {
    const m = await asMember({ company: 'Eski Ad', email: 'profil@test.com' });
    expect((await t.get('/api/uyebilgilerim', m.auth)).json()).toMatchObject({
      firma: 'Eski Ad',
      mail: 'profil@test.com',
    });
    const bad = await t.post(
      '/api/uyebilgilerimGuncelle',
      { ...profile, firma: ' a ', AdSoyad: '', tel: '032 123 45 67', adres: 'x' },
      m.auth,
    );
    expect([bad.statusCode, bad.body]).toEqual([
      400,
      [MSG.company, MSG.fullName, MSG.phone, 'Adres girin.'].join('\n'),
    ]);
    const long = await t.post('/api/uyebilgilerimGuncelle', { ...profile, aciklama: 'x'.repeat(501) }, m.auth);
    expect(long.body).toBe('Firma açıklaması en fazla 500 karakter olabilir.');
    const nul = await t.post('/api/uyebilgilerimGuncelle', { ...profile, adres: 'OSB\u0000 Gebze' }, m.auth);
    expect(nul.body).toBe(BAD_CHARACTER);
    const city = await t.post('/api/uyebilgilerimGuncelle', { ...profile, il: 99999 }, m.auth);
    expect([city.statusCode, city.body]).toEqual([400, MSG.city]);
    expect((await t.get('/api/uyebilgilerim', m.auth)).json().firma).toBe('Eski Ad'); // nothing changed
  });

  it('saves the profile and answers the refreshed session user; the consents are stored', async () => {
    const m = await asMember({ company: 'Eski Ad' });
    const res = await t.post('/api/uyebilgilerimGuncelle', profile, m.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firma: 'Yeni Çelik Ltd.', adSoyad: 'Ayşe Kaya', email: m.email });
    const [row] = await t.db.select().from(members).where(eq(members.id, m.id));
    expect(row).toMatchObject({
      companyPhone: '262 555 44 33',
      smsOptIn: false,
      mailOptIn: true,
      slug: 'yeni-celik-ltd',
      cityId: 34,
    });
    // the back-office search finds the member by its new name
    const found = (await t.post('/adn_api/uyeListAra', { ara: 'YENİ ÇELİK' }, admin)).json();
    expect(found.liste.map((r: { uyeid: number }) => r.uyeid)).toEqual([m.id]);
  });

  it('takes a logo: decoded and re-encoded, the old one deleted; anything else is refused and changes nothing', async () => {
    const m = await asMember({});
    const upload = async (file: [string, Buffer]) => {
      const body = multipart({}, { file });
      return t.app.inject({
        method: 'POST',
        url: '/api/uyeprofilGuncelle',
        headers: { ...m.auth, ...body.headers },
        payload: body.payload,
      });
    };
    const first = await upload(['logo.png', await png(900, 300)]);
    expect(first.statusCode, first.body).toBe(200);
    const logo = first.json().logo as string;
    const served = await t.app.inject(logo);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    const text = await upload(['logo.png', Buffer.from('metin dosyası')]);
    expect([text.statusCode, text.body]).toEqual([400, IMAGE_MSG.invalid]);
    expect((await t.get('/api/uyeDogrula', m.auth)).json().logo).toBe(logo);
    const huge = await upload(['dev.png', Buffer.alloc(9 * 1024 * 1024, 1)]);
    expect([huge.statusCode, huge.body]).toEqual([413, IMAGE_MSG.tooLarge]);
    const second = (await upload(['yeni.png', await png()])).json().logo;
    expect(second).not.toBe(logo);
    expect((await t.app.inject(logo)).statusCode).toBe(404);
  });
});

describe('the back-office’s members and companies', () => {
  it('lists plain members and companies apart, newest first, searches folded text and a sector with its children', async () => {
    const company = await asMember({ company: 'Işık Döküm Sanayi', isCompany: true });
    await t.db.update(members).set({ sectorId: metal.id }).where(eq(members.id, company.id));
    const other = await asMember({ company: 'Başka Sektör', isCompany: true });
    const buyer = await asMember({ company: 'Alıcı Ticaret' });
    const companyIds = (await t.get('/adn_api/firmaList-1', admin)).json().liste.map((r: { uyeid: number }) => r.uyeid);
    expect(companyIds.slice(0, 2)).toEqual([other.id, company.id]);
    expect(companyIds).not.toContain(buyer.id);
    const memberPage = (await t.get('/adn_api/uyeList-1', admin)).json();
    expect(memberPage.liste[0]).toMatchObject({ uyeid: buyer.id, firma: 'Alıcı Ticaret', rol: 'basic', durum: true });
    expect(memberPage.liste.map((r: { uyeid: number }) => r.uyeid)).not.toContain(company.id);
    expect(memberPage).toMatchObject({ sayfa: 1, adet: Math.ceil(memberPage.toplam / 25) });

    const search = async (body: object) =>
      (await t.post('/adn_api/firmaListAra', body, admin)).json().liste.map((r: { uyeid: number }) => r.uyeid);
    expect(await search({ ara: 'IŞIK döküm' })).toEqual([company.id]);
    expect(await search({ ara: 'isik' })).toEqual([company.id]); // Turkish folding
    expect(await search({ ara: '', sektor: metal.id })).toEqual([company.id]);
    await t.db.update(members).set({ sectorId: pipes.id }).where(eq(members.id, other.id));
    expect((await search({ ara: '', sektor: metal.id })).sort()).toEqual([company.id, other.id].sort()); // children
    expect((await search({ ara: 'ış' })).length).toBeGreaterThan(1); // under 3 characters: the whole list
    expect(await search({ ara: '%_\\' })).toEqual([]); // LIKE characters are text
  });

  it("gives a search's total on every page of it, past its last page too", async () => {
    for (let i = 0; i < 27; i++) await asMember({ company: `Sayfalı Arama ${i}` });
    const page = async (sayfa: number) =>
      (await t.post('/adn_api/uyeListAra', { ara: 'sayfalı arama', sayfa }, admin)).json();
    expect(await page(1)).toMatchObject({ toplam: 27, adet: 2 });
    expect((await page(1)).liste).toHaveLength(25);
    expect(await page(2)).toMatchObject({ toplam: 27, adet: 2, liste: [{}, {}] });
    expect(await page(3)).toMatchObject({ toplam: 27, adet: 2, liste: [] });
    // a guard on what a search page costs: the administrator's session, the page's ids with their total, their rows;
    // a page past the last one has no rows to read, and counts the search instead
    await t.outbox.flush(); // the sign-ups' messages, sent now and not while counting
    expect(await t.countQueries(() => page(2))).toBe(3);
    expect(await t.countQueries(() => page(3))).toBe(3);
  });

  it('edits a member with the profile’s rules; no answer carries a password or its hash', async () => {
    const m = await asMember({});
    const body = { ...profile, id: m.id, firmaTel: '', wpHat: '532 000 00 00', smsCheck: true, mailCheck: false };
    const bad = await t.post('/adn_api/uyebilgilerimGuncelle', { ...body, firma: '' }, admin);
    expect(bad.body).toBe(MSG.company);
    const res = await t.post('/adn_api/uyebilgilerimGuncelle', body, admin);
    expect(res.json()).toMatchObject({ uyeid: m.id, firma: 'Yeni Çelik Ltd.', wpHat: '532 000 00 00', smsH: true });
    const detail = await t.get(`/adn_api/uyeDetay-${m.id}`, admin);
    for (const answer of [res.body, detail.body]) expect(answer).not.toMatch(/sifre|password|\$argon2/i);
    const missing = await t.post('/adn_api/uyebilgilerimGuncelle', { ...body, id: 999999 }, admin);
    expect([missing.statusCode, missing.body]).toEqual([404, MEMBER_MSG.notFound]);
  });

  it('stops a member: its open session ends at its next call and it cannot log in until it is active again', async () => {
    const m = await asMember({ email: 'durdur@test.com' });
    const noReason = await t.post(`/adn_api/uyeDetayGunc-${m.id}`, { Durum: false, DurumAciklama: ' ' }, admin);
    expect([noReason.statusCode, noReason.body]).toEqual([400, ADMIN_MEMBER_MSG.reason]);
    const stopped = await t.post(`/adn_api/uyeDetayGunc-${m.id}`, { Durum: false, DurumAciklama: 'Şikayet' }, admin);
    expect(stopped.json()).toMatchObject({ durum: false, durumAciklama: 'Şikayet' });
    const next = await t.get('/api/uyeDogrula', m.auth);
    expect([next.statusCode, next.body]).toEqual([400, SESSION_ENDED]);
    expect((await t.post('/api/login', { mail: 'durdur@test.com', sifre: 'gizli123' }, {})).body).toBe(
      MSG.accountStopped,
    );
    await t.post(`/adn_api/uyeDetayGunc-${m.id}`, { Durum: 'true', DurumAciklama: '' }, admin);
    expect((await t.post('/api/login', { mail: 'durdur@test.com', sifre: 'gizli123' }, {})).statusCode).toBe(200);
  });

  it('switches a member’s type, activates it without its code and sets a new password', async () => {
    const m = await asMember({ email: 'tip@test.com' });
    await t.db.update(members).set({ activatedAt: null }).where(eq(members.id, m.id));
    expect((await t.post(`/adn_api/uyefirmadurum-${m.id}`, {}, admin)).json()).toMatchObject({
      firmaDrm: true,
      rol: 'firma',
    });
    expect((await t.post(`/adn_api/uyefirmadurum-${m.id}`, { firmaDrm: 'false' }, admin)).json().firmaDrm).toBe(false);
    expect((await t.get(`/adn_api/uyeDetay-${m.id}`, admin)).json().uye.aktivasyonKodu).toBe(true);
    expect((await t.post(`/adn_api/uyemailaktivasyon-${m.id}`, {}, admin)).json().aktivasyonKodu).toBe(false);

    const weak = await t.post(`/adn_api/uyeSifreBelirle-${m.id}`, { sifre: '123' }, admin);
    expect(weak.statusCode).toBe(400);
    const set = await t.post(`/adn_api/uyeSifreBelirle-${m.id}`, { sifre: 'Yepyeni-2026' }, admin);
    expect(set.body).toBe(ADMIN_MEMBER_MSG.passwordSet);
    expect((await t.get('/api/uyeDogrula', m.auth)).body).toBe(SESSION_ENDED); // its sessions ended
    expect((await t.post('/api/login', { mail: 'tip@test.com', sifre: 'Yepyeni-2026' }, {})).statusCode).toBe(200);
    expect((await t.lastMessage('tip@test.com')).subject).toContain('Şifreniz değiştirildi');
    expect((await t.post('/adn_api/uyeSifreBelirle-999999', { sifre: 'Yepyeni-2026' }, admin)).statusCode).toBe(404);
  });

  it('deletes a member: its personal data and own things go, what other members rely on stays', async () => {
    const gone = await asMember({ company: 'Silinecek Metal', email: 'sil@test.com', pkg: 'active' });
    const buyer = await asMember({});
    const own = await f.product(t.db, gone.id, pipe.id, 'Silinecek Boru', ['/uploads/gorseller/yok.webp']);
    const request = await f.request(t.db, gone.id, pipe.id, 'open');
    const othersRequest = await f.request(t.db, buyer.id, pipe.id, 'open');
    const offer = await f.offer(t.db, othersRequest.id, gone.id);
    await t.db.insert(ratings).values({ offerId: offer.id, score: 5, comment: 'İyi', status: true });

    const res = await t.get(`/adn_api/uyeSil-${gone.id}`, admin);
    expect([res.statusCode, res.body]).toEqual([200, ADMIN_MEMBER_MSG.deleted]);
    const [row] = await t.db.select().from(members).where(eq(members.id, gone.id));
    expect(row).toMatchObject({ companyName: 'Silinmiş Üye', phone: '', active: false, logo: null });
    expect(row.email).not.toBe('sil@test.com');
    expect(await t.db.$count(products, eq(products.id, own.id))).toBe(0);
    expect((await t.db.select().from(requests).where(eq(requests.id, request.id)))[0].finished).toBe(true);
    expect(await t.db.$count(offers, eq(offers.id, offer.id))).toBe(1); // the buyer's offer history stays
    expect(await t.db.$count(ratings, eq(ratings.offerId, offer.id))).toBe(1);
    expect((await t.get('/api/uyeDogrula', gone.auth)).body).toBe(SESSION_ENDED);
    expect((await t.post('/api/login', { mail: 'sil@test.com', sifre: 'gizli123' }, {})).body).toBe(MSG.loginFailed);
    expect((await t.get(`/api/firmadetay-${gone.id}`, {})).statusCode).toBe(404);
    expect((await t.get(`/adn_api/uyeDetay-${gone.id}`, admin)).statusCode).toBe(404);
    expect((await t.get(`/adn_api/uyeSil-${gone.id}`, admin)).statusCode).toBe(404); // once
    const list = (await t.get('/adn_api/firmaList-1', admin)).json().liste;
    expect(list.map((r: { uyeid: number }) => r.uyeid)).not.toContain(gone.id);
    // the address is free again
    const again = await t.post(
      '/api/hesapOlustur',
      {
        firma: 'Yeni Firma',
        AdSoyad: 'Yeni Kişi',
        il: 34,
        mail: 'sil@test.com',
        tel: '532 111 22 33',
        firmaDrm: false,
        sifre: 'Guclu-Sifre-1',
      },
      {},
    );
    expect(again.statusCode, again.body).toBe(200);
  });
});
