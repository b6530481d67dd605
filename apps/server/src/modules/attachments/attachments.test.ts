// Files on requests and offers (issue 37 item 6), through the real calls on PGlite (and PostgreSQL in CI): what may
// be attached is decided by the content, never the name; who may see a file is the request's owner, the companies
// that may offer on it, the offer's supplier and buyer, and the administrator; everyone else gets 'not found'.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ATTACHMENT_MSG, MAX_ATTACHMENT_BYTES } from '@tedarik/contract/attachments/member';
import { DESK_MSG } from '@tedarik/contract/offers/member-desk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { samples } from '../../../test/files';
import * as f from '../../../test/fixtures';
import { multipart } from '../../../test/upload';
import { attachments } from '../../db/schema/attachments';
import { offers } from '../../db/schema/offers';
import { privateFileRemovals } from '../../db/schema/private-files';
import { requests } from '../../db/schema/requests';
import { sweepRemovedFiles } from '../../platform/private-files/private-files';
import { diskStorage } from '../../platform/storage';

let t: TestApp;
type Who = { id: number; auth: Record<string, string> };
let buyer: Who;
let otherBuyer: Who;
let maker: Who; // a company that may offer on the buyer's requests
let otherMaker: Who; // also offers on them
let strayMaker: Who; // a company with products of another catalog product
let expiredMaker: Who; // matching products, but its package ended
let admin: Record<string, string>;
let productId: number;

const who = async (opts: Parameters<typeof f.member>[1] = {}): Promise<Who> => {
  const m = await f.member(t.db, opts);
  return t.asMember(m);
};

beforeAll(async () => {
  t = await testApp();
  const category = await f.category(t.db, 'Makine');
  const product = await f.catalogProduct(t.db, category.id, 'Flanş');
  const other = await f.catalogProduct(t.db, category.id, 'Conta');
  productId = product.id;
  buyer = await who();
  otherBuyer = await who();
  maker = await who({ pkg: 'active' });
  otherMaker = await who({ pkg: 'active' });
  strayMaker = await who({ pkg: 'active' });
  expiredMaker = await who({ pkg: 'expired' });
  await f.product(t.db, maker.id, product.id, 'Flanş A');
  await f.product(t.db, otherMaker.id, product.id, 'Flanş B');
  await f.product(t.db, expiredMaker.id, product.id, 'Flanş C');
  await f.product(t.db, strayMaker.id, other.id, 'Conta A');
  admin = await t.asAdmin();
}, 60_000);
afterAll(() => t?.close());

const newRequest = async (state: f.RequestState = 'open') => (await f.request(t.db, buyer.id, productId, state)).id;

const upload = (url: string, auth: Record<string, string>, name: string, bytes: Buffer) =>
  t.app.inject({ method: 'POST', url, ...withAuth(multipart({}, { file: [name, bytes] }), auth) });
const withAuth = (body: ReturnType<typeof multipart>, auth: Record<string, string>) => ({
  payload: body.payload,
  headers: { ...body.headers, ...auth },
});
const addTo = (requestId: number, name: string, bytes: Buffer, auth = buyer.auth) =>
  upload(`/api/v2/requests/${requestId}/files`, auth, name, bytes);
const notFound = (message: string) => [404, { message }];

