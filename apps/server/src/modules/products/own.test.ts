// A manufacturer's products and images through the real calls, with real image decoding and storage.
import { PRODUCT_MSG } from '@tedarik/contract/products/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { type Multipart, multipart, png } from '../../../test/upload';

let t: TestApp;
let pipe: { id: number; categoryId: number };
let maker: { id: number; auth: Record<string, string> };
let rival: { id: number; auth: Record<string, string> };
let buyer: { id: number; auth: Record<string, string> };

const as = async (opts: Parameters<typeof f.member>[1]) => {
  const m = await f.member(t.db, opts);
  return t.asMember(m);
};
const send = (method: 'GET' | 'POST', url: string, who: { auth: Record<string, string> }, body?: Multipart) =>
  t.app.inject({ method, url, headers: { ...who.auth, ...body?.headers }, payload: body?.payload });

beforeAll(async () => {
  t = await testApp();
  const sector = await f.category(t.db, 'Metal');
  const cat = await f.category(t.db, 'Boru', sector.id);
  pipe = { ...(await f.catalogProduct(t.db, cat.id, 'Çelik Boru')), categoryId: cat.id };
  maker = await as({ company: 'Ak Demir Çelik', pkg: 'active' });
  rival = await as({ company: 'Rakip Metal', pkg: 'active' });
  buyer = await as({});
});
afterAll(() => t.close());

const create = async (who = maker, file?: [string, Buffer]) =>
  send(
    'POST',
    '/api/uyeurunOlustur',
    who,
    multipart(
      { ktt: pipe.categoryId, urun: pipe.id, urunAdi: 'Dikişsiz Boru', detay: 'Galvanizli.' },
      file ? { file } : {},
    ),
  );

