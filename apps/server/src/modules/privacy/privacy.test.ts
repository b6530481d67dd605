// 'Verilerimi İndir' (issue 53 item 3), through the real calls, the real task and fflate's workers: a member's ZIP
// holds every area's part of its data as JSON and the bytes of the files it uploaded; only its member downloads it,
// once, within 24 hours; one is made at a time; the retention job deletes it after its day, and its bytes go.
import { DATA_EXPORT_MSG } from '@tedarik/contract/privacy/member';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { samples } from '../../../test/files';
import * as f from '../../../test/fixtures';
import { multipart } from '../../../test/upload';
import { dataExports } from '../../db/schema/exports';
import { members } from '../../db/schema/members';
import { runJob } from '../../platform/jobs';
import { retentionJob } from '../../platform/personal-data';
import { sweepRemovedFiles } from '../../platform/private-files/private-files';

let shift = 0; // the clock moved forward (ms)
const clock = { now: () => new Date(Date.now() + shift) };
let t: TestApp;
type Who = { id: number; email: string; auth: Record<string, string> };
let buyer: Who;
let other: Who;
let maker: Who; // offers on the buyer's request, and the buyer on its: their data interleave
let requestId: number;
let pdf: Buffer;

beforeAll(async () => {
  t = await testApp({ clock });
  const pipe = await f.catalogProduct(t.db, (await f.category(t.db, 'Metal')).id, 'Çelik Boru');
  buyer = await t.asMember(await f.member(t.db, { company: 'Yılmaz Yapı Market' }));
  other = await t.asMember(await f.member(t.db));
  maker = await t.asMember(await f.manufacturer(t.db, pipe.id, { company: 'Ak Demir Çelik' }));
  requestId = (await f.request(t.db, buyer.id, pipe.id)).id;
  await f.offer(t.db, requestId, maker.id);
  // the maker's own request, on which the buyer offers (a buyer may be a company too)
  const own = await f.offer(t.db, (await f.request(t.db, maker.id, pipe.id)).id, buyer.id);
  // its first version, kept when it revised the offer
  await t.db.execute(sql`insert into offer_versions (offer_id, version, price, currency, delivery_on, note)
    values (${own.id}, 1, '900.00', 'TL', current_date + 20, 'İlk fiyatımız')`);
  pdf = await samples.pdf();
  const body = multipart({}, { file: ['teknik şartname.pdf', pdf] });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/requests/${requestId}/files`,
    payload: body.payload,
    headers: { ...body.headers, ...buyer.auth },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

const ask = (who: Who) => t.post('/api/v2/privacy/data-exports', {}, who.auth);
const list = async (who: Who) =>
  (await t.get('/api/v2/privacy/data-exports', who.auth)).json().items as {
    id: number;
    status: string;
    files: number | null;
    expiresAt: string;
  }[];
const download = (who: Who, id: number) => t.get(`/api/v2/privacy/data-exports/${id}/file`, who.auth);

describe("a member's data as a ZIP", () => {
  let id: number;

  it('is made in the background with every area of the member and the files it uploaded', async () => {
    const res = await ask(buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('pending');
    id = res.json().id;
    // one at a time: a second ask while it is being made is refused
    expect([(await ask(buyer)).statusCode, (await ask(buyer)).json()]).toEqual([
      429,
      { message: DATA_EXPORT_MSG.busy },
    ]);
    // not ready yet: no download
    expect((await download(buyer, id)).statusCode).toBe(409);

    await t.app.tasks.flush();
    const [row] = (await list(buyer)).filter((e) => e.id === id);
    expect(row).toMatchObject({ status: 'ready', files: 1 });

    // another member sees nothing of it
    expect((await list(other)).map((e) => e.id)).not.toContain(id);
    expect((await download(other, id)).statusCode).toBe(404);

    const file = await download(buyer, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toMatch(
      /attachment; filename="tedarik-verilerim-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const entries = unzipSync(new Uint8Array(file.rawPayload));
    const data = JSON.parse(strFromU8(entries['verilerim.json']));
    // the member's profile, its requests and its uploaded file's record, each under its area
    expect(JSON.stringify(data)).toContain(buyer.email);
    expect(JSON.stringify(data)).toContain('Yılmaz Yapı Market');
    expect(JSON.stringify(data.talepler)).toContain(String(requestId));
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['aciklama', 'uye', 'dosyalar', 'talepler']));
    // its offers with their earlier versions
    expect(data.teklifler.surumler).toEqual([expect.objectContaining({ version: 1, note: 'İlk fiyatımız' })]);
    // nothing of the member it trades with: not its e-mail, its company, its phone
    const [makerRow] = await t.db.select().from(members).where(eq(members.id, maker.id));
    for (const value of [maker.email, 'Ak Demir Çelik', makerRow.phone, makerRow.fullName].filter(Boolean))
      expect(JSON.stringify(data), value).not.toContain(value);
    // no secret: no password hash, no session or API token
    expect(JSON.stringify(data)).not.toMatch(/\$argon2|password_hash|token_hash/i);
    // the file's bytes, under its area and its name
    const [path] = data.dosyalar.dosyalar as string[];
    expect(path).toMatch(/^dosyalar\/dosyalar\/1-teknik şartname\.pdf$/);
    expect(Buffer.from(entries[path]).equals(pdf)).toBe(true);
  });

  it('is downloaded once, then refused', async () => {
    const again = await download(buyer, id);
    expect([again.statusCode, again.json()]).toEqual([410, { message: DATA_EXPORT_MSG.used }]);
    expect((await list(buyer)).find((e) => e.id === id)?.status).toBe('downloaded');
  });

  it('works within 24 hours only, and the retention job then deletes it and its bytes', async () => {
    const res = await ask(buyer);
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().id as number;
    await t.app.tasks.flush();
    const [{ storageKey }] = await t.db.select().from(dataExports).where(eq(dataExports.id, fresh));
    expect(await t.app.context.storage.get(storageKey ?? '')).toBeDefined();

    shift = 25 * 3_600_000;
    expect((await download(buyer, fresh)).statusCode).toBe(404);
    expect(await list(buyer)).toEqual([]);
    shift = 49 * 3_600_000; // past the next day's run of the job
    expect(await runJob({ db: t.db, clock }, retentionJob(t.app.context))).toBe('ran');
    expect(await t.db.select().from(dataExports).where(eq(dataExports.memberId, buyer.id))).toEqual([]);
    await sweepRemovedFiles(t.app.context);
    expect(await t.app.context.storage.get(storageKey ?? '')).toBeUndefined();
  });

  it('is asked for by members only (a call without a session is refused as every member call is)', async () => {
    expect((await t.get('/api/v2/privacy/data-exports')).statusCode).toBe(400);
    expect((await t.get('/api/v2/privacy/data-exports/1/file')).statusCode).toBe(400);
    expect((await download(buyer, 999_999)).statusCode).toBe(404);
  });
});
