// Conversations (issue 38 items 1–2), through the real calls on PGlite (and PostgreSQL in CI): who may open and read
// a thread (the request's owner, a company that may offer or offered; never another buyer, another supplier, a
// company that may not offer, a visitor), contact details hidden from the other side until the buyer accepts an offer
// of that supplier (checked on the raw answers), read state per side, and cursor pages.

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ATTACHMENT_MSG } from '@tedarik/contract/attachments/member';
import { CONVERSATION_ADMIN_MSG } from '@tedarik/contract/conversations/admin';
import { MASKED } from '@tedarik/contract/conversations/masking';
import { CONVERSATION_MSG } from '@tedarik/contract/conversations/member';
import { DESK_MSG } from '@tedarik/contract/offers/member-desk';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { samples } from '../../../test/files';
import * as f from '../../../test/fixtures';
import { multipart } from '../../../test/upload';
import { conversationMessages, conversations } from '../../db/schema/conversations';
import { requests } from '../../db/schema/requests';

let t: TestApp;
type Who = { id: number; auth: Record<string, string> };
let buyer: Who;
let otherBuyer: Who;
let maker: Who; // may offer on the buyer's requests
let offerer: Who; // offered on them
let strayMaker: Who; // a company with products of another catalog product
let expiredMaker: Who; // matching products, but its package ended
let productId: number;
let admin: Record<string, string>;

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
  offerer = await who({ pkg: 'active' });
  strayMaker = await who({ pkg: 'active' });
  expiredMaker = await who({ pkg: 'expired' });
  await f.product(t.db, maker.id, product.id, 'Flanş A');
  await f.product(t.db, offerer.id, product.id, 'Flanş B');
  await f.product(t.db, expiredMaker.id, product.id, 'Flanş C');
  await f.product(t.db, strayMaker.id, other.id, 'Conta A');
  admin = await t.asAdmin();
}, 60_000);
afterAll(() => t?.close());

const post = (url: string, auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload });
const ask = (requestId: number, w: Who, text: string, supplierId?: number) =>
  post(`/api/v2/requests/${requestId}/conversations`, w.auth, { text, supplierId });
const newRequest = async () => (await f.request(t.db, buyer.id, productId)).id;
const unread = async (w: Who) => (await t.get('/api/v2/conversations/unread', w.auth)).json().unread;

