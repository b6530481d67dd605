// 'Talep Tercihlerim' decide matching (issue 50 item 2, decision 0061): by category (its sub-categories too), by the
// buyer's province and by quantity; the feed, the offer check, the reach count and the approval's notices follow the
// one rule; a company without rules matches as before; a company without a package hears, masked, with an invitation.
import { MATCH_MSG, type MatchPreferencesInput } from '@tedarik/contract/matching/member';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { categories } from '../../db/schema/catalog';
import { notifications } from '../../db/schema/notifications';
import { outbox } from '../../db/schema/outbox';
import { requests } from '../../db/schema/requests';

let t: TestApp;
type Who = { id: number; email: string; auth: Record<string, string> };
let admin: Record<string, string>;
let sector: { id: number };
let pipes: { id: number };
let seamless: { id: number }; // a sub-category of pipes
let valves: { id: number };
let pipe: { id: number }; // under seamless
let valve: { id: number }; // under valves
let istanbul: Who; // a buyer in İstanbul (34)
let ankara: Who; // a buyer in Ankara (6)
let ruled: Who; // a manufacturer with rules: the pipes category, İzmir and İstanbul, 100 at least
let plain: Who; // a manufacturer without rules, with a product under the valve
let idle: Who; // a company without a package, with rules

const prefs = (over: Partial<MatchPreferencesInput> = {}): MatchPreferencesInput => ({
  productIds: [],
  categoryIds: [],
  allProvinces: true,
  provinceIds: [],
  minQuantity: 0,
  frequency: 'instant',
  byMail: true,
  bySms: false,
  ...over,
});
const save = (who: Who, body: object) => t.call('PUT', '/api/v2/match-preferences', who.auth, body);

/** An approved request, as the administrator's approval makes it (its notices sent). */
async function approved(buyer: Who, catalogProductId: number, quantity: number) {
  const r = await f.request(t.db, buyer.id, catalogProductId, 'pending');
  await t.db.update(requests).set({ quantity }).where(eq(requests.id, r.id));
  const res = await t.post(`/adn_api/uyeTalepGuncelle-${buyer.id}`, { id: r.id, durum: 1, aciklama: '' }, admin);
  expect(res.statusCode).toBe(200);
  return r.id;
}
const feedOf = async (who: Who) =>
  (await t.get('/api/uyetalelTeklifindex', who.auth)).json().liste.map((r: { tlb: { id: number } }) => r.tlb.id);
const told = async (requestId: number) =>
  (
    await t.db
      .select({ memberId: notifications.memberId, text: notifications.text })
      .from(notifications)
      .where(and(eq(notifications.requestId, requestId), eq(notifications.kind, 'request_match')))
  ).sort((a, b) => a.memberId - b.memberId);
const reach = async (requestId: number) =>
  (await t.get(`/adn_api/v2/moderation/requests/${requestId}/reach`, admin)).json();

beforeAll(async () => {
  t = await testApp();
  admin = await t.asAdmin();
  sector = await f.category(t.db, 'Metal');
  pipes = await f.category(t.db, 'Boru', sector.id);
  seamless = await f.category(t.db, 'Dikişsiz Boru', pipes.id);
  valves = await f.category(t.db, 'Vana', sector.id);
  pipe = await f.catalogProduct(t.db, seamless.id, 'Çelik Boru');
  valve = await f.catalogProduct(t.db, valves.id, 'Küresel Vana');
  istanbul = await t.asMember(await f.member(t.db, { company: 'Yılmaz Yapı', cityId: 34 }));
  ankara = await t.asMember(await f.member(t.db, { company: 'Kaya İnşaat', cityId: 6 }));
  ruled = await t.asMember(await f.member(t.db, { company: 'Ak Demir', pkg: 'active' }));
  plain = await t.asMember(await f.manufacturer(t.db, valve.id, { company: 'Vana Sanayi' }));
  idle = await t.asMember(await f.member(t.db, { company: 'Yeni Firma', isCompany: true }));
});
afterAll(() => t.close());

