// The back-office's member page and edit as the legacy screens send and read them (issue 35): the countries and
// cities in the spec's shape, phones of 10 digits with or without the mask's spaces, consents named as the spec names
// them and kept when not mentioned, the type switch without a body, the company list's sub-category filter, and
// websites of http(s) only.
import { MSG } from '@tedarik/contract/accounts/public';
import { LINK_MSG } from '@tedarik/contract/fields';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { members } from '../../db/schema/members';

let t: TestApp;
let admin: Record<string, string>;

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers = admin) => t.app.inject({ method: 'POST', url, payload, headers });
const stored = async (id: number) => (await t.db.select().from(members).where(eq(members.id, id)))[0];

/** The back-office edit form's fields (admin spec §7), without the consents. */
const edit = (id: number) => ({
  id,
  firma: 'Kuzey Döküm',
  AdSoyad: 'Cem Kuzey',
  tel: '544 939 97 21',
  adres: 'OSB 5. Cadde No: 9 Kayseri',
  firmaTel: '',
  wpHat: '',
  il: 38,
  sektor: '',
  website: '',
  aciklama: '',
});

beforeAll(async () => {
  t = await testApp();
  admin = await t.asAdmin();
});
afterAll(() => t.close());

describe('countries and cities', () => {
  it('come as ulkel and sehirler, each city with its country; the member page adds the member’s country', async () => {
    const countries = (await t.app.inject('/api/UlkelerVeİller')).json();
    expect(Object.keys(countries).sort()).toEqual(['sehirler', 'ulkel']);
    expect(countries.ulkel).toContainEqual({ id: 223, baslik: 'Türkiye' });
    expect(countries.sehirler).toContainEqual({ id: 6, baslik: 'Ankara', ulke: 223 });

    const m = await f.member(t.db, { cityId: 6 });
    const { ulkeSehir } = (await get(`/adn_api/uyeDetay-${m.id}`)).json();
    expect(ulkeSehir).toEqual({ ulke: { id: 223, baslik: 'Türkiye' }, icerik: countries });
  });
});

describe('the back-office’s member edit', () => {
  it('takes a phone of 10 digits with or without the mask’s spaces and stores both alike', async () => {
    const m = await f.member(t.db);
    for (const tel of ['5449399721', '544 939 97 21', ' 544 9399721 ']) {
      const res = await post('/adn_api/uyebilgilerimGuncelle', { ...edit(m.id), tel, firmaTel: '3522224455' });
      expect([res.statusCode, res.json().tel, res.json().firmatel], tel).toEqual([
        200,
        '544 939 97 21',
        '352 222 44 55',
      ]);
      expect((await stored(m.id)).phone).toBe('544 939 97 21');
    }
    for (const tel of ['544939972', '0544 939 97 21', '044 939 97 21', '544-939-97-21', 'x'.repeat(5000), 5449399721]) {
      const res = await post('/adn_api/uyebilgilerimGuncelle', { ...edit(m.id), AdSoyad: 'Başka Ad', tel });
      if (tel === 5449399721)
        expect(res.statusCode).toBe(200); // a JSON number is the same digits
      else expect([res.statusCode, res.body], String(tel).slice(0, 20)).toEqual([400, MSG.phone]);
    }
  });

  it('honours smsCheck and mailCheck, and keeps a consent the request does not mention', async () => {
    const m = await f.member(t.db);
    await t.db.update(members).set({ smsOptIn: true, mailOptIn: true }).where(eq(members.id, m.id));
    const optIns = async () => {
      const row = await stored(m.id);
      return [row.smsOptIn, row.mailOptIn];
    };
    // no consent in the request: both stay
    expect((await post('/adn_api/uyebilgilerimGuncelle', edit(m.id))).statusCode).toBe(200);
    expect(await optIns()).toEqual([true, true]);
    // one of them: only that one changes
    await post('/adn_api/uyebilgilerimGuncelle', { ...edit(m.id), smsCheck: 'false' });
    expect(await optIns()).toEqual([false, true]);
    await post('/adn_api/uyebilgilerimGuncelle', { ...edit(m.id), mailCheck: false });
    expect(await optIns()).toEqual([false, false]);
    const both = await post('/adn_api/uyebilgilerimGuncelle', { ...edit(m.id), smsCheck: 'true', mailCheck: 'on' });
    expect(both.json()).toMatchObject({ smsH: true, mailH: true });
    // the stored flags' own names still count; smsCheck / mailCheck win over them
    await post('/adn_api/uyebilgilerimGuncelle', { ...edit(m.id), smsH: 'false' });
    expect(await optIns()).toEqual([false, true]);
    await post('/adn_api/uyebilgilerimGuncelle', { ...edit(m.id), smsH: 'false', smsCheck: 'true', mailH: 'false' });
    expect(await optIns()).toEqual([true, false]);
  });

  it('switches a member’s type with no body at all, or an empty JSON or form body', async () => {
    const m = await f.member(t.db);
    const url = `/adn_api/uyefirmadurum-${m.id}`;
    const none = await t.app.inject({ method: 'POST', url, headers: admin });
    expect([none.statusCode, none.json().firmaDrm]).toEqual([200, true]);
    const json = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '',
    });
    expect([json.statusCode, json.json().firmaDrm]).toEqual([200, false]);
    const form = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect([form.statusCode, form.json().firmaDrm]).toEqual([200, true]);
    expect((await stored(m.id)).isCompany).toBe(true);
    const missing = await t.app.inject({ method: 'POST', url: '/adn_api/uyefirmadurum-999999', headers: admin });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the company list’s sector filter', () => {
  it('takes a sub-category: its companies match, and its sector still matches all of them', async () => {
    const sector = await f.category(t.db, 'Makine');
    const sub = await f.category(t.db, 'Pres', sector.id);
    const other = await f.category(t.db, 'Torna', sector.id);
    const inSub = await f.member(t.db, { company: 'Pres Makina', isCompany: true });
    const inOther = await f.member(t.db, { company: 'Torna Makina', isCompany: true });
    await t.db.update(members).set({ sectorId: sub.id }).where(eq(members.id, inSub.id));
    await t.db.update(members).set({ sectorId: other.id }).where(eq(members.id, inOther.id));
    const search = async (sektor: number) =>
      (await post('/adn_api/firmaListAra', { ara: '', sektor })).json().liste.map((r: { uyeid: number }) => r.uyeid);
    expect(await search(sub.id)).toEqual([inSub.id]);
    expect(await search(other.id)).toEqual([inOther.id]);
    expect(await search(sector.id)).toEqual([inOther.id, inSub.id]); // newest first
  });
});

