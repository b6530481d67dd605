// Searching the way a Turkish buyer types (issue 51): suffixed and plural forms, any word order, Turkish letters
// folded both ways, typos with 'Bunu mu demek istediniz', ranking and the categories of what was found, in every
// search of the site; and nothing the legacy substring match found is lost.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../test/app';
import * as f from '../test/fixtures';
import { FEW_MATCHES, rawRows } from './db/client';

let t: TestApp;
let admin: Record<string, string>;
const made: Record<string, number> = {}; // catalog product name → id

// catalog products, each with one product of a publishing company, in this order (the later, the newer)
const PIPES = ['Paslanmaz Çelik Boru', 'Dikişli Çelik Boru', 'Galvanizli Boru', 'Çelik Borular İçin Kelepçe'];
const OTHERS = {
  Flanş: ['Çelik Flanş', 'Boruları Çelik Raf'],
  Plastik: ['Plastik Enjeksiyon Kalıbı', 'Kauçuk Conta'],
  Döküm: ['Döküm Parça', 'Somunlu Cıvata', 'Işıklı Tabela', 'Yağ Filtresi'],
};

beforeAll(async () => {
  t = await testApp();
  admin = await t.asAdmin();
  const metal = await f.category(t.db, 'Metal');
  const maker = await f.member(t.db, { company: 'Ak Demir Çelik', pkg: 'active' });
  const buyer = await f.member(t.db, { company: 'Alıcı Yapı' });
  const add = async (categoryName: string, names: string[]) => {
    const category = await f.category(t.db, categoryName, metal.id);
    for (const name of names) {
      const c = await f.catalogProduct(t.db, category.id, name);
      made[name] = c.id;
      await f.product(t.db, maker.id, c.id, name);
    }
  };
  await add('Boru', PIPES);
  for (const [category, names] of Object.entries(OTHERS)) await add(category, names);
  await f.request(t.db, buyer.id, made['Dikişli Çelik Boru']);
  await f.request(t.db, buyer.id, made['Plastik Enjeksiyon Kalıbı']);
  await f.request(t.db, buyer.id, made['Galvanizli Boru'], 'pending'); // not public: never found
  // each request older than the one before it
  await f.request(t.db, buyer.id, made['Paslanmaz Çelik Boru']);
  await f.request(t.db, buyer.id, made['Çelik Borular İçin Kelepçe']);
});
afterAll(() => t.close());

type ProductList = {
  liste: { katUrunAd?: string; urunAd: string }[];
  arama: string | null;
  oneri?: string | null;
  kategoriler?: { katAd: string; adet: number; link: string }[];
};
const productSearch = async (s: string) =>
  (await t.get(`/api/urunListesi?s=${encodeURIComponent(s)}`)).json() as ProductList;
/** The names found for a text, in the list's order (each product is named as its catalog product). */
const found = async (s: string) => (await productSearch(s)).liste.map((p) => p.urunAd);
const sorted = (names: string[]) => [...names].sort();