describe("a company's preferences", () => {
  it('are saved and read back; refused in Turkish with their fields, and to a buyer', async () => {
    const before = (await t.get('/api/v2/match-preferences', ruled.auth)).json();
    expect(before).toMatchObject({ saved: false, allProvinces: true, frequency: 'instant', products: [] });
    const bad = await save(ruled, prefs({ productIds: Array.from({ length: 201 }, (_, i) => i + 1), minQuantity: -1 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ productIds: MATCH_MSG.products, minQuantity: MATCH_MSG.minQuantity });
    const none = await save(ruled, prefs({ allProvinces: false }));
    expect(none.json()).toMatchObject({ message: MATCH_MSG.noProvince, fields: { provinceIds: MATCH_MSG.noProvince } });
    expect((await save(ruled, prefs({ categoryIds: [999999] }))).json().fields).toEqual({
      categoryIds: MATCH_MSG.unknownCategories,
    });
    expect((await save(istanbul, prefs())).statusCode).toBe(403);

    const ok = await save(
      ruled,
      prefs({ categoryIds: [pipes.id], allProvinces: false, provinceIds: [34, 35], minQuantity: 100 }),
    );
    expect(ok.json()).toEqual({ message: MATCH_MSG.saved });
    const after = (await t.get('/api/v2/match-preferences', ruled.auth)).json();
    expect(after).toMatchObject({
      saved: true,
      categories: [{ id: pipes.id, name: 'Boru' }],
      allProvinces: false,
      provinceIds: [34, 35],
      minQuantity: 100,
    });
    expect((await save(idle, prefs({ productIds: [pipe.id] }))).statusCode).toBe(200);
  });
});

describe('matching by the rules', () => {
  it('by category, its sub-categories too: in the feed, the reach, the notices and the offer check', async () => {
    const id = await approved(istanbul, pipe.id, 250);
    expect(await feedOf(ruled)).toContain(id);
    expect((await told(id)).map((n) => n.memberId)).toEqual([ruled.id, idle.id].sort((a, b) => a - b));
    expect(await reach(id)).toMatchObject({ companies: 2 });
    const offer = { tarih: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10), detay: 'Stok.' };
    const made = await t.post(
      `/api/genelteklifolustur-${id}`,
      { ...offer, fiyat: '100', parabirimi: 'TL' },
      ruled.auth,
    );
    expect(made.statusCode).toBe(200);
  });

  it('a catalog product added later under a chosen category matches at once (kept by the catalog)', async () => {
    const later = await f.catalogProduct(t.db, seamless.id, 'Paslanmaz Boru');
    const id = await approved(istanbul, later.id, 500);
    expect(await feedOf(ruled)).toContain(id);
    // and one moved out of the category no longer does
    await t.db.update(categories).set({ parentId: valves.id }).where(eq(categories.id, seamless.id));
    const moved = await approved(istanbul, later.id, 500);
    expect(await feedOf(ruled)).not.toContain(moved);
    await t.db.update(categories).set({ parentId: pipes.id }).where(eq(categories.id, seamless.id));
  });

  it("by the buyer's province", async () => {
    const id = await approved(ankara, pipe.id, 250);
    expect(await feedOf(ruled)).not.toContain(id);
    expect((await told(id)).map((n) => n.memberId)).toEqual([idle.id]);
    const offer = { tarih: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10), detay: 'Stok.' };
    const refused = await t.post(
      `/api/genelteklifolustur-${id}`,
      { ...offer, fiyat: '1', parabirimi: 'TL' },
      ruled.auth,
    );
    expect(refused.statusCode).toBe(400);
  });

  it('by quantity: below the minimum no, an unknown quantity (0) yes', async () => {
    const small = await approved(istanbul, pipe.id, 99);
    const unknown = await approved(istanbul, pipe.id, 0);
    const feed = await feedOf(ruled);
    expect(feed).not.toContain(small);
    expect(feed).toContain(unknown);
    expect((await reach(small)).companies).toBe(1);
  });

  it('a company without rules matches by its products as before, wherever the buyer and whatever the quantity', async () => {
    const id = await approved(ankara, valve.id, 1);
    expect(await feedOf(plain)).toContain(id);
    expect(await feedOf(ruled)).not.toContain(id);
    expect((await told(id)).map((n) => n.memberId)).toEqual([plain.id]);
    expect((await told(id))[0].text).toBe('K*** İ***** firması 1 Adet Küresel Vana için yeni bir talep oluşturdu.');
  });

  it('a company without a package hears of a match, the buyer masked, invited to buy a package; it cannot offer', async () => {
    const id = await approved(istanbul, pipe.id, 300);
    const notice = (await told(id)).find((n) => n.memberId === idle.id);
    expect(notice?.text).toBe(
      'Y***** Y*** firması 300 Adet Çelik Boru için yeni bir talep oluşturdu. Teklif verebilmek için bir paket satın alın.',
    );
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, idle.email));
    const mail = mails.find((m) => m.body.includes(`talep-detay-${id}`));
    expect(mail?.body).toContain('/account-d-detay-paket');
    expect(mail?.body).not.toContain('Yılmaz');
    const offer = { tarih: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10), detay: 'Stok.' };
    const refused = await t.post(
      `/api/genelteklifolustur-${id}`,
      { ...offer, fiyat: '1', parabirimi: 'TL' },
      idle.auth,
    );
    expect(refused.statusCode).toBe(403);
  });
});