describe('my products', () => {
  it('creates a product with its first image; it shows publicly at once', async () => {
    const res = await create(maker, ['a.png', await png()]);
    expect(res.statusCode, res.body).toBe(200);
    // the new id as a bare number, as the new-ticket call answers (spec §7), not an object
    expect(res.body).toMatch(/^\d+$/);
    const id = res.json();
    const detail = (await send('GET', `/api/UrunDetay-${id}`, maker)).json();
    expect(detail.kt).toMatchObject({ id, urunAd: 'Dikişsiz Boru', aciklama: 'Galvanizli.', durum: true });
    expect(detail.gorselList).toHaveLength(1);
    const image = await t.app.inject(detail.gorselList[0].gorsel);
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(
      (await t.app.inject(`/api/firmadetay-${maker.id}`)).json().urunler.map((p: { id: number }) => p.id),
    ).toContain(id);
    const list = (await send('GET', '/api/uyeurunlerim', maker)).json();
    expect(list[0]).toMatchObject({ urun: { id }, urunD: { id: pipe.id }, gorselSayisi: 1 });
  });

  it('refuses a non-manufacturer, a renamed text file and a product of another category', async () => {
    expect((await create(buyer)).body).toBe(PRODUCT_MSG.manufacturersOnly);
    const fake = await create(maker, ['kotu.png', Buffer.from('bu bir metin dosyası')]);
    expect(fake.statusCode).toBe(400);
    expect(fake.body).toContain('Geçersiz görsel');
    const wrong = await send(
      'POST',
      '/api/uyeurunOlustur',
      maker,
      multipart({ ktt: 999, urun: pipe.id, urunAdi: 'X ürün' }),
    );
    expect(wrong.body).toBe(PRODUCT_MSG.catalogProduct);
  });

  it('keeps at most 5 images, also when uploads arrive together; orders and removes them', async () => {
    const id: number = (await create(maker, ['a.png', await png()])).json();
    const image = multipart({}, { file: ['b.png', await png(20, 20)] });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send('POST', `/api/uyeurungorselgir-${id}`, maker, image)),
    );
    expect(answers.filter((a) => a.body === PRODUCT_MSG.imageAdded)).toHaveLength(4);
    expect(answers.filter((a) => a.body === PRODUCT_MSG.noMoreImages)).toHaveLength(2);
    const images = (await send('GET', `/api/UrunDetay-${id}`, maker)).json().gorselList;
    expect(images).toHaveLength(5);

    const last = images[4];
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/uyeurungorselguncelle-${last.id}`,
          headers: maker.auth,
          payload: { sira: 0 },
        })
      ).statusCode,
    ).toBe(400);
    const order = (image: { id: number }, sira: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/uyeurungorselguncelle-${image.id}`,
        headers: maker.auth,
        payload: { sira },
      });
    await order(images[0], 2);
    expect((await order(last, 1)).body).toBe(PRODUCT_MSG.updated);
    const reordered = (await send('GET', `/api/UrunDetay-${id}`, maker)).json().gorselList;
    expect(reordered[0].id).toBe(last.id);

    expect((await send('GET', `/api/uyeurungorselkaldir-${last.id}`, rival)).statusCode).toBe(404);
    expect((await send('GET', `/api/uyeurungorselkaldir-${last.id}`, maker)).body).toBe(PRODUCT_MSG.imageRemoved);
    expect((await t.app.inject(last.gorsel)).statusCode).toBe(404); // the file is gone too
    expect((await send('GET', `/api/UrunDetay-${id}`, maker)).json().gorselList).toHaveLength(4);
  });

  it('puts a new image without an order last, also when uploads arrive together', async () => {
    const id: number = (await create(maker, ['a.png', await png()])).json();
    const image = (fields: Record<string, number> = {}) =>
      png(20, 20).then((bytes) =>
        send('POST', `/api/uyeurungorselgir-${id}`, maker, multipart(fields, { file: ['b.png', bytes] })),
      );
    const orders = async () =>
      ((await send('GET', `/api/UrunDetay-${id}`, maker)).json().gorselList as { id: number; sira: number }[]).map(
        (i) => i.sira,
      );
    const together = await Promise.all([image(), image()]);
    expect(together.map((a) => a.body)).toEqual([PRODUCT_MSG.imageAdded, PRODUCT_MSG.imageAdded]);
    expect(await orders()).toEqual([1, 2, 3]);
    // after the highest, not after the count; an order the member gives is kept
    const [first] = (await send('GET', `/api/UrunDetay-${id}`, maker)).json().gorselList;
    await t.app.inject({
      method: 'POST',
      url: `/api/uyeurungorselguncelle-${first.id}`,
      headers: maker.auth,
      payload: { sira: 98 },
    });
    await image();
    await image({ sira: 1 });
    expect(await orders()).toEqual([1, 2, 3, 98, 99]);
  });

  it('lets only the owner read, change and remove a product', async () => {
    const id: number = (await create(maker, ['a.png', await png()])).json();
    const theirs = await send('GET', `/api/UrunDetay-${id}`, rival);
    expect([theirs.statusCode, theirs.body]).toEqual([404, PRODUCT_MSG.notFound]);
    const update = (who: typeof maker) =>
      t.app.inject({
        method: 'POST',
        url: `/api/uyeurunguncelle-${id}`,
        headers: who.auth,
        payload: { baslik: 'Yeni Ad', detay: 'x'.repeat(10) },
      });
    expect((await update(rival)).statusCode).toBe(404);
    expect((await update(maker)).body).toBe(PRODUCT_MSG.updated);
    expect((await send('GET', `/api/uyeurunkaldir-${id}`, rival)).statusCode).toBe(404);
    const image = (await send('GET', `/api/UrunDetay-${id}`, maker)).json().gorselList[0].gorsel;
    expect((await send('GET', `/api/uyeurunkaldir-${id}`, maker)).body).toBe(PRODUCT_MSG.removed);
    expect((await send('GET', `/api/UrunDetay-${id}`, maker)).statusCode).toBe(404);
    expect((await t.app.inject(image)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/firmaurundetay-${id}`)).statusCode).toBe(404);
  });
});

describe('a company’s products in the back-office', () => {
  it('lists, edits, moves, closes and removes them', async () => {
    const admin = { auth: await t.asAdmin() };
    const id: number = (await create(maker, ['a.png', await png()])).json();
    const list = (await send('GET', `/adn_api/uyeUrunListesi-${maker.id}`, admin)).json();
    expect(list.find((p: { urun: { id: number } }) => p.urun.id === id)).toMatchObject({
      urunAd: 'Çelik Boru',
      urun: { durum: true, uyeid: maker.id },
    });
    const choices = (await send('GET', '/adn_api/kategoriselectlist', admin)).json();
    expect(choices).toContainEqual({ id: pipe.id, urunAd: 'Çelik Boru', kat: 'Boru > Çelik Boru' });
    const other = await f.catalogProduct(t.db, pipe.categoryId, 'Paslanmaz Boru');
    const update = await t.app.inject({
      method: 'POST',
      url: `/adn_api/uyeurunguncelle-${id}`,
      headers: admin.auth,
      payload: { baslik: 'Yeni Ad', detay: '', kat: other.id },
    });
    expect(update.body).toBe(PRODUCT_MSG.updated);
    expect((await send('GET', `/adn_api/uyeUrundetay-${id}`, admin)).json()).toMatchObject({
      urun: { urunAd: 'Yeni Ad', kat: other.id },
    });
    // closed: gone from the public, back when opened
    expect((await send('GET', `/adn_api/uyeUrunDurum-${id}`, admin)).body).toBe(PRODUCT_MSG.updated);
    expect((await t.app.inject(`/api/firmaurundetay-${id}`)).statusCode).toBe(404);
    await send('GET', `/adn_api/uyeUrunDurum-${id}`, admin);
    expect((await t.app.inject(`/api/firmaurundetay-${id}`)).statusCode).toBe(200);
    expect((await send('GET', `/adn_api/uyeurunkaldir-${id}`, admin)).body).toBe(PRODUCT_MSG.removed);
    expect((await send('GET', `/adn_api/uyeUrundetay-${id}`, admin)).statusCode).toBe(404);
    // a member's session is no admin session
    expect((await send('GET', `/adn_api/uyeUrunListesi-${maker.id}`, maker)).body).toBe('cikis');
  });
});
