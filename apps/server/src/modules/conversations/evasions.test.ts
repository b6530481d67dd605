// Contact details written to slip past the masking (issue 47 item 3), through the real calls: what the other side
// reads of a thread, its pages and its list hides them, also a number split over two messages of one side.
import { MASKED } from '@tedarik/contract/conversations/masking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';

let t: TestApp;
type Who = { id: number; auth: Record<string, string> };
let buyer: Who;
let maker: Who;
let productId: number;

/** a new member (`opts` as `f.member`'s), logged in */
const who = async (opts: Parameters<typeof f.member>[1] = {}): Promise<Who> => t.asMember(await f.member(t.db, opts));

beforeAll(async () => {
  t = await testApp();
  const category = await f.category(t.db, 'Makine');
  productId = (await f.catalogProduct(t.db, category.id, 'Flanş')).id;
  buyer = await who();
  maker = await who({ pkg: 'active' });
  await f.product(t.db, maker.id, productId, 'Flanş A');
}, 60_000);
afterAll(() => t?.close());

const get = (url: string, auth: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: auth });
const post = (url: string, auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload });
type Msg = { id: number; text: string; mine: boolean; hidden: string[] };

describe('contact details written to slip past the masking', () => {
  it('hides them from the other side however they are written, and tells the writer', async () => {
    const request = (await f.request(t.db, buyer.id, productId)).id;
    const written = [
      'Tel ０５３２ １２３ ４５ ６７',
      'Cep ٠٥٣٢ ١٢٣ ٤٥ ٦٧ arayın',
      'Numara 0\u200B5\u200B3\u200B2 123 45 67',
      'Numaram sıfır beş yüz otuz iki yüz yirmi üç kırk beş altmış yedi',
      'Arayın O532 l23 45 67',
      '0532_123_45_67 whatsapp',
      'Yazın: ali et ornekmetal nokta com',
      'satis@ornekmetal.ist',
      'Instagram: @ornekmetal',
      'IBAN TR٣٣ ٠٠٠٦ ١٠٠٥ ١٩٧٨ ٦٤٥٧ ٨٤١٣ ٢٦',
    ];
    let thread = 0;
    for (const text of written) {
      const sent = await post(`/api/v2/requests/${request}/conversations`, maker.auth, { text });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().message.text).toBe(text);
      expect(sent.json().message.hidden.length, text).toBeGreaterThan(0);
      thread = sent.json().conversation.id;
    }
    const read = (await get(`/api/v2/conversations/${thread}/messages`, buyer.auth)).json();
    const texts = read.items.map((m: Msg) => m.text);
    expect(texts).toHaveLength(written.length);
    for (const text of texts) expect(text).toContain(MASKED);
    const raw = JSON.stringify(texts);
    for (const leak of ['５３２', '٥٣٢', '123 45', 'otuz iki', 'l23', '_45_', 'ornekmetal', '٠٠٠٦'])
      expect(raw).not.toContain(leak);
  });

  it('hides a number split over two messages of one side, in both, on every page and in the list', async () => {
    const request = (await f.request(t.db, buyer.id, productId)).id;
    const first = await post(`/api/v2/requests/${request}/conversations`, maker.auth, { text: 'Numaram 0532 123' });
    const thread = first.json().conversation.id;
    const second = await post(`/api/v2/conversations/${thread}/messages`, maker.auth, { text: '45 67' });
    // the writer is told what the other side will not see, for the second half too
    expect(second.json().message).toMatchObject({ text: '45 67', hidden: ['phone'] });

    const page = (await get(`/api/v2/conversations/${thread}/messages`, buyer.auth)).json();
    expect(page.items.map((m: Msg) => m.text)).toEqual([MASKED, `Numaram ${MASKED}`]);
    // one message a page: each half is masked by the other even when it is not on the page
    const newest = (await get(`/api/v2/conversations/${thread}/messages?limit=1`, buyer.auth)).json();
    expect(newest.items.map((m: Msg) => m.text)).toEqual([MASKED]);
    const older = (
      await get(`/api/v2/conversations/${thread}/messages?limit=1&cursor=${newest.nextCursor}`, buyer.auth)
    ).json();
    expect(older.items.map((m: Msg) => m.text)).toEqual([`Numaram ${MASKED}`]);
    const list = (await get('/api/v2/conversations', buyer.auth)).json();
    expect(list.items.find((c: { id: number }) => c.id === thread).lastMessage.text).toBe(MASKED);

    // a message of the other side between them: two numbers' halves, not one number
    const other = (await f.request(t.db, buyer.id, productId)).id;
    const split = (await post(`/api/v2/requests/${other}/conversations`, maker.auth, { text: '0532 123' })).json();
    await post(`/api/v2/conversations/${split.conversation.id}/messages`, buyer.auth, { text: 'Tamam' });
    await post(`/api/v2/conversations/${split.conversation.id}/messages`, maker.auth, { text: '45 67' });
    const apart = (await get(`/api/v2/conversations/${split.conversation.id}/messages`, buyer.auth)).json();
    expect(apart.items.map((m: Msg) => m.text)).toEqual(['45 67', 'Tamam', '0532 123']);
  });
});
