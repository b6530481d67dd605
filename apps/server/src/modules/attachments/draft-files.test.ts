// Files picked while a request or an offer is written (issue 47 item 21): uploaded before the save as the member's
// drafts, claimed by the save in its own transaction (no save, no claim; a claim refused, no save), taken back by
// their member, and swept with their bytes when no form claimed them within DRAFT_HOURS or their member is gone.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ATTACHMENT_MSG, DRAFT_HOURS, MAX_DRAFT_FILES } from '@tedarik/contract/attachments/member';
import { REQUEST_MSG } from '@tedarik/contract/requests/member';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { samples } from '../../../test/files';
import * as f from '../../../test/fixtures';
import { multipart } from '../../../test/upload';
import { attachments } from '../../db/schema/attachments';
import { members } from '../../db/schema/members';
import { privateFileDrafts } from '../../db/schema/private-files';
import { requests } from '../../db/schema/requests';
import { removedFilesJob } from '../../platform/private-files/private-files';
import { diskStorage } from '../../platform/storage';

let t: TestApp;
type Who = { id: number; auth: Record<string, string> };
let buyer: Who;
let other: Who;
let maker: Who;
let product: { id: number; categoryId: number };

beforeAll(async () => {
  t = await testApp();
  const category = await f.category(t.db, 'Makine');
  product = await f.catalogProduct(t.db, category.id, 'Flanş');
  buyer = await t.asMember(await f.member(t.db));
  other = await t.asMember(await f.member(t.db));
  maker = await t.asMember(await f.manufacturer(t.db, product.id));
}, 60_000);
afterAll(() => t?.close());

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const newRequest = (over: object = {}) => ({
  categoryId: product.categoryId,
  catalogProductId: product.id,
  quantity: 100,
  unit: 'Adet',
  material: 'St37',
  detail: 'Flanş, DN50, çizimi ektedir.',
  deliveryOn: day(30),
  ...over,
});

/** POST /api/v2/draft-files as `who`: the answer's status and body. */
async function draft(who: Who, name = 'çizim.pdf', bytes: Buffer = samples.pdf()) {
  const body = multipart({}, { file: [name, bytes] });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/draft-files',
    payload: body.payload,
    headers: { ...body.headers, ...who.auth },
  });
  return { status: res.statusCode, body: res.json() };
}
const draftId = async (who: Who, name?: string) => {
  const res = await draft(who, name);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as number;
};
const create = (who: Who, over: object = {}) => t.call('POST', '/api/v2/requests', who.auth, newRequest(over));
const requestCount = async (who: Who) =>
  (await t.db.select({ n: count() }).from(requests).where(eq(requests.memberId, who.id)))[0].n;
const draftsOf = (who: Who) =>
  t.db.select().from(privateFileDrafts).where(eq(privateFileDrafts.memberId, who.id)).orderBy(privateFileDrafts.id);
const stored = async () => readdir(path.join(t.uploadsDir, 'attachments')).catch(() => [] as string[]);
const job = () => removedFilesJob({ db: t.db, storage: diskStorage(t.uploadsDir) });

describe('a request’s files picked before it is saved', () => {
  it('are uploaded as drafts and attached by the save, under the names given, in the order the form names them', async () => {
    const res = await draft(buyer, 'teknik çizim.dwg', await samples.dwg());
    expect(res).toMatchObject({ status: 200, body: { name: 'teknik çizim.dwg', kind: 'dwg' } });
    const pdf = await draftId(buyer, 'ölçüler.pdf');
    const made = await create(buyer, { draftFiles: [pdf, res.body.id] });
    expect(made.statusCode, made.body).toBe(200);
    const files = await t.get(`/api/v2/requests/${made.json().id}/files`, buyer.auth);
    expect(files.json().items.map((i: { name: string }) => i.name)).toEqual(['ölçüler.pdf', 'teknik çizim.dwg']);
    expect(await draftsOf(buyer)).toEqual([]);
  });

  it('refuses the whole save when a draft is someone else’s, gone or claimed already: no request, the drafts kept', async () => {
    const theirs = await draftId(other);
    const mine = await draftId(buyer);
    const before = await requestCount(buyer);
    for (const ids of [
      [mine, theirs],
      [mine, 999_999],
    ]) {
      const res = await create(buyer, { draftFiles: ids });
      expect([res.statusCode, res.json()], JSON.stringify(ids)).toEqual([
        400,
        { message: ATTACHMENT_MSG.draftGone, fields: { draftFiles: ATTACHMENT_MSG.draftGone } },
      ]);
    }
    const notAnId = await create(buyer, { draftFiles: ['abc'] });
    expect([notAnId.statusCode, notAnId.json().message]).toEqual([400, ATTACHMENT_MSG.draftGone]);
    expect(await requestCount(buyer)).toBe(before);
    expect((await draftsOf(buyer)).map((d) => d.id)).toEqual([mine]);
    expect((await draftsOf(other)).map((d) => d.id)).toEqual([theirs]);
    // a save refused for its own fields leaves the draft for the next try
    const late = await create(buyer, { draftFiles: [mine], deliveryOn: day(-1) });
    expect([late.statusCode, late.json().fields]).toEqual([400, { deliveryOn: REQUEST_MSG.deliveryDate }]);
    expect((await create(buyer, { draftFiles: [mine] })).statusCode).toBe(200);
    const again = await create(buyer, { draftFiles: [mine] });
    expect([again.statusCode, again.json().message]).toEqual([400, ATTACHMENT_MSG.draftGone]);
    expect(await requestCount(buyer)).toBe(before + 1);
  });

  it('takes at most five, and only from a buyer', async () => {
    const six = [1, 2, 3, 4, 5, 6];
    const res = await create(buyer, { draftFiles: six });
    expect([res.statusCode, res.json().fields]).toEqual([400, { draftFiles: ATTACHMENT_MSG.requestFull }]);
    const mine = await draftId(maker);
    const byCompany = await create(maker, { draftFiles: [mine] });
    expect([byCompany.statusCode, byCompany.json().message]).toEqual([403, REQUEST_MSG.buyersOnly]);
    expect((await draftsOf(maker)).map((d) => d.id)).toEqual([mine]);
    await t.call('DELETE', `/api/v2/draft-files/${mine}`, maker.auth);
  });
});