describe('the product search, as a Turkish buyer types', () => {
  it('finds the same products for a word, its plural and its suffixed forms', async () => {
    const pipes = sorted([...PIPES, 'Boruları Çelik Raf']);
    for (const s of ['boru', 'borular', 'boruları', 'BORULARDAN', 'boruyu'])
      expect(sorted(await found(s)), s).toEqual(pipes);
    expect(await found('flanşlı')).toEqual(['Çelik Flanş']); // -lı
    expect(await found('somunlu')).toEqual(['Somunlu Cıvata']); // -lu, and the word itself
    expect(await found('dökümden')).toEqual(['Döküm Parça']); // -den
    expect(await found('dökümü')).toEqual(['Döküm Parça']); // -ü
    expect(await found('plastikten')).toEqual(['Plastik Enjeksiyon Kalıbı']); // -ten
    expect(await found('kalıp')).toEqual(['Plastik Enjeksiyon Kalıbı']); // the title's softened consonant
    expect(await found('contayı')).toEqual(['Kauçuk Conta']); // -yı
    expect(await found('filtreler')).toEqual(['Yağ Filtresi']); // -ler against the title's -si
  });

  it('takes the words in any order', async () => {
    expect(await found('enjeksiyon plastik')).toEqual(['Plastik Enjeksiyon Kalıbı']);
    expect(await found('plastik enjeksiyon')).toEqual(['Plastik Enjeksiyon Kalıbı']);
    expect(sorted(await found('boru paslanmaz'))).toEqual(['Paslanmaz Çelik Boru']);
  });

  it('folds Turkish letters both ways', async () => {
    for (const s of ['ışıklı', 'IŞIKLI', 'isikli', 'ISIKLI']) expect(await found(s), s).toEqual(['Işıklı Tabela']);
    for (const s of ['yağ', 'YAG', 'Yag']) expect(await found(s), s).toEqual(['Yağ Filtresi']);
    expect(await found('kaucuk')).toEqual(['Kauçuk Conta']);
    expect(await found('CIVATA')).toEqual(['Somunlu Cıvata']);
    expect(await found('DÖKÜM')).toEqual(await found('dokum'));
    expect(await found('GALVANİZLİ')).toEqual(['Galvanizli Boru']);
  });

  it("finds a typo's closest known words and offers them: 'Bunu mu demek istediniz'", async () => {
    const typos = { paslanmz: 'paslanmaz', galvanzli: 'galvanizli', 'enjeksyon kalıbı': 'enjeksiyon kalibi' };
    const expected = {
      paslanmz: 'Paslanmaz Çelik Boru',
      galvanzli: 'Galvanizli Boru',
      'enjeksyon kalıbı': 'Plastik Enjeksiyon Kalıbı',
    };
    for (const [typed, meant] of Object.entries(typos)) {
      const res = await productSearch(typed);
      expect(res.oneri, typed).toBe(meant);
      expect(res.arama).toBe(typed);
      expect(res.liste.map((p) => p.urunAd)).toEqual([expected[typed as keyof typeof expected]]);
    }
    // a text nothing resembles finds nothing and offers nothing; a found text offers nothing either
    expect(await productSearch('zzqxw wqkz')).toMatchObject({ liste: [], oneri: null });
    expect((await productSearch('paslanmaz')).oneri).toBeNull();
  });

  it('ranks the phrase first, then every word as typed, then the stems; newest first among equals', async () => {
    expect(await found('çelik borular')).toEqual([
      'Çelik Borular İçin Kelepçe', // the phrase
      'Boruları Çelik Raf', // every word as typed (the newer product)
      'Dikişli Çelik Boru', // by stems, the newer first
      'Paslanmaz Çelik Boru',
    ]);
  });

  it('names the categories most of what it found is in, the most first, each a link that narrows it', async () => {
    const res = await productSearch('çelik');
    expect(res.kategoriler?.map((c) => [c.katAd, c.adet])).toEqual([
      ['Boru', 3],
      ['Flanş', 2],
    ]);
    const boru = res.kategoriler?.[0];
    const [, id] = /-(\d+)$/.exec(boru?.link ?? '') ?? [];
    const categoryId = (await t.get('/api/kategoriListLink'))
      .json()
      .find((c: { link: string }) => c.link === boru?.link)?.id;
    expect(id ?? categoryId).toBeDefined();
    const narrowed = (await t.get(`/api/urunListesi-${categoryId}?s=%C3%A7elik`)).json() as ProductList;
    expect(sorted(narrowed.liste.map((p) => p.urunAd))).toEqual(
      sorted(['Paslanmaz Çelik Boru', 'Dikişli Çelik Boru', 'Çelik Borular İçin Kelepçe']),
    );
  });

  it('loses nothing the legacy substring match found', async () => {
    // a part of a word, in the middle of it: the substring match still finds it
    expect(sorted(await found('elik'))).toEqual(
      sorted([
        'Paslanmaz Çelik Boru',
        'Dikişli Çelik Boru',
        'Çelik Borular İçin Kelepçe',
        'Çelik Flanş',
        'Boruları Çelik Raf',
      ]),
    );
    expect(await found('nmaz çelik b')).toEqual(['Paslanmaz Çelik Boru']);
  });
});

