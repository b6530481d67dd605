// Every list paged by cursor and the live stream's Last-Event-ID (issue 47 item 5; issue 48 item 5): a cursor that is
// not one the list gave, or past the id columns' range ('2147483648' reached the database and answered 500), is a 400
// in Turkish, never a 500 nor a stream that stays open delivering nothing; the largest id is still a page.
import { CURSOR_MSG } from '@tedarik/contract/v2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../test/app';
import * as f from '../test/fixtures';

let t: TestApp;
let base: string;
let member: Record<string, string>;
let admin: Record<string, string>;
let threadId: number;

beforeAll(async () => {
  t = await testApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const category = await f.category(t.db, 'Makine');
  const product = await f.catalogProduct(t.db, category.id, 'Flanş');
  const buyer = await f.member(t.db);
  const maker = await t.asMember(await f.manufacturer(t.db, product.id));
  const request = await f.request(t.db, buyer.id, product.id);
  const asked = await t.post(`/api/v2/requests/${request.id}/conversations`, { text: 'Soru' }, maker.auth);
  threadId = asked.json().conversation.id;
  member = maker.auth;
  admin = await t.asAdmin();
}, 60_000);
afterAll(() => t?.close(), 120_000);

const BAD = ['2147483648', '99999999999999999999', '-1', '0', '1e3', '0x10', '1.5', 'abc', '', '1%002', '1&cursor=2'];

describe('a list paged by cursor', () => {
  const lists = () => [
    { url: '/api/v2/conversations', auth: member },
    { url: `/api/v2/conversations/${threadId}/messages`, auth: member },
    { url: '/adn_api/v2/complaints', auth: admin },
    { url: '/adn_api/v2/complaints?all=1', auth: admin },
  ];

  it('refuses a cursor past the id range or that is no id, in Turkish, and serves the largest id', async () => {
    for (const { url, auth } of lists()) {
      const join = url.includes('?') ? '&' : '?';
      for (const cursor of BAD) {
        const res = await t.get(`${url}${join}cursor=${cursor}`, auth);
        expect([res.statusCode, res.json().message], `${url} ${cursor}`).toEqual([400, CURSOR_MSG]);
      }
      const last = await t.get(`${url}${join}cursor=2147483647`, auth);
      expect(last.statusCode, `${url} ${last.body}`).toBe(200);
      for (const limit of ['0', '101', '-1', '1e1', 'abc', '2147483648']) {
        const res = await t.get(`${url}${join}limit=${limit}`, auth);
        expect([res.statusCode, res.json().message], `${url} limit ${limit}`).toEqual([400, CURSOR_MSG]);
      }
    }
  });

  it('refuses a day cursor that is no calendar day (the rates’ list)', async () => {
    for (const cursor of ['2026-02-30', '2147483648', '0000-01-01', 'abc', '']) {
      const res = await t.get(`/adn_api/v2/rates?cursor=${cursor}`, admin);
      expect([res.statusCode, res.json().message], cursor).toEqual([400, CURSOR_MSG]);
    }
    expect((await t.get('/adn_api/v2/rates?cursor=2026-11-30', admin)).statusCode).toBe(200);
  });
});

describe('the live stream', () => {
  const ticket = async () => (await t.post('/api/v2/events/ticket', {}, member)).json().ticket as string;
  /** the stream's status within 2 s (a stream that stays open counts as none) */
  const statusOf = async (query: string, headers: Record<string, string> = {}) => {
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), 2000);
    const res = await fetch(`${base}/api/v2/events?ticket=${encodeURIComponent(await ticket())}${query}`, {
      headers: { ...headers, connection: 'close' },
      signal: stop.signal,
    });
    clearTimeout(timer);
    stop.abort();
    return res.status;
  };

  it('refuses a Last-Event-ID past the id range, in the query or the header, at once', async () => {
    for (const id of ['2147483648', '-1', '1e3', 'abc']) expect(await statusOf(`&lastEventId=${id}`), id).toBe(400);
    for (const id of ['2147483648', '-1', '1e3', 'abc'])
      expect(await statusOf('', { 'last-event-id': id }), id).toBe(400);
    expect(await statusOf('&lastEventId=2147483647')).toBe(200);
    expect(await statusOf('', { 'last-event-id': '2147483647' })).toBe(200);
  });
});