describe('who may write and read', () => {
  it('lets a company that may offer ask before offering, and the buyer answer in the same thread', async () => {
    const id = await newRequest();
    const asked = await ask(id, maker, 'Malzeme sertifikası EN 10204 3.1 mi olmalı?');
    expect(asked.statusCode, asked.body).toBe(200);
    const { conversation, message, notice } = asked.json();
    expect(conversation).toMatchObject({ requestId: id, side: 'supplier', unread: 0, accepted: false });
    expect(message).toMatchObject({ mine: true, text: 'Malzeme sertifikası EN 10204 3.1 mi olmalı?', hidden: [] });
    expect(notice).toBeNull();
    // asking again writes in the same thread
    expect((await ask(id, maker, 'Bir de teslim yeri?')).json().conversation.id).toBe(conversation.id);

    const threads = (await t.get(`/api/v2/requests/${id}/conversations`, buyer.auth)).json().items;
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({ id: conversation.id, side: 'buyer', unread: 2 });
    expect(threads[0].with).not.toContain('Firma'); // the supplier's company masked until acceptance
    const answer = await post(`/api/v2/conversations/${conversation.id}/messages`, buyer.auth, { text: 'Evet, 3.1.' });
    expect(answer.statusCode).toBe(200);
    const read = (await t.get(`/api/v2/conversations/${conversation.id}/messages`, maker.auth)).json();
    expect(read.items.map((m: { text: string; mine: boolean }) => [m.text, m.mine])).toEqual([
      ['Evet, 3.1.', false],
      ['Bir de teslim yeri?', true],
      ['Malzeme sertifikası EN 10204 3.1 mi olmalı?', true],
    ]);
  });

  it('refuses everyone else as "not found", and writes nothing', async () => {
    const id = await newRequest();
    const thread = (await ask(id, maker, 'Soru')).json().conversation.id;
    const before = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, thread));
    for (const w of [otherBuyer, strayMaker, expiredMaker]) {
      expect((await t.get(`/api/v2/conversations/${thread}/messages`, w.auth)).statusCode).toBe(404);
      const sent = await post(`/api/v2/conversations/${thread}/messages`, w.auth, { text: 'Merhaba' });
      expect([sent.statusCode, sent.json().message]).toEqual([404, CONVERSATION_MSG.notFound]);
      expect((await t.get(`/api/v2/requests/${id}/conversations`, w.auth)).json().items).toEqual([]);
    }
    // a company that may not offer cannot open a thread; a visitor meets the member guard's 'cikis' (the legacy word)
    for (const w of [strayMaker, expiredMaker, otherBuyer]) expect((await ask(id, w, 'Soru')).statusCode).toBe(404);
    const visitor = await t.get(`/api/v2/conversations/${thread}/messages`);
    expect([visitor.statusCode, visitor.body]).toEqual([400, 'cikis']);
    expect((await ask(id, buyer, 'Kendime')).json().message).toBe(CONVERSATION_MSG.ownRequest);
    // the buyer writes first only to a supplier who offered or asked
    const refused = await ask(id, buyer, 'Teklif verir misiniz?', strayMaker.id);
    expect([refused.statusCode, refused.json().fields]).toEqual([
      400,
      { supplierId: CONVERSATION_MSG.supplierNotFound },
    ]);
    expect(
      await t.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, thread)),
    ).toEqual(before);
  });

  it('lets the buyer write first to a supplier who offered, and that supplier answer', async () => {
    const id = await newRequest();
    await f.offer(t.db, id, offerer.id);
    const opened = await ask(id, buyer, 'Teklifiniz için teşekkürler, numune gönderir misiniz?', offerer.id);
    expect(opened.statusCode, opened.body).toBe(200);
    const thread = opened.json().conversation.id;
    expect((await ask(id, offerer, 'Gönderebiliriz.')).json().conversation.id).toBe(thread);
  });

  it("lets the buyer write to an offer's supplier by the offer ('Mesaj Yaz'), whose supplier it does not know yet", async () => {
    const id = await newRequest();
    const offer = await f.offer(t.db, id, offerer.id);
    const opened = await post(`/api/v2/requests/${id}/conversations`, buyer.auth, {
      text: 'Numune?',
      offerId: offer.id,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().conversation).toMatchObject({ requestId: id, side: 'buyer', accepted: false });
    expect((await ask(id, offerer, 'Olur.')).json().conversation.id).toBe(opened.json().conversation.id);
    // an offer of another request, and another member's request: refused, nothing written
    const other = await newRequest();
    const stray = await post(`/api/v2/requests/${other}/conversations`, buyer.auth, { text: 'X', offerId: offer.id });
    expect([stray.statusCode, stray.json().fields]).toEqual([400, { offerId: CONVERSATION_MSG.supplierNotFound }]);
    const notOwner = await post(`/api/v2/requests/${id}/conversations`, otherBuyer.auth, {
      text: 'X',
      offerId: offer.id,
    });
    expect(notOwner.statusCode).toBe(404);
    expect((await t.get(`/api/v2/requests/${other}/conversations`, buyer.auth)).json().items).toEqual([]);
  });

  it('names no supplier of a sealed request before it opens, by an offer or a member, whether it offered or not', async () => {
    const id = await newRequest();
    const deadline = new Date(Date.now() + 3_600_000);
    await t.db.update(requests).set({ sealed: true, offerDeadline: deadline }).where(eq(requests.id, id));
    const offer = await f.offer(t.db, id, offerer.id);
    const write = (to: { offerId?: number; supplierId?: number }) =>
      post(`/api/v2/requests/${id}/conversations`, buyer.auth, { text: 'Teklifiniz?', ...to });
    const answers = async (...tos: { offerId?: number; supplierId?: number }[]) =>
      Promise.all(tos.map(async (to) => write(to).then((r) => [r.statusCode, r.body])));
    // an offer of it and no offer at all get one answer: offer ids cannot be walked for its suppliers
    const byOffer = await answers({ offerId: offer.id }, { offerId: 2_000_000_000 });
    expect(byOffer).toEqual(Array(2).fill([409, JSON.stringify({ message: DESK_MSG.sealedUnopened })]));
    // a company that offered is no more known than one that did nothing
    const byMember = await answers({ supplierId: offerer.id }, { supplierId: strayMaker.id });
    expect(byMember[0]).toEqual(byMember[1]);
    expect(byMember[0][0]).toBe(400);
    expect(await t.db.select().from(conversations).where(eq(conversations.requestId, id))).toEqual([]);
    // a company that asked is the thread the buyer sees already: it may answer it
    await ask(id, maker, 'Ölçü toleransı?');
    expect((await write({ supplierId: maker.id })).statusCode).toBe(200);
    // opened: 'Mesaj Yaz' on the offer writes to its supplier, masked until accepted
    await t.db.update(requests).set({ openedAt: new Date() }).where(eq(requests.id, id));
    const opened = await write({ offerId: offer.id });
    expect([opened.statusCode, opened.json().conversation.accepted]).toEqual([200, false]);
  });

  it('refuses an empty, a too long or a NUL message with a Turkish text', async () => {
    const id = await newRequest();
    for (const text of ['', '   ', 'a'.repeat(2001), 'a\u0000b', 'x'.repeat(200_000)]) {
      const res = await ask(id, maker, text);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[a-zçğıöşü]/i);
    }
    expect((await t.get(`/api/v2/requests/${id}/conversations`, maker.auth)).json().items).toEqual([]);
  });
});