describe('what may be attached', () => {
  it('takes each allowed kind by its content, whatever its name, under a generated storage name', async () => {
    const [a, b] = [await newRequest(), await newRequest()];
    const kinds = ['pdf', 'png', 'jpeg', 'xlsx', 'dwg', 'dxf', 'step'] as const;
    for (const [i, kind] of kinds.entries()) {
      const res = await addTo(i < 4 ? a : b, `çizim ${kind}.bin`, await samples[kind]());
      expect(res.statusCode, kind).toBe(200);
      expect(res.json()).toMatchObject({ kind, offerId: null });
    }
    const rows = await t.db.select().from(attachments).where(eq(attachments.requestId, a));
    expect(rows.map((r) => r.name)).toEqual([
      'çizim pdf.bin.pdf',
      'çizim png.bin.png',
      'çizim jpeg.bin.jpg',
      'çizim xlsx.bin.xlsx',
    ]);
    for (const r of rows) {
      expect(r.storageKey).toMatch(/^attachments\/[0-9a-f-]{36}$/);
      expect((await stat(path.join(t.uploadsDir, r.storageKey))).size).toBe(r.size);
    }
    // never served by /uploads, which refuses the private files' prefix
    expect((await t.get(`/uploads/${rows[0].storageKey}`)).statusCode).toBe(404);
  });

  it.each([
    ['a renamed executable', 'teklif.pdf', 'exe'],
    ['an ELF program', 'cizim.dwg', 'elf'],
    ['HTML', 'sartname.pdf', 'html'],
    ['SVG', 'logo.png', 'svg'],
    ['a zip renamed .xlsx', 'liste.xlsx', 'zip'],
    ['a Word document renamed .xlsx', 'liste.xlsx', 'docx'],
    ['plain text', 'parca.dxf', 'text'],
    ['a DXF header on binary bytes', 'parca.dxf', 'dxfWithNul'],
  ] as const)('refuses %s', async (_, name, sample) => {
    const id = await newRequest();
    const res = await addTo(id, name, await samples[sample]());
    expect([res.statusCode, res.json()]).toEqual([415, { message: ATTACHMENT_MSG.kind }]);
    expect(await t.db.select().from(attachments).where(eq(attachments.requestId, id))).toEqual([]);
  });

  it('refuses an empty file, a body without one and a text field in its place', async () => {
    const id = await newRequest();
    expect((await addTo(id, 'bos.pdf', Buffer.alloc(0))).json()).toEqual({ message: ATTACHMENT_MSG.empty });
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/v2/requests/${id}/files`,
      ...withAuth(multipart({ file: 'bir metin' }), buyer.auth),
    });
    expect([none.statusCode, none.json().message]).toEqual([400, ATTACHMENT_MSG.file]);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v2/requests/${id}/files`,
      headers: buyer.auth,
      payload: { file: 'x'.repeat(1000) },
    });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a file over 10 MB at once with the Turkish 413, and takes one of exactly 10 MB', async () => {
    const id = await newRequest();
    const pdf = samples.pdf();
    const big = Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024 - pdf.length, 0x20)]);
    const res = await addTo(id, 'buyuk.pdf', big);
    expect([res.statusCode, res.json()]).toEqual([413, { message: ATTACHMENT_MSG.tooLarge }]);
    // past the file's limit but within the body's total: cut when the part passes 10 MB
    const just = Buffer.concat([pdf, Buffer.alloc(MAX_ATTACHMENT_BYTES + 1 - pdf.length, 0x20)]);
    const over = await addTo(id, 'sinirda.pdf', just);
    expect([over.statusCode, over.json()]).toEqual([413, { message: ATTACHMENT_MSG.tooLarge }]);
    const exact = await addTo(id, 'tam.pdf', just.subarray(0, MAX_ATTACHMENT_BYTES));
    expect([exact.statusCode, exact.json().size]).toEqual([200, MAX_ATTACHMENT_BYTES]);
    expect(await t.db.select().from(attachments).where(eq(attachments.requestId, id))).toHaveLength(1);
  });

  it('answers a file over 10 MB on a request, an offer and a message with the attachment’s text however it arrives', async () => {
    // the bytes as a network brings them: the file's chunks end exactly at its limit, so the part reads whole and
    // the limit is told after it (the image's text was answered then)
    const streamed = (url: string, auth: Record<string, string>) => {
      const head = `--b\r\nContent-Disposition: form-data; name="file"; filename="buyuk.pdf"\r\n\r\n`;
      const chunks = [Buffer.from(head), samples.pdf()];
      let left = MAX_ATTACHMENT_BYTES - chunks[1].length;
      for (; left > 0; left -= 65_536) chunks.push(Buffer.alloc(Math.min(left, 65_536), 0x20));
      chunks.push(Buffer.alloc(65_536, 0x20), Buffer.from('\r\n--b--\r\n'));
      return t.app.inject({
        method: 'POST',
        url,
        headers: { ...auth, 'content-type': 'multipart/form-data; boundary=b' },
        payload: Readable.from(chunks),
      });
    };
    const id = await newRequest();
    const offer = await f.offer(t.db, id, maker.id);
    const thread = await t.app.inject({
      method: 'POST',
      url: `/api/v2/requests/${id}/conversations`,
      headers: maker.auth,
      payload: { text: 'Çizimi gönderiyorum.' },
    });
    for (const [url, auth] of [
      [`/api/v2/requests/${id}/files`, buyer.auth],
      [`/api/v2/offers/${offer.id}/files`, maker.auth],
      [`/api/v2/conversations/${thread.json().conversation.id}/files`, maker.auth],
    ] as const) {
      const res = await streamed(url, auth);
      expect([res.statusCode, res.json()], url).toEqual([413, { message: ATTACHMENT_MSG.tooLarge }]);
    }
  });

  it('cleans file names: a path, NUL bytes, reordering marks and 300 characters', async () => {
    const id = await newRequest();
    const names: [string, string][] = [
      ['../../etc/passwd', 'passwd.pdf'],
      ['..\\..\\windows\\system32\\cmd.exe', 'cmd.exe.pdf'],
      ['a\u0000b\u0001c.pdf', 'a_b_c.pdf'],
      ['fatura\u202Efdp.exe', 'fatura_fdp.exe.pdf'],
    ];
    for (const [raw, clean] of names) {
      const res = await addTo(id, raw, samples.pdf());
      expect([res.statusCode, res.json().name], raw).toEqual([200, clean]);
    }
    const other = await newRequest();
    const long = await addTo(other, `${'ş'.repeat(300)}.pdf`, samples.pdf());
    expect(long.json().name).toBe(`${'ş'.repeat(116)}.pdf`);
    const dots = await addTo(other, '....', samples.pdf());
    expect(dots.json().name).toBe('dosya.pdf');
    // nothing was written outside the uploads folder's attachments
    expect((await readdir(t.uploadsDir)).sort()).toEqual(['attachments']);
  });
});

