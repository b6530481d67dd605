// The comparison's files under load (issue 47 item 13, decision 0048): made in the exports' worker thread, two of a
// member's at a time (a third at once is refused with the Turkish text, 429), EXPORTS_PER_MINUTE of a kind a minute per
// member (whatever its address), and another member's files meanwhile unaffected. No timings here: bench/exports.mjs measures.
import { COMPARISON_MSG } from '@tedarik/contract/offers/member-comparison';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { requests } from '../../db/schema/requests';
import { EXPORT_POOL, EXPORTS_PER_MINUTE } from './member-comparison.routes';

let t: TestApp;
type Who = { id: number; email: string; auth: Record<string, string> };
let buyer: Who;
let other: Who;
let requestId: number;
let otherRequest: number;

const file = (who: Who, id: number, kind: 'pdf' | 'xlsx', address = '127.0.0.1') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v2/requests/${id}/comparison.${kind}`,
    headers: who.auth,
    remoteAddress: address,
  });

beforeAll(async () => {
  t = await testApp();
  const cat = await f.category(t.db, 'Boru');
  const pipe = await f.catalogProduct(t.db, cat.id, 'Çelik Boru');
  buyer = await t.asMember(await f.member(t.db, { company: 'Yılmaz Yapı' }));
  other = await t.asMember(await f.member(t.db, { company: 'Başka Alıcı' }));
  const maker = await f.member(t.db, { company: 'Ak Demir', pkg: 'active' });
  requestId = (await f.request(t.db, buyer.id, pipe.id, 'open')).id;
  otherRequest = (await f.request(t.db, other.id, pipe.id, 'open')).id;
  for (const id of [requestId, otherRequest]) {
    await f.offer(t.db, id, maker.id);
    await t.db.update(requests).set({ approved: true }).where(eq(requests.id, id));
  }
});
afterAll(() => t.close());

describe("the comparison's files under load", () => {
  it('makes them in the worker thread: a PDF and a workbook, as attachments', { timeout: 60_000 }, async () => {
    const [pdf, xlsx] = await Promise.all([file(buyer, requestId, 'pdf'), file(buyer, requestId, 'xlsx')]);
    expect([pdf.statusCode, pdf.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    expect([xlsx.statusCode, xlsx.rawPayload.subarray(0, 2).toString()]).toEqual([200, 'PK']);
    expect(pdf.headers['content-disposition']).toContain(`teklif-karsilastirma-${requestId}.pdf`);
  });

  it("refuses a member's file at once while two are made; another member's are made meanwhile", {
    timeout: 60_000,
  }, async () => {
    expect(EXPORT_POOL.perKey).toBe(2);
    // six at once: two are made (one by one in the thread), the others refused at once, whatever the database's pace
    const kinds = ['pdf', 'xlsx', 'pdf', 'xlsx', 'pdf', 'xlsx'] as const;
    const answers = await Promise.all([
      ...kinds.map((kind) => file(buyer, requestId, kind)),
      file(other, otherRequest, 'pdf'),
    ]);
    const mine = answers.slice(0, kinds.length);
    expect(mine.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(2);
    const refused = mine.filter((a) => a.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(answer.json()).toEqual({ message: COMPARISON_MSG.exportWait });
    expect(answers.at(-1)?.statusCode).toBe(200);
    // once they are made, the member's next file is made
    expect((await file(buyer, requestId, 'xlsx')).statusCode).toBe(200);
  });

  it('counts a member’s files of a kind a minute whatever its address, as the other heavy calls are limited', {
    timeout: 120_000,
  }, async () => {
    // the PDF made above counts: this many more reach the limit
    const statuses: number[] = [];
    for (let i = 0; i < EXPORTS_PER_MINUTE; i++)
      statuses.push((await file(other, otherRequest, 'pdf', `10.1.0.${i + 1}`)).statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeLessThan(EXPORTS_PER_MINUTE);
    expect(statuses.at(-1)).toBe(429);
    // another member is not counted with it
    expect((await file(buyer, requestId, 'pdf', '10.1.0.99')).statusCode).toBe(200);
  });
});