describe('contact details until acceptance', () => {
  it('hides them from the other side, tells the writer, and shows everything after the buyer accepts', async () => {
    const id = await newRequest();
    const offer = await f.offer(t.db, id, offerer.id);
    const sent = await ask(id, offerer, 'Arayın: 0532 123 45 67, satis@firma.com.tr');
    expect(sent.json().message.text).toBe('Arayın: 0532 123 45 67, satis@firma.com.tr'); // the writer's own, whole
    expect(sent.json().message.hidden.sort()).toEqual(['email', 'phone']);
    expect(sent.json().notice).toBe(CONVERSATION_MSG.masked);
    const thread = sent.json().conversation.id;

    const raw = (await t.get(`/api/v2/conversations/${thread}/messages`, buyer.auth)).body;
    expect(raw).not.toContain('123 45');
    expect(raw).not.toContain('satis@');
    expect(raw).toContain(`Arayın: ${MASKED}, ${MASKED}`);
    const lists = [
      (await t.get('/api/v2/conversations', buyer.auth)).body,
      (await t.get(`/api/v2/requests/${id}/conversations`, buyer.auth)).body,
    ];
    for (const body of lists) expect(body).not.toContain('123 45');

    expect((await t.get(`/api/talepDetayislemKabul-${offer.id}`, buyer.auth)).statusCode).toBe(200);
    const after = (await t.get(`/api/v2/conversations/${thread}/messages`, buyer.auth)).json();
    expect(after.items[0].text).toBe('Arayın: 0532 123 45 67, satis@firma.com.tr');
    expect(after.conversation.accepted).toBe(true);
    const late = await post(`/api/v2/conversations/${thread}/messages`, buyer.auth, { text: 'Bizim: 0212 555 12 12' });
    expect(late.json().notice).toBeNull();
  });

  it('hides them in the buyer’s messages from a supplier too, until that supplier’s offer is accepted', async () => {
    const id = await newRequest();
    const thread = (await ask(id, maker, 'Soru')).json().conversation.id;
    await post(`/api/v2/conversations/${thread}/messages`, buyer.auth, { text: 'Bana yazın: ali [at] alici.com' });
    const raw = (await t.get(`/api/v2/conversations/${thread}/messages`, maker.auth)).body;
    expect(raw).not.toContain('alici.com');
    expect(raw).toContain(`Bana yazın: ${MASKED}`);
    // the original is stored whole, for the administrator's review of a complaint
    const stored = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, thread));
    expect(stored.map((m) => m.text)).toContain('Bana yazın: ali [at] alici.com');
  });
});