describe('a request’s files', () => {
  it('take 5 at most, the 6th refused, also when they come at once', async () => {
    const id = await newRequest();
    const sent = await Promise.all(Array.from({ length: 8 }, (_, i) => addTo(id, `${i}.pdf`, samples.pdf())));
    expect(sent.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const r of sent.filter((s) => s.statusCode !== 200))
      expect([r.statusCode, r.json()]).toEqual([400, { message: ATTACHMENT_MSG.requestFull }]);
    const sixth = await addTo(id, '6.pdf', samples.pdf());
    expect([sixth.statusCode, sixth.json()]).toEqual([400, { message: ATTACHMENT_MSG.requestFull }]);
    expect(await t.db.select().from(attachments).where(eq(attachments.requestId, id))).toHaveLength(5);
    // the refused ones left no bytes behind
    expect(await readdir(path.join(t.uploadsDir, 'attachments'))).toHaveLength(
      (await t.db.select().from(attachments)).length,
    );
  });

  it('are refused to another buyer, who can neither add, list, download nor delete them', async () => {
    const id = await newRequest();
    const file = (await addTo(id, 'cizim.pdf', samples.pdf())).json();
    const added = await addTo(id, 'benim.pdf', samples.pdf(), otherBuyer.auth);
    expect([added.statusCode, added.json()]).toEqual(notFound(ATTACHMENT_MSG.requestNotFound));
    const list = await t.get(`/api/v2/requests/${id}/files`, otherBuyer.auth);
    expect([list.statusCode, list.json()]).toEqual(notFound(ATTACHMENT_MSG.requestNotFound));
    const down = await t.get(`/api/v2/files/${file.id}`, otherBuyer.auth);
    expect([down.statusCode, down.json()]).toEqual(notFound(ATTACHMENT_MSG.notFound));
    const gone = await t.call('DELETE', `/api/v2/files/${file.id}`, otherBuyer.auth);
    expect([gone.statusCode, gone.json()]).toEqual(notFound(ATTACHMENT_MSG.notFound));
    expect(await t.db.select().from(attachments).where(eq(attachments.id, file.id))).toHaveLength(1);
  });

  it('are listed and downloaded as attachments by the owner and a company that may offer, by no other', async () => {
    const id = await newRequest();
    const bytes = samples.pdf();
    const file = (await addTo(id, 'Teknik Şartname.pdf', bytes)).json();
    for (const member of [buyer, maker]) {
      const list = await t.get(`/api/v2/requests/${id}/files`, member.auth);
      expect(list.json().items.map((i: { id: number }) => i.id)).toEqual([file.id]);
      const res = await t.get(`/api/v2/files/${file.id}`, member.auth);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Teknik Sartname.pdf"; filename*=UTF-8''Teknik%20%C5%9Eartname.pdf`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-security-policy']).toContain('sandbox');
    }
    for (const member of [strayMaker, expiredMaker, otherBuyer]) {
      expect((await t.get(`/api/v2/requests/${id}/files`, member.auth)).statusCode).toBe(404);
      expect((await t.get(`/api/v2/files/${file.id}`, member.auth)).statusCode).toBe(404);
    }
    // a visitor: the member guard answers first
    expect([
      (await t.get(`/api/v2/files/${file.id}`)).statusCode,
      (await t.get(`/api/v2/files/${file.id}`)).body,
    ]).toEqual([400, 'cikis']);
  });

  it('of a request no longer public are the owner’s only', async () => {
    const id = await newRequest('pending');
    const file = (await addTo(id, 'taslak.pdf', samples.pdf())).json();
    expect((await t.get(`/api/v2/files/${file.id}`, buyer.auth)).statusCode).toBe(200);
    expect((await t.get(`/api/v2/files/${file.id}`, maker.auth)).statusCode).toBe(404);
    const finished = await newRequest('finished');
    const res = await addTo(finished, 'gec.pdf', samples.pdf());
    expect([res.statusCode, res.json()]).toEqual([400, { message: ATTACHMENT_MSG.requestFinished }]);
  });

  it('are deleted by the owner, bytes and all, and go with their request', async () => {
    const id = await newRequest();
    const a = (await addTo(id, 'a.pdf', samples.pdf())).json();
    const b = (await addTo(id, 'b.png', await samples.png())).json();
    const keys = await t.db.select().from(attachments).where(eq(attachments.requestId, id));
    const res = await t.call('DELETE', `/api/v2/files/${a.id}`, buyer.auth);
    expect([res.statusCode, res.json()]).toEqual([200, { message: ATTACHMENT_MSG.deleted }]);
    const stored = (key: string) =>
      stat(path.join(t.uploadsDir, key)).then(
        () => true,
        () => false,
      );
    expect(await stored(keys.find((k) => k.id === a.id)?.storageKey ?? '')).toBe(false);
    // the request deleted (as the back-office does): its rows go, their keys wait for the sweep
    await t.db.delete(requests).where(eq(requests.id, id));
    const left = keys.find((k) => k.id === b.id)?.storageKey ?? '';
    expect(await t.db.select().from(privateFileRemovals)).toEqual([expect.objectContaining({ storageKey: left })]);
    expect(await sweepRemovedFiles({ db: t.db, storage: diskStorage(t.uploadsDir) })).toBe(1);
    expect(await stored(left)).toBe(false);
    expect(await t.db.select().from(privateFileRemovals)).toEqual([]);
  });

  it('answer an id that is no id, or too big, as not found', async () => {
    for (const id of ['abc', '0', '99999999999', '1e3', '%00'])
      expect((await t.get(`/api/v2/files/${id}`, buyer.auth)).statusCode, id).toBe(404);
    expect((await addTo(2_000_000_000, 'x.pdf', samples.pdf())).statusCode).toBe(404);
  });
});