describe('the other searches', () => {
  it('answers hostile texts with an empty or ordinary result, never an error', async () => {
    const hostile = [
      `${'boru '.repeat(5_000)}`, // huge: cut to the search's length before anything runs
      'boru\u0000çelik', // a NUL byte
      "boru:* & !çelik | (' \\ %_", // tsquery and LIKE syntax
      '\uD800\uDFFF\uFFFD', // broken and replacement characters
    ];
    for (const s of hostile) {
      const q = encodeURIComponent(s);
      for (const path of [
        `/api/v2/search/suggestions?s=${q}`,
        `/api/urunListesi?s=${q}`,
        `/api/imbtalepler?sayfa=1&s=${q}`,
      ]) {
        const res = await t.get(path);
        expect(res.statusCode, `${path.slice(0, 40)} ${JSON.stringify(s.slice(0, 20))}`).toBe(200);
      }
      expect((await t.post('/adn_api/uyeListAra', { ara: s }, admin)).statusCode).toBe(200);
    }
  });

  it("the header's suggestions: the best ten, with the matched part of each marked", async () => {
    const res = (await t.get('/api/v2/search/suggestions?s=borular')).json() as {
      items: { name: string; marks: [number, number][] }[];
      suggestion: string | null;
    };
    expect(sorted(res.items.map((i) => i.name))).toEqual(sorted([...PIPES, 'Boruları Çelik Raf']));
    const marked = (i: { name: string; marks: [number, number][] }) => i.marks.map(([a, b]) => i.name.slice(a, b));
    expect(marked(res.items.find((i) => i.name === 'Dikişli Çelik Boru') ?? res.items[0])).toEqual(['Boru']);
    expect(marked(res.items.find((i) => i.name === 'Boruları Çelik Raf') ?? res.items[0])).toEqual(['Borular']);
    expect(res.suggestion).toBeNull();
    const typo = (await t.get('/api/v2/search/suggestions?s=paslanmz')).json();
    expect(typo.suggestion).toBe('paslanmaz');
    expect(typo.items.map((i: { name: string }) => i.name)).toEqual(['Paslanmaz Çelik Boru']);
    // the legacy header call keeps its five and its shape, and finds by stems too
    const legacy = (await t.get('/api/urunAra?s=borular')).json();
    expect(legacy.length).toBe(5);
    expect(Object.keys(legacy[0]).sort()).toEqual(['id', 'linq', 'urun']);
  });

  it('the public request list searches a text: suffixed forms, ranked, with its categories; legacy answers unchanged', async () => {
    const list = async (s: string) => (await t.get(`/api/imbtalepler?sayfa=1&s=${encodeURIComponent(s)}`)).json();
    const pipes = await list('dikişli borular');
    expect(pipes.liste.map((r: { urun: { urunAd: string } }) => r.urun.urunAd)).toEqual(['Dikişli Çelik Boru']);
    expect(pipes).toMatchObject({ arama: 'dikişli borular', oneri: null, toplam: 1 });
    expect(pipes.kategoriler.map((c: { katAd: string; adet: number }) => [c.katAd, c.adet])).toEqual([['Boru', 1]]);
    expect((await list('kalıbı')).toplam).toBe(1);
    // the phrase first, then by stems, the newest first
    expect((await list('çelik borular')).liste.map((r: { urun: { urunAd: string } }) => r.urun.urunAd)).toEqual([
      'Çelik Borular İçin Kelepçe',
      'Dikişli Çelik Boru',
      'Paslanmaz Çelik Boru',
    ]);
    expect((await list('galvanizli')).toplam).toBe(0); // waiting for approval: not public
    const typo = await list('enjeksyon');
    expect(typo).toMatchObject({ oneri: 'enjeksiyon', toplam: 1 });
    const legacy = (await t.get('/api/imbtalepler?sayfa=1')).json();
    expect(legacy).not.toHaveProperty('arama');
    expect(legacy).not.toHaveProperty('kategoriler');
  });

  it('a text matched by more catalog products than are read whole (FEW_MATCHES): requests and products ranked and counted the same', async () => {
    const valves = await f.category(t.db, 'Vana');
    const fittings = await f.category(t.db, 'Armatür');
    await t.db.execute(sql`insert into catalog_products (category_id, name, slug, active, search)
      select ${valves.id}, 'Küresel Vana ' || g, 'kuresel-vana-' || g, true, 'kuresel vana ' || g
      from generate_series(1, ${FEW_MATCHES}) g`);
    const idOf = async (name: string) =>
      (await rawRows<{ id: number }>(t.db, sql`select id from catalog_products where name = ${name}`))[0].id;
    const head = (await f.catalogProduct(t.db, fittings.id, 'Vana Küresel Başlığı')).id;
    const [v900, v7] = [await idOf('Küresel Vana 900'), await idOf('Küresel Vana 7')];
    const buyer = await f.member(t.db, { company: 'Su Tesisatı' });
    // the newest first: the words in another order (rank 1) on the newest request, then two of the phrase (rank 0)
    for (const id of [head, v900, v7]) await f.request(t.db, buyer.id, id);
    await f.request(t.db, buyer.id, v7, 'pending'); // not public: never found nor counted
    const res = (await t.get('/api/imbtalepler?sayfa=1&s=k%C3%BCresel%20vana')).json();
    expect(res.liste.map((r: { urun: { urunAd: string } }) => r.urun.urunAd)).toEqual([
      'Küresel Vana 900',
      'Küresel Vana 7',
      'Vana Küresel Başlığı',
    ]);
    expect(res.toplam).toBe(3);
    expect(res.kategoriler.map((c: { katAd: string; adet: number }) => [c.katAd, c.adet])).toEqual([
      ['Vana', 2],
      ['Armatür', 1],
    ]);
    // narrowed to a category (its 1,001 catalog products are still more than are read whole), the same
    const narrowed = (await t.get(`/api/imbtalepler-${valves.id}?sayfa=1&s=k%C3%BCresel%20vanalar`)).json();
    expect(narrowed.liste.map((r: { urun: { urunAd: string } }) => r.urun.urunAd)).toEqual([
      'Küresel Vana 900',
      'Küresel Vana 7',
    ]);
    expect(narrowed.kategoriler.map((c: { katAd: string; adet: number }) => [c.katAd, c.adet])).toEqual([['Vana', 2]]);
    // the product search, the same way: the phrase first, though the other product is newer
    const maker = await f.member(t.db, { company: 'Vana Üreticisi', pkg: 'active' });
    for (const [id, name] of [
      [v7, 'Küresel Vana 7'],
      [head, 'Vana Küresel Başlığı'],
    ] as const)
      await f.product(t.db, maker.id, id, name);
    const products = await productSearch('küresel vana');
    expect(products.liste.map((p) => p.urunAd)).toEqual(['Küresel Vana 7', 'Vana Küresel Başlığı']);
    expect(products.kategoriler?.map((c) => [c.katAd, c.adet])).toEqual([
      ['Armatür', 1],
      ['Vana', 1],
    ]);
  });

  it("the back-office's member, company and request searches take words in any order and their suffixed forms", async () => {
    const search = async (path: string, ara: string) =>
      (await t.post(path, { ara }, admin)).json().liste.map((m: { firma: string }) => m.firma);
    // members (buyers) and companies are two lists of the back-office
    expect(await search('/adn_api/uyeListAra', 'yapıları alıcı')).toEqual(['Alıcı Yapı']);
    expect(await search('/adn_api/uyeListAra', 'ALICI')).toEqual(['Alıcı Yapı']);
    expect(await search('/adn_api/firmaListAra', 'çelik ak demir')).toEqual(['Ak Demir Çelik']);
    expect(await search('/adn_api/firmaListAra', 'DEMİRLER')).toEqual(['Ak Demir Çelik']);
    expect(await search('/adn_api/firmaListAra', 'çelikten demir')).toEqual(['Ak Demir Çelik']);
    const requests = (await t.post('/adn_api/tumTalepListesi', { ara: 'borular dikişli' }, admin)).json();
    expect(requests.liste.map((r: { katUrun: { urunAd: string } }) => r.katUrun.urunAd)).toEqual([
      'Dikişli Çelik Boru',
    ]);
  });
});
