// Uploads on S3 through the real calls, against a local S3-compatible server this test starts (s3rver): an image is
// stored in the bucket, served by the bucket through a permanent redirect, replaced and deleted there, and a refused
// upload leaves no object behind (issue 16).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_MSG } from '@tedarik/contract/uploads';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app';
import * as f from '../../test/fixtures';
import { multipart, png } from '../../test/upload';
import { loadConfig } from '../config';
import { type Storage, s3Storage } from './storage';

let s3: S3rver;
let dir: string;
let endpoint: string;
let t: TestApp;
let storage: Storage;
let maker: { id: number; auth: Record<string, string> };

const bucketServer = (port: number) =>
  new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'tedarik', configs: [] }],
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  s3 = bucketServer(0);
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  // configured the way a deployment is: through the environment
  const config = loadConfig({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'tedarik',
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
  });
  storage = await s3Storage(config.s3 as NonNullable<typeof config.s3>);
  t = await testApp({ storage });
  const m = await f.member(t.db, { company: 'Bulut Metal', pkg: 'active' });
  maker = await t.asMember(m);
}, 30_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

const upload = async (url: string, file: [string, Buffer], fields: Record<string, string | number> = {}) => {
  const body = multipart(fields, { file });
  return t.app.inject({ method: 'POST', url, headers: { ...maker.auth, ...body.headers }, payload: body.payload });
};
/** The bucket's address of an /uploads/ path, through the server's redirect. */
async function bucketUrl(uploadPath: string) {
  const res = await t.app.inject(uploadPath);
  expect(res.statusCode).toBe(301);
  expect(res.headers['cache-control']).toContain('immutable');
  return String(res.headers.location);
}
const objects = async () => {
  const res = await fetch(`${endpoint}/tedarik?list-type=2`);
  return [...(await res.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]);
};

describe('uploads on S3', () => {
  it('stores a logo in the bucket and lets browsers read it there; a new logo deletes the old one', async () => {
    const first = (await upload('/api/uyeprofilGuncelle', ['logo.png', await png(300, 100)])).json().logo as string;
    expect(first).toMatch(/^\/uploads\/logos\/[\w-]+\.webp$/);
    const url = await bucketUrl(first);
    expect(url).toBe(`${endpoint}/tedarik/${first.replace('/uploads/', '')}`);
    const image = await fetch(url);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/webp']);

    const second = (await upload('/api/uyeprofilGuncelle', ['yeni.png', await png()])).json().logo as string;
    expect((await fetch(await bucketUrl(second))).status).toBe(200);
    expect((await fetch(url)).status).toBe(404); // the replaced logo and its thumbnail are gone
    expect(await objects()).toEqual(
      expect.arrayContaining([
        second.replace('/uploads/', ''),
        second.replace('/uploads/', '').replace('.webp', '.thumb.webp'),
      ]),
    );
  });

  it('keeps a product’s images there and deletes them with the product; a refused upload leaves nothing', async () => {
    const sector = await f.category(t.db, 'Metal');
    const cat = await f.catalogProduct(t.db, (await f.category(t.db, 'Boru', sector.id)).id, 'Çelik Boru');
    const before = await objects();
    const text = await upload('/api/uyeurunOlustur', ['sahte.png', Buffer.from('metin')], {
      ktt: cat.categoryId,
      urun: cat.id,
      urunAdi: 'Sahte Ürün',
    });
    expect([text.statusCode, text.body]).toEqual([400, IMAGE_MSG.invalid]);
    expect(await objects()).toEqual(before);

    const created = await upload('/api/uyeurunOlustur', ['boru.png', await png()], {
      ktt: cat.categoryId,
      urun: cat.id,
      urunAdi: 'Bulut Boru',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json();
    const detail = (await t.app.inject({ url: `/api/UrunDetay-${id}`, headers: maker.auth })).json();
    const imageUrl = await bucketUrl(detail.gorselList[0].gorsel);
    expect((await fetch(imageUrl)).status).toBe(200);
    const removed = await t.app.inject({ url: `/api/uyeurunkaldir-${id}`, headers: maker.auth });
    expect(removed.statusCode).toBe(200);
    expect((await fetch(imageUrl)).status).toBe(404);
    expect(await objects()).toEqual(before);
  });

  it('refuses an upload clearly while the bucket is away, and stores nothing; works again when it is back', async () => {
    const before = (await t.app.inject({ url: '/api/uyeDogrula', headers: maker.auth })).json().logo;
    await s3.close();
    const res = await upload('/api/uyeprofilGuncelle', ['logo.png', await png()]);
    expect([res.statusCode, res.body]).toEqual([503, IMAGE_MSG.storageDown]);
    expect((await t.app.inject({ url: '/api/uyeDogrula', headers: maker.auth })).json().logo).toBe(before);
    s3 = bucketServer(Number(new URL(endpoint).port)); // back on the same address, with the same files
    await s3.run();
    expect((await upload('/api/uyeprofilGuncelle', ['logo.png', await png()])).statusCode).toBe(200);
  });

  it('still refuses a key that is not a generated one', async () => {
    expect((await t.app.inject('/uploads/../secret.key')).statusCode).toBe(404);
  });
  it('sends no browser to the bucket for a private prefix, whatever the key looks like', async () => {
    await storage.put('attachments/x.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    expect(await objects()).toContain('attachments/x.pdf');
    for (const key of ['attachments/x.pdf', 'Attachments/x.pdf']) {
      const res = await t.app.inject(`/uploads/${key}`);
      expect([res.statusCode, res.headers.location], key).toEqual([404, undefined]);
    }
    await storage.remove('attachments/x.pdf');
  });

  it('keeps an attached file there, sends it back only through its authorised download, and deletes it', async () => {
    const cat = await f.catalogProduct(t.db, (await f.category(t.db, 'Flanş')).id, 'Kör Flanş');
    const buyer = await f.member(t.db);
    const { auth } = await t.asMember(buyer);
    const request = await f.request(t.db, buyer.id, cat.id);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
    const body = multipart({}, { file: ['cizim.pdf', pdf] });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/requests/${request.id}/files`,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const key = (await objects()).find((k) => k.startsWith('attachments/'));
    expect(key).toMatch(/^attachments\/[0-9a-f-]{36}$/);
    expect((await t.app.inject(`/uploads/${key}`)).statusCode).toBe(404); // no redirect to the bucket for it
    const down = await t.app.inject({ url: `/api/v2/files/${res.json().id}`, headers: auth });
    expect([down.statusCode, down.headers['x-content-type-options']]).toEqual([200, 'nosniff']);
    expect(down.rawPayload.equals(pdf)).toBe(true);
    await t.app.inject({ method: 'DELETE', url: `/api/v2/files/${res.json().id}`, headers: auth });
    expect(await objects()).not.toContain(key);
  });
});