describe('an offer’s quote picked before it is saved', () => {
  it('is attached by the offer’s save; a draft that is not the supplier’s makes no offer', async () => {
    const made = await create(buyer);
    const requestId = made.json().id as number;
    await t.db.update(requests).set({ approved: true }).where(eq(requests.id, requestId));
    const terms = {
      unitPrice: '12.50',
      currency: 'TL',
      vatRate: 20,
      vatIncluded: false,
      deliveryOn: day(20),
      paymentDays: 0,
      validUntil: day(10),
      note: '',
    };
    const theirs = await draftId(other);
    const refused = await t.call('POST', `/api/v2/requests/${requestId}/offers`, maker.auth, {
      ...terms,
      draftFile: theirs,
    });
    expect([refused.statusCode, refused.json().fields]).toEqual([400, { draftFile: ATTACHMENT_MSG.draftGone }]);
    expect((await t.get(`/api/v2/requests/${requestId}/my-offer`, maker.auth)).json().offer).toBeNull();

    const quote = await draftId(maker, 'teklif.pdf');
    const res = await t.call('POST', `/api/v2/requests/${requestId}/offers`, maker.auth, {
      ...terms,
      draftFile: quote,
    });
    expect(res.statusCode, res.body).toBe(200);
    const offerId = res.json().offer.id as number;
    const files = await t.get(`/api/v2/offers/${offerId}/files`, maker.auth);
    expect(files.json().items).toMatchObject([{ name: 'teklif.pdf', kind: 'pdf', offerId }]);
    expect(await draftsOf(maker)).toEqual([]);
  });
});

describe('drafts', () => {
  it('are refused by content as any file is, and held MAX_DRAFT_FILES at a time, even sent together', async () => {
    expect(await draft(other, 'resim.pdf', Buffer.from('MZ not a pdf'))).toEqual({
      status: 415,
      body: { message: ATTACHMENT_MSG.kind },
    });
    const someone = await t.asMember(await f.member(t.db));
    const answers = await Promise.all(Array.from({ length: MAX_DRAFT_FILES + 3 }, () => draft(someone)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_DRAFT_FILES);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(
      Array(3).fill(ATTACHMENT_MSG.draftsFull),
    );
    expect(await draftsOf(someone)).toHaveLength(MAX_DRAFT_FILES);
  });

  it('are taken back by their member only, with their bytes', async () => {
    const id = await draftId(buyer);
    const [{ storageKey }] = await t.db.select().from(privateFileDrafts).where(eq(privateFileDrafts.id, id));
    const key = path.basename(storageKey);
    expect(await stored()).toContain(key);
    const byOther = await t.call('DELETE', `/api/v2/draft-files/${id}`, other.auth);
    expect([byOther.statusCode, byOther.json()]).toEqual([404, { message: ATTACHMENT_MSG.notFound }]);
    const res = await t.call('DELETE', `/api/v2/draft-files/${id}`, buyer.auth);
    expect([res.statusCode, res.json()]).toEqual([200, { message: ATTACHMENT_MSG.deleted }]);
    expect(await stored()).not.toContain(key);
    const rows = await t.db.select().from(attachments).where(eq(attachments.storageKey, storageKey));
    expect(rows).toEqual([]);
  });

  it('never claimed are swept with their bytes after DRAFT_HOURS, and at once when their member is gone', async () => {
    const lone = await t.asMember(await f.member(t.db));
    const leaving = await t.asMember(await f.member(t.db));
    const old = await draftId(lone);
    const fresh = await draftId(lone);
    const orphan = await draftId(leaving);
    const keyOf = async (id: number) =>
      path.basename(
        (await t.db.select().from(privateFileDrafts).where(eq(privateFileDrafts.id, id)))[0]?.storageKey ?? '',
      );
    const [oldKey, freshKey, orphanKey] = [await keyOf(old), await keyOf(fresh), await keyOf(orphan)];
    await t.db
      .update(privateFileDrafts)
      .set({ createdAt: new Date(Date.now() - DRAFT_HOURS * 3_600_000 + 60_000) })
      .where(eq(privateFileDrafts.id, old));
    await t.db.delete(members).where(eq(members.id, leaving.id));
    await job().run(new Date()); // the old one has a minute left
    expect((await draftsOf(lone)).map((d) => d.id)).toEqual([old, fresh]);
    expect(await stored()).not.toContain(orphanKey);
    await job().run(new Date(Date.now() + 2 * 60_000)); // the job's clock: past its hours now
    expect((await draftsOf(lone)).map((d) => d.id)).toEqual([fresh]);
    const left = await stored();
    expect([left.includes(oldKey), left.includes(freshKey)]).toEqual([false, true]);
  });
});