describe('a member’s website', () => {
  it('takes http(s) (a bare host as https://) at registration, in the profile and in the back-office', async () => {
    const m = await f.member(t.db, { email: 'site@test.com' });
    const auth = (await t.asMember(m)).auth;
    const profile = {
      firma: 'Site Ltd.',
      AdSoyad: 'Ada Site',
      tel: '532 123 45 67',
      adres: 'OSB 1. Cadde No: 1 Gebze',
      il: 41,
      aciklama: '',
      smsCheck: 'false',
      mailCheck: 'false',
    };
    const register = (website: string) =>
      post(
        '/api/hesapOlustur',
        { ...profile, mail: `kayit-${Date.now()}@test.com`, firmaDrm: false, sifre: 'Guclu-Sifre-1', website },
        {},
      );
    const writes = [
      (website: string) => post('/api/uyebilgilerimGuncelle', { ...profile, website }, auth),
      (website: string) => post('/adn_api/uyebilgilerimGuncelle', { ...edit(m.id), website }),
      register,
    ];
    for (const write of writes) {
      for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.example']) {
        const res = await write(bad);
        expect([res.statusCode, res.body], bad).toEqual([400, LINK_MSG]);
      }
    }
    expect((await stored(m.id)).website).toBe('');
    await writes[0]('www.site.com.tr');
    expect((await stored(m.id)).website).toBe('https://www.site.com.tr');
    await writes[1]('http://site.com.tr/hakkimizda');
    expect((await stored(m.id)).website).toBe('http://site.com.tr/hakkimizda');
    expect((await register('site.com.tr:8080')).statusCode).toBe(200);
  });

  it('stored with another scheme before the rule, reads as none', async () => {
    const m = await f.member(t.db, { isCompany: true, pkg: 'active' });
    const auth = (await t.asMember(m)).auth;
    await t.db.update(members).set({ website: 'javascript:alert(1)' }).where(eq(members.id, m.id));
    expect((await get(`/adn_api/uyeDetay-${m.id}`)).json().uye.website).toBe('');
    expect((await get('/api/uyebilgilerim', auth)).json().website).toBe('');
    expect((await get(`/api/firmadetay-${m.id}`, {})).json().website).toBe('');
  });
});