describe('lists and read state', () => {
  it('counts each side’s unread, clears them when read, and pages the member’s threads by cursor', async () => {
    const fresh = await who({ pkg: 'active' });
    await f.product(t.db, fresh.id, productId, 'Flanş D');
    const ids = [await newRequest(), await newRequest(), await newRequest()];
    for (const id of ids) await ask(id, fresh, `Soru ${id}`);
    expect(await unread(fresh)).toBe(0);
    const threads = (await t.get(`/api/v2/requests/${ids[0]}/conversations`, buyer.auth)).json().items;
    const mine = threads[0].id;
    await post(`/api/v2/conversations/${mine}/messages`, buyer.auth, { text: 'Cevap 1' });
    await post(`/api/v2/conversations/${mine}/messages`, buyer.auth, { text: 'Cevap 2' });
    expect(await unread(fresh)).toBe(2);
    const first = (await t.get('/api/v2/conversations?limit=2', fresh.auth)).json();
    expect(first.items.map((c: { requestId: number }) => c.requestId)).toEqual([ids[0], ids[2]]);
    expect(first.items[0]).toMatchObject({ unread: 2, lastMessage: { text: 'Cevap 2', mine: false } });
    const second = (await t.get(`/api/v2/conversations?limit=2&cursor=${first.nextCursor}`, fresh.auth)).json();
    expect([second.items.map((c: { requestId: number }) => c.requestId), second.nextCursor]).toEqual([[ids[1]], null]);
    await t.get(`/api/v2/conversations/${mine}/messages`, fresh.auth);
    expect(await unread(fresh)).toBe(0);
  });
  it('keeps the member’s total when threads go with their request, and opens no thread for a failed message', async () => {
    const fresh = await who({ pkg: 'active' });
    await f.product(t.db, fresh.id, productId, 'Flanş E');
    const [kept, deleted, failing] = [await newRequest(), await newRequest(), await newRequest()];
    const before = await unread(buyer);
    await ask(kept, fresh, 'Soru 1');
    await ask(deleted, fresh, 'Soru 2');
    await ask(deleted, fresh, 'Soru 3');
    expect(await unread(buyer)).toBe(before + 3);
    await t.db.delete(requests).where(eq(requests.id, deleted));
    expect(await unread(buyer)).toBe(before + 1);
    // the database refuses the message: its thread is not left behind, empty
    await t.db.execute(sql`alter table conversation_messages add constraint refuse_test check (text <> 'Hata')`);
    try {
      expect((await ask(failing, fresh, 'Hata')).statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await t.db.execute(sql`alter table conversation_messages drop constraint refuse_test`);
    }
    expect(await t.db.select().from(conversations).where(eq(conversations.requestId, failing))).toEqual([]);
    expect(await unread(buyer)).toBe(before + 1);
  });
});

describe('a file on a message', () => {
  const sendFile = (thread: number, w: Who, name: string, bytes: Buffer, text = '') => {
    const body = multipart({ text }, { file: [name, bytes] });
    return t.app.inject({
      method: 'POST',
      url: `/api/v2/conversations/${thread}/files`,
      payload: body.payload,
      headers: { ...body.headers, ...w.auth },
    });
  };
  const stored = async () => (await readdir(path.join(t.uploadsDir, 'attachments')).catch(() => [])).length;

  it('goes to both sides only, its name masked as the text until acceptance, and cannot be removed', async () => {
    const id = await newRequest();
    const thread = (await ask(id, maker, 'Soru')).json().conversation.id;
    const sent = await sendFile(thread, maker, 'Teklif 0532 123 45 67.pdf', samples.pdf(), 'Çizim ekte');
    expect(sent.statusCode, sent.body).toBe(200);
    const { message, notice } = sent.json();
    expect(message).toMatchObject({ text: 'Çizim ekte', hidden: ['phone'], file: { kind: 'pdf' } });
    expect(message.file.name).toBe('Teklif 0532 123 45 67.pdf');
    expect(notice).toBe(CONVERSATION_MSG.masked);
    const read = (await t.get(`/api/v2/conversations/${thread}/messages`, buyer.auth)).json();
    expect(read.items[0].file).toMatchObject({ id: message.file.id, name: `Teklif ${MASKED}.pdf` });
    expect((await t.get('/api/v2/conversations', buyer.auth)).json().items[0].lastMessage.file.id).toBe(
      message.file.id,
    );
    const down = await t.get(`/api/v2/messages/${message.id}/file`, buyer.auth);
    expect([down.statusCode, down.headers['content-disposition']]).toEqual([
      200,
      `attachment; filename="Teklif [gizlendi].pdf"; filename*=UTF-8''Teklif%20%5Bgizlendi%5D.pdf`,
    ]);
    expect(down.rawPayload.equals(samples.pdf())).toBe(true);
    expect((await t.get(`/api/v2/messages/${message.id}/file`, maker.auth)).headers['content-disposition']).toContain(
      '0532',
    );
    for (const w of [otherBuyer, strayMaker, offerer])
      expect((await t.get(`/api/v2/messages/${message.id}/file`, w.auth)).statusCode).toBe(404);
    // not through the requests' and offers' download, which would name it whole
    expect((await t.get(`/api/v2/files/${message.file.id}`, buyer.auth)).statusCode).toBe(404);
    const del = (w: Who) =>
      t.app.inject({ method: 'DELETE', url: `/api/v2/files/${message.file.id}`, headers: w.auth });
    expect([(await del(maker)).statusCode, (await del(buyer)).statusCode]).toEqual([404, 404]);
    // the administrator reviews it under the name it was sent with
    const reviewed = (await t.get(`/adn_api/v2/conversations/${thread}`, admin)).json().messages.at(-1);
    expect(reviewed.file).toMatchObject({ id: message.file.id, name: 'Teklif 0532 123 45 67.pdf' });
    expect((await t.get(`/adn_api/v2/files/${message.file.id}`, admin)).statusCode).toBe(200);
  });

  it('refuses a stranger, a kind not allowed and a blocked thread, keeping no bytes and no message', async () => {
    const id = await newRequest();
    const thread = (await ask(id, maker, 'Soru')).json().conversation.id;
    const before = await stored();
    expect((await sendFile(thread, otherBuyer, 'a.pdf', samples.pdf())).statusCode).toBe(404);
    const text = await sendFile(thread, buyer, 'not.pdf', Buffer.from('düz metin, PDF değil'));
    expect([text.statusCode, text.json().message]).toEqual([415, ATTACHMENT_MSG.kind]);
    await post(`/api/v2/conversations/${thread}/block`, buyer.auth, {});
    const blocked = await sendFile(thread, buyer, 'a.pdf', samples.pdf());
    expect([blocked.statusCode, blocked.json().message]).toEqual([409, CONVERSATION_MSG.blocked]);
    expect(await stored()).toBe(before);
    const messages = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, thread));
    expect(messages).toHaveLength(1);
  });
});

