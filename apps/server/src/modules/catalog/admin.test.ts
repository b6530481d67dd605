// The back-office's catalogue through the real calls: the tree, category writes with stable links, deletes that move
// and never lose, tags, catalog products and their uses (issue 12).
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CATALOG_MSG, type CategoryNode } from '@tedarik/contract/catalog/admin';
import { UNPAGED_CEILING } from '@tedarik/contract/unpaged';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { catalogProducts } from '../../db/schema/catalog';
import { products } from '../../db/schema/products';
import { requests } from '../../db/schema/requests';

let t: TestApp;
let admin: Record<string, string>;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: admin });

beforeAll(async () => {
  const webRoot = await mkdtemp(path.join(tmpdir(), 'web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<html><head><meta name="description" content="" /><meta name="keywords" content="" /><title>T</title></head></html>',
  );
  t = await testApp({ webRoot });
  admin = await t.asAdmin();
});
afterAll(() => t.close());

/** The tree's node named `name`, anywhere in it. */
function find(tree: CategoryNode[], name: string): CategoryNode | undefined {
  for (const n of tree) {
    if (n.katAd === name) return n;
    const below = find(n.altKategoriler, name);
    if (below) return below;
  }
  return undefined;
}
const tree = async () => (await get('/adn_api/kategorilerList')).json() as CategoryNode[];

describe('categories', () => {
  it('adds sectors and sub-categories with Turkish links, counts products below, and lists them flat', async () => {
    expect((await post('/adn_api/kategoriEkle', { katad: 'Çelik Ürünleri', ustkat: 0 })).statusCode).toBe(200);
    const sector = find(await tree(), 'Çelik Ürünleri') as CategoryNode;
    expect(sector).toMatchObject({ link: 'celik-urunleri', ustKat: 0, toplamAltUrun: 0 });
    const res = await post('/adn_api/kategoriEkle', { katad: 'Işık Direkleri', ustkat: sector.id });
    const sub = find(res.json(), 'Işık Direkleri') as CategoryNode;
    expect(sub).toMatchObject({ link: 'isik-direkleri', ustKat: sector.id });
    await f.catalogProduct(t.db, sub.id, 'Galvaniz Direk');
    await f.catalogProduct(t.db, sub.id, 'Çelik Direk');
    expect(find(await tree(), 'Çelik Ürünleri')?.toplamAltUrun).toBe(2);
    // a second category of the same name gets a link of its own
    const twin = find(
      (await post('/adn_api/kategoriEkle', { katad: 'Işık direkleri', ustkat: 0 })).json(),
      'Işık direkleri',
    );
    expect(twin?.link).toBe('isik-direkleri-2');

    const flat = (await get('/adn_api/allKatListe')).json();
    expect(flat.find((c: { id: number }) => c.id === sub.id)).toMatchObject({
      uKatAd: 'Çelik Ürünleri',
      ustKat: sector.id,
      toplamAltUrun: 2,
    });

    const bad = await post('/adn_api/kategoriEkle', { katad: 'ab', ustkat: 0 });
    expect([bad.statusCode, bad.body]).toEqual([400, CATALOG_MSG.name]);
    const orphan = await post('/adn_api/kategoriEkle', { katad: 'Yetim', ustkat: 999999 });
    expect(orphan.body).toBe(CATALOG_MSG.parentNotFound);
  });

  it('reads the tree in a constant number of statements', async () => {
    const before = await t.countQueries(tree);
    for (let i = 0; i < 5; i++) await post('/adn_api/kategoriEkle', { katad: `Ek Kategori ${i}`, ustkat: 0 });
    expect(await t.countQueries(tree)).toBe(before);
  });

  it('renames: the old public link answers with a permanent redirect to the new one', async () => {
    const sector = find((await post('/adn_api/kategoriEkle', { katad: 'Eski Ad', ustkat: 0 })).json(), 'Eski Ad');
    const renamed = await post(`/adn_api/kategoriGnc-${sector?.id}`, { KatAd: 'Yeni Ad' });
    expect(find(renamed.json(), 'Yeni Ad')?.link).toBe('yeni-ad');
    const old = await t.app.inject('/urunler-eski-ad?sayfa=2');
    expect([old.statusCode, old.headers.location]).toEqual([301, '/urunler-yeni-ad?sayfa=2']);
    expect((await t.app.inject('/talepler-eski-ad')).headers.location).toBe('/talepler-yeni-ad');
    expect((await t.app.inject('/urunler-yeni-ad')).statusCode).toBe(200);
    expect((await t.app.inject('/urunler-hic-olmayan')).statusCode).toBe(404);
  });

  it('moves a category, never under itself or one of its descendants', async () => {
    const a = find((await post('/adn_api/kategoriEkle', { katad: 'Taşınacak', ustkat: 0 })).json(), 'Taşınacak');
    const b = find((await post('/adn_api/kategoriEkle', { katad: 'Alt Bir', ustkat: a?.id })).json(), 'Alt Bir');
    const c = find((await post('/adn_api/kategoriEkle', { katad: 'Alt İki', ustkat: b?.id })).json(), 'Alt İki');
    for (const target of [a?.id, b?.id, c?.id]) {
      const res = await post(`/adn_api/kategoriustKat-${a?.id}`, { kid: target });
      expect([res.statusCode, res.body]).toEqual([400, CATALOG_MSG.intoItself]);
    }
    const moved = await post(`/adn_api/kategoriustKat-${c?.id}`, { kid: 0 });
    expect(find(moved.json(), 'Alt İki')?.ustKat).toBe(0);
    expect((await post('/adn_api/kategoriustKat-999999', { kid: 0 })).statusCode).toBe(404);
  });

  it('deletes a sub-category by moving its requests, products, sub-categories and tags to its parent', async () => {
    const sector = find((await post('/adn_api/kategoriEkle', { katad: 'Makine', ustkat: 0 })).json(), 'Makine');
    const sub = find(
      (await post('/adn_api/kategoriEkle', { katad: 'Pompalar', ustkat: sector?.id })).json(),
      'Pompalar',
    );
    const deeper = find(
      (await post('/adn_api/kategoriEkle', { katad: 'Dalgıç Pompalar', ustkat: sub?.id })).json(),
      'Dalgıç Pompalar',
    ) as CategoryNode;
    const subId = sub?.id as number;
    const pump = await f.catalogProduct(t.db, subId, 'Santrifüj Pompa');
    const deepPump = await f.catalogProduct(t.db, deeper.id, 'Dalgıç Pompa');
    await post(`/adn_api/kategoriEtiketEkle-${subId}`, { etiket: 'pompa' });
    const maker = await f.member(t.db, { pkg: 'active' });
    const buyer = await f.member(t.db);
    const request = await f.request(t.db, buyer.id, pump.id);
    const product = await f.product(t.db, maker.id, pump.id, 'Pompa 5 HP');

    const res = await post(`/adn_api/kategoridelete-${subId}`, {});
    expect(res.statusCode, res.body).toBe(200);
    const after = find(res.json(), 'Makine') as CategoryNode;
    expect(find(res.json(), 'Pompalar')).toBeUndefined();
    expect(after.altKategoriler.map((c) => c.katAd)).toEqual(['Dalgıç Pompalar']);
    expect(after.katEtiketlers.map((x) => x.etiket)).toEqual(['pompa']);
    expect(after.toplamAltUrun).toBe(2);
    const [moved] = await t.db.select().from(catalogProducts).where(eq(catalogProducts.id, pump.id));
    expect(moved.categoryId).toBe(sector?.id);
    // every request and product is still there and reachable under the parent
    expect(await t.db.$count(requests, eq(requests.id, request.id))).toBe(1);
    expect(await t.db.$count(products, eq(products.id, product.id))).toBe(1);
    const list = (await t.app.inject(`/api/urunListesi-${sector?.id}`)).json();
    expect(list.liste.map((p: { id: number }) => p.id)).toContain(product.id);
    const requestsOfSector = (await t.app.inject(`/api/imbtalepler-${sector?.id}`)).json();
    expect(requestsOfSector.liste.map((r: { tlb: { id: number } }) => r.tlb.id)).toContain(request.id);
    expect((await t.app.inject('/urunler-pompalar')).headers.location).toBe('/urunler-makine');
    expect(deepPump.id).toBeGreaterThan(0);

    // a sector that still holds anything is not deleted; an empty one is
    const refused = await post(`/adn_api/kategoridelete-${sector?.id}`, {});
    expect([refused.statusCode, refused.body]).toEqual([400, CATALOG_MSG.topNotEmpty]);
    const empty = find((await post('/adn_api/kategoriEkle', { katad: 'Boş Sektör', ustkat: 0 })).json(), 'Boş Sektör');
    const gone = await post(`/adn_api/kategoridelete-${empty?.id}`, {});
    expect(find(gone.json(), 'Boş Sektör')).toBeUndefined();
  });
});

describe('tags', () => {
  it('adds, renames and deletes a category’s tags; short names and another category’s tag are refused', async () => {
    const cat = find((await post('/adn_api/kategoriEkle', { katad: 'Etiketli', ustkat: 0 })).json(), 'Etiketli');
    const other = find((await post('/adn_api/kategoriEkle', { katad: 'Başkası', ustkat: 0 })).json(), 'Başkası');
    const [tag] = (await post(`/adn_api/kategoriEtiketEkle-${cat?.id}`, { etiket: 'paslanmaz' })).json();
    expect(tag).toMatchObject({ etiket: 'paslanmaz' });
    const short = await post(`/adn_api/kategoriEtiketEkle-${cat?.id}`, { etiket: 'ab' });
    expect([short.statusCode, short.body]).toEqual([400, CATALOG_MSG.tagFailed]);
    const renamed = await post(`/adn_api/kategoriEtiketGnc-${cat?.id}`, { etiket: 'inoks', id: tag.id });
    expect(renamed.json()).toEqual([{ id: tag.id, etiket: 'inoks' }]);
    expect((await post(`/adn_api/kategoriEtiketdelete-${other?.id}`, { id: tag.id })).statusCode).toBe(404);
    expect((await post(`/adn_api/kategoriEtiketdelete-${cat?.id}`, { id: tag.id })).json()).toEqual([]);
  });
});

describe('catalog products', () => {
  it('adds, renames, deactivates, pages and searches a category’s products with their uses', async () => {
    const cat = find(
      (await post('/adn_api/kategoriEkle', { katad: 'Vana', ustkat: 0 })).json(),
      'Vana',
    ) as CategoryNode;
    const added = await post(`/adn_api/kategoriUrunEkle-${cat.id}`, { etiket: 'Küresel Vana' });
    expect(added.json()).toMatchObject({ kat: { katAd: 'Vana', altKategori: false }, toplam: 1, tUrun: 0 });
    const valve = added.json().katUrunlers[0];
    expect(valve).toMatchObject({ et: { urunAd: 'Küresel Vana', kudurum: true, linq: 'kuresel-vana' }, kat: 'Vana' });
    for (let i = 0; i < 3; i++) await post(`/adn_api/kategoriUrunEkle-${cat.id}`, { etiket: `Kelebek Vana ${i}` });

    const maker = await f.member(t.db, { pkg: 'active' });
    const buyer = await f.member(t.db);
    await f.product(t.db, maker.id, valve.et.id, 'Vana DN50', ['/uploads/x/a.webp']);
    await f.request(t.db, buyer.id, valve.et.id);
    const page = (await get(`/adn_api/kategoridetay-${cat.id}?ara=kuresel`)).json();
    expect(page).toMatchObject({ toplam: 1, tUrun: 1, katUrunlers: [{ tplTalep: 1, tplUrun: 1 }] });
    const all = (await get('/adn_api/kategoridetay?sayfa=1')).json();
    expect(all.kat).toBeNull();
    expect(all.toplam).toBeGreaterThanOrEqual(4);

    const off = await post(`/adn_api/kategoriUrunGnc-${cat.id}`, {
      etiket: 'Küresel Vana 2"',
      durum: 'Hayır',
      id: valve.et.id,
    });
    expect(off.json().katUrunlers.find((p: { et: { id: number } }) => p.et.id === valve.et.id).et).toMatchObject({
      urunAd: 'Küresel Vana 2"',
      kudurum: false,
    });
    // an inactive product is not offered in the search, but its company product stays
    expect((await t.app.inject('/api/urunAra?s=k%C3%BCresel')).json()).toEqual([]);
    expect(await t.db.$count(products, eq(products.catalogProductId, valve.et.id))).toBe(1);

    const inUse = await post(`/adn_api/kategoriUrundelete-${cat.id}`, { id: valve.et.id });
    expect([inUse.statusCode, inUse.body]).toEqual([400, CATALOG_MSG.productInUse]);
    const unused = all.katUrunlers.find((p: { et: { urunAd: string } }) => p.et.urunAd === 'Kelebek Vana 0');
    const removed = await post(`/adn_api/kategoriUrundelete-${cat.id}`, { id: unused.et.id });
    expect(removed.json().toplam).toBe(3);
    // through another category, a product is not found
    const elsewhere = find(
      (await post('/adn_api/kategoriEkle', { katad: 'Başka Vana', ustkat: 0 })).json(),
      'Başka Vana',
    );
    expect((await post(`/adn_api/kategoriUrundelete-${elsewhere?.id}`, { id: valve.et.id })).statusCode).toBe(404);
  });

  it('answers every product without a page (spec: kategoridetay unpaged), up to 5,000 and the total past them', async () => {
    const cat = find((await post('/adn_api/kategoriEkle', { katad: 'Toplu', ustkat: 0 })).json(), 'Toplu');
    const add = (from: number, to: number) =>
      t.db.execute(sql`insert into catalog_products (category_id, name, slug, search)
        select ${cat?.id}::int, 'Toplu Ürün ' || lpad(g::text, 5, '0'), 'toplu-urun-' || g, 'toplu urun ' || g
        from generate_series(${from}::int, ${to}::int) g`);
    await add(1, 150);
    const names = (d: { katUrunlers: { et: { urunAd: string } }[] }) => d.katUrunlers.map((p) => p.et.urunAd);
    const whole = await get(`/adn_api/kategoridetay-${cat?.id}`);
    expect(names(whole.json())).toEqual(
      Array.from({ length: 150 }, (_, i) => `Toplu Ürün ${String(i + 1).padStart(5, '0')}`),
    );
    expect(whole.json()).toMatchObject({ toplam: 150, sayfa: 1 });
    expect(whole.headers['x-total-count']).toBeUndefined();
    const pages = [1, 2].map((n) => get(`/adn_api/kategoridetay-${cat?.id}?sayfa=${n}`).then((r) => names(r.json())));
    expect(await Promise.all(pages)).toEqual([names(whole.json()).slice(0, 100), names(whole.json()).slice(100)]);

    await add(151, UNPAGED_CEILING + 1);
    const capped = await get(`/adn_api/kategoridetay-${cat?.id}`);
    expect([capped.json().katUrunlers.length, capped.json().toplam]).toEqual([UNPAGED_CEILING, UNPAGED_CEILING + 1]);
    expect(capped.headers['x-total-count']).toBe(String(UNPAGED_CEILING + 1));
    const every = await get('/adn_api/kategoridetay');
    expect(every.json().katUrunlers).toHaveLength(UNPAGED_CEILING);
    expect(Number(every.headers['x-total-count'])).toBe(every.json().toplam);
    expect((await get(`/adn_api/kategoridetay-${cat?.id}?sayfa=51`)).json().katUrunlers).toHaveLength(1);
  });

  it('moves a product only to a category without sub-categories; its uses follow', async () => {
    const from = find(
      (await post('/adn_api/kategoriEkle', { katad: 'Kaynak', ustkat: 0 })).json(),
      'Kaynak',
    ) as CategoryNode;
    const parent = find(
      (await post('/adn_api/kategoriEkle', { katad: 'Hedef', ustkat: 0 })).json(),
      'Hedef',
    ) as CategoryNode;
    const leaf = find(
      (await post('/adn_api/kategoriEkle', { katad: 'Hedef Alt', ustkat: parent.id })).json(),
      'Hedef Alt',
    );
    const cp = await f.catalogProduct(t.db, from.id, 'Taşınan Ürün');
    const buyer = await f.member(t.db);
    await f.request(t.db, buyer.id, cp.id);
    const refused = await post(`/adn_api/kategoriUrunGnckat-${from.id}`, { kat: parent.id, id: cp.id });
    expect([refused.statusCode, refused.body]).toEqual([400, CATALOG_MSG.targetHasChildren]);
    const moved = await post(`/adn_api/kategoriUrunGnckat-${from.id}`, { kat: leaf?.id, id: cp.id });
    expect(moved.json().toplam).toBe(0);
    const there = (await get(`/adn_api/kategoridetay-${leaf?.id}`)).json();
    expect(there.katUrunlers[0]).toMatchObject({ et: { id: cp.id }, tplTalep: 1, kat: 'Hedef > Hedef Alt' });
  });

  it('lists the companies’ products under a catalog product, each row in the spec’s flat shape', async () => {
    const cat = find(
      (await post('/adn_api/kategoriEkle', { katad: 'Kablo', ustkat: 0 })).json(),
      'Kablo',
    ) as CategoryNode;
    const cp = await f.catalogProduct(t.db, cat.id, 'NYY Kablo');
    const maker = await f.member(t.db, { company: 'Kablo Sanayi', pkg: 'active' });
    const p = await f.product(t.db, maker.id, cp.id, 'NYY 3x2.5', ['/uploads/x/a.webp', '/uploads/x/b.webp']);
    const res = (await get(`/adn_api/firmakategoriurunler-${cp.id}`)).json();
    expect(res).toEqual({
      baslik: 'Kablo > NYY Kablo',
      liste: [
        {
          kat: 'Kablo > NYY Kablo',
          fid: maker.id,
          firma: 'Kablo Sanayi',
          fdurum: true,
          uid: p.id,
          urun: 'NYY 3x2.5',
          udurum: true,
          gorsel: 2,
        },
      ],
    });
    expect((await get('/adn_api/firmakategoriurunler-999999')).statusCode).toBe(404);
  });
});