describe('an offer’s file', () => {
  const offerOn = async () => {
    const id = await newRequest();
    const mine = await f.offer(t.db, id, maker.id);
    const theirs = await f.offer(t.db, id, otherMaker.id);
    return { id, mine: mine.id, theirs: theirs.id };
  };
  const attach = (offerId: number, name: string, bytes: Buffer, auth = maker.auth) =>
    upload(`/api/v2/offers/${offerId}/files`, auth, name, bytes);

  it('is attached by its supplier, a new one replacing it, and seen by the buyer, not by another supplier', async () => {
    const { id, mine } = await offerOn();
    const first = (await attach(mine, 'teklif.pdf', samples.pdf())).json();
    const [{ storageKey: firstKey }] = await t.db.select().from(attachments).where(eq(attachments.id, first.id));
    const second = await attach(mine, 'fiyat listesi.xlsx', samples.xlsx());
    expect([second.statusCode, second.json()]).toMatchObject([200, { kind: 'xlsx', offerId: mine }]);
    expect(await t.db.select().from(attachments).where(eq(attachments.offerId, mine))).toHaveLength(1);
    expect(await stat(path.join(t.uploadsDir, firstKey)).catch(() => 'gone')).toBe('gone');
    const fileId = second.json().id;
    for (const member of [maker, buyer]) {
      expect((await t.get(`/api/v2/offers/${mine}/files`, member.auth)).json().items).toHaveLength(1);
      const res = await t.get(`/api/v2/files/${fileId}`, member.auth);
      expect([res.statusCode, res.headers['content-disposition']]).toEqual([
        200,
        `attachment; filename="fiyat listesi.xlsx"; filename*=UTF-8''fiyat%20listesi.xlsx`,
      ]);
    }
    const offerFiles = await t.get(`/api/v2/requests/${id}/offer-files`, buyer.auth);
    expect(offerFiles.json().items.map((i: { offerId: number }) => i.offerId)).toEqual([mine]);
    for (const member of [otherMaker, otherBuyer, strayMaker]) {
      expect((await t.get(`/api/v2/files/${fileId}`, member.auth)).statusCode).toBe(404);
      expect((await t.get(`/api/v2/offers/${mine}/files`, member.auth)).statusCode).toBe(404);
      expect((await t.get(`/api/v2/requests/${id}/offer-files`, member.auth)).statusCode).toBe(404);
    }
  });

  it('is refused to anyone but its supplier, and once the buyer accepted the offer', async () => {
    const { mine, theirs } = await offerOn();
    for (const member of [otherMaker, buyer]) {
      const res = await attach(mine, 'x.pdf', samples.pdf(), member.auth);
      expect([res.statusCode, res.json()]).toEqual(notFound(ATTACHMENT_MSG.offerNotFound));
    }
    const file = (await attach(theirs, 'onlarin.pdf', samples.pdf(), otherMaker.auth)).json();
    expect((await t.call('DELETE', `/api/v2/files/${file.id}`, maker.auth)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/v2/files/${file.id}`, buyer.auth)).statusCode).toBe(404);
    await t.db.update(offers).set({ reviewed: true }).where(eq(offers.id, theirs));
    const late = await attach(theirs, 'yeni.pdf', samples.pdf(), otherMaker.auth);
    expect([late.statusCode, late.json()]).toEqual([409, { message: DESK_MSG.accepted }]);
    const gone = await t.call('DELETE', `/api/v2/files/${file.id}`, otherMaker.auth);
    expect([gone.statusCode, gone.json()]).toEqual([409, { message: DESK_MSG.accepted }]);
    expect(await readdir(path.join(t.uploadsDir, 'attachments'))).toHaveLength(
      (await t.db.select().from(attachments)).length,
    );
  });
});

describe('the administrator', () => {
  it('lists a request’s files with its offers’ and downloads any of them', async () => {
    const id = await newRequest();
    const own = (await addTo(id, 'talep.pdf', samples.pdf())).json();
    const offer = await f.offer(t.db, id, maker.id);
    const quote = (await upload(`/api/v2/offers/${offer.id}/files`, maker.auth, 'teklif.dwg', samples.dwg())).json();
    const list = await t.get(`/adn_api/v2/requests/${id}/files`, admin);
    expect(list.json().items.map((i: { id: number; offerId: number | null }) => [i.id, i.offerId])).toEqual([
      [own.id, null],
      [quote.id, offer.id],
    ]);
    const res = await t.get(`/adn_api/v2/files/${quote.id}`, admin);
    expect([res.statusCode, res.headers['content-disposition'], res.headers['x-content-type-options']]).toEqual([
      200,
      `attachment; filename="teklif.dwg"; filename*=UTF-8''teklif.dwg`,
      'nosniff',
    ]);
    expect((await t.get('/adn_api/v2/files/2000000000', admin)).json()).toEqual({ message: ATTACHMENT_MSG.notFound });
    // a member's credentials are no administrator's
    expect((await t.get(`/adn_api/v2/files/${quote.id}`, buyer.auth)).body).toBe('cikis');
  });
});