describe('blocking, complaints and the back-office', () => {
  it('lets a side block a thread (nobody writes), and only that side lift it', async () => {
    const id = await newRequest();
    const thread = (await ask(id, maker, 'Soru')).json().conversation.id;
    expect((await post(`/api/v2/conversations/${thread}/block`, buyer.auth, {})).json().blocked).toBe(true);
    for (const w of [maker, buyer]) {
      const refused = await post(`/api/v2/conversations/${thread}/messages`, w.auth, { text: 'Merhaba' });
      expect([refused.statusCode, refused.json().message]).toEqual([409, CONVERSATION_MSG.blocked]);
    }
    const lift = (w: Who) =>
      t.app.inject({ method: 'DELETE', url: `/api/v2/conversations/${thread}/block`, headers: w.auth });
    expect([(await lift(maker)).statusCode, (await lift(maker)).json().message]).toEqual([
      403,
      CONVERSATION_MSG.notBlocker,
    ]);
    expect((await post(`/api/v2/conversations/${thread}/block`, otherBuyer.auth, {})).statusCode).toBe(404);
    // the back-office sees which side blocked it
    const seen = (await t.get(`/adn_api/v2/conversations/${thread}`, admin)).json().thread;
    expect([seen.blocked, seen.blockedBy]).toEqual([true, 'buyer']);
    // each side is told whether it is the one that may lift the block ('Engeli Kaldır' is offered to it alone)
    const state = async (w: Who) =>
      (await t.get(`/api/v2/conversations/${thread}/messages`, w.auth)).json().conversation as {
        blocked: boolean;
        blockedByMe: boolean;
      };
    expect(await state(buyer)).toMatchObject({ blocked: true, blockedByMe: true });
    expect(await state(maker)).toMatchObject({ blocked: true, blockedByMe: false });
    expect((await lift(buyer)).json().blocked).toBe(false);
    expect((await post(`/api/v2/conversations/${thread}/messages`, maker.auth, { text: 'Tekrar' })).statusCode).toBe(
      200,
    );
  });

  it('queues a complaint with the original, lets the administrator read the thread (audited) and close it', async () => {
    const id = await newRequest();
    const asked = (await ask(id, maker, 'WhatsApp: 0532 123 45 67')).json();
    const thread = asked.conversation.id;
    const complain = (w: Who, messageId: number) =>
      post(`/api/v2/messages/${messageId}/complaint`, w.auth, { reason: 'Numara paylaşıyor' });
    // only the other side complains; a stranger meets 'not found'
    expect((await complain(maker, asked.message.id)).json().message).toBe(CONVERSATION_MSG.ownMessage);
    expect((await complain(otherBuyer, asked.message.id)).statusCode).toBe(404);
    const done = await complain(buyer, asked.message.id);
    expect([done.statusCode, done.json().message]).toEqual([200, CONVERSATION_MSG.complained]);
    expect((await complain(buyer, asked.message.id)).statusCode).toBe(200); // again: still one

    const queue = (await t.get('/adn_api/v2/complaints', admin))
      .json()
      .items.filter((c: { conversationId: number }) => c.conversationId === thread);
    expect(queue).toEqual([
      expect.objectContaining({ text: 'WhatsApp: 0532 123 45 67', reason: 'Numara paylaşıyor', resolvedAt: null }),
    ]);
    expect(queue[0].about.id).toBe(maker.id);
    expect([queue[0].requestId, queue[0].requestTitle]).toEqual([id, 'Flanş']);
    expect((await t.get('/adn_api/v2/complaints', buyer.auth)).statusCode).toBe(400); // a member is no administrator

    const read = (await t.get(`/adn_api/v2/conversations/${thread}`, admin)).json();
    expect(read.messages).toEqual([
      expect.objectContaining({ from: 'supplier', text: 'WhatsApp: 0532 123 45 67', hidden: ['phone'] }),
    ]);
    expect(read.audit).toEqual([expect.objectContaining({ admin: 'admin', action: 'read' })]);
    expect(read.thread).toMatchObject({ requestId: id, requestTitle: 'Flanş', blocked: false, blockedBy: null });

    const closed = await post(`/adn_api/v2/conversations/${thread}/close`, admin, {});
    expect(closed.json().message).toBe(CONVERSATION_ADMIN_MSG.closed);
    const refused = await post(`/api/v2/conversations/${thread}/messages`, buyer.auth, { text: 'Merhaba' });
    expect([refused.statusCode, refused.json().message]).toEqual([409, CONVERSATION_MSG.closed]);
    const open = (await t.get('/adn_api/v2/complaints', admin)).json().items;
    expect(open.some((c: { conversationId: number }) => c.conversationId === thread)).toBe(false);
    const history = (await t.get(`/adn_api/v2/conversations/${thread}`, admin)).json().audit;
    expect(history.map((a: { action: string }) => a.action)).toEqual(['read', 'closed', 'read']);
    expect((await t.get(`/adn_api/v2/conversations/999999`, admin)).statusCode).toBe(404);
  });

  it('takes what a complaint is about, shows the reporter the message as reported, the administrator the category', async () => {
    const id = await newRequest();
    const asked = (await ask(id, maker, 'Ucuz kredi, hemen arayın')).json();
    const complain = (body: object) => post(`/api/v2/messages/${asked.message.id}/complaint`, buyer.auth, body);
    const wrong = await complain({ reason: '', category: 'kötü' });
    expect([wrong.statusCode, wrong.json().fields]).toEqual([400, { category: CONVERSATION_MSG.category }]);
    const reported = async (w: Who) =>
      (await t.get(`/api/v2/conversations/${asked.conversation.id}/messages`, w.auth)).json().items[0].reported;
    expect(await reported(buyer)).toBe(false);
    expect((await complain({ reason: 'Reklam', category: 'spam' })).statusCode).toBe(200);
    expect([await reported(buyer), await reported(maker)]).toEqual([true, false]);
    const list = (await t.get('/api/v2/conversations', buyer.auth)).json().items;
    expect(list.find((c: { id: number }) => c.id === asked.conversation.id).lastMessage.reported).toBe(true);
    const queue = (await t.get('/adn_api/v2/complaints', admin)).json().items;
    expect(queue.find((c: { messageId: number }) => c.messageId === asked.message.id)).toMatchObject({
      reason: 'Reklam',
      category: 'spam',
    });
    // a client that names no category: 'diğer'
    const second = (
      await post(`/api/v2/conversations/${asked.conversation.id}/messages`, maker.auth, { text: 'X' })
    ).json();
    await post(`/api/v2/messages/${second.message.id}/complaint`, buyer.auth, { reason: '' });
    const all = (await t.get('/adn_api/v2/complaints', admin)).json().items;
    expect(all.find((c: { messageId: number }) => c.messageId === second.message.id).category).toBe('other');
  });
});
