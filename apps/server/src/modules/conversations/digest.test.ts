// The unread mail digest (issue 38 item 5) on PGlite (and PostgreSQL in CI), with the clock moved as the job's runs
// see it: a member who left messages unread for 15 minutes gets one mail naming how many wait in which requests (no
// text, no company), each message once however often the job runs; none before 15 minutes, none for messages read
// in time, none for a member who did not consent to mail; either side of a thread alike; as a job, once per 5 minutes;
// its HTML part lists each thread with its link.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { deliveredMails } from '../../../test/mail';
import { members } from '../../db/schema/members';
import { outbox } from '../../db/schema/outbox';
import { runJob } from '../../platform/jobs';
import { DIGEST_SUBJECT, sendUnreadDigests, unreadDigestJob } from './digest';

let t: TestApp;
let flans: number;
let boru: number;
type Who = { id: number; email: string; auth: Record<string, string> };

/** a new member (`opts` as `f.member`'s), logged in */
const who = async (opts: Parameters<typeof f.member>[1] = {}): Promise<Who> => t.asMember(await f.member(t.db, opts));

beforeAll(async () => {
  t = await testApp();
  const category = await f.category(t.db, 'Makine');
  flans = (await f.catalogProduct(t.db, category.id, 'Flanş')).id;
  boru = (await f.catalogProduct(t.db, category.id, 'Çelik Boru')).id;
}, 60_000);
afterAll(() => t?.close());

/** The clock of a run `minutes` after now (the messages are written now). */
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const digest = (minutes: number) => sendUnreadDigests({ db: t.db, publicUrl: 'http://localhost:3000' }, at(minutes));
const digestsTo = (w: Who) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, w.email), eq(outbox.subject, DIGEST_SUBJECT)))
    .orderBy(asc(outbox.id));

/** A buyer with a request for each product, and a manufacturer that may offer on them. */
async function trade(products = [flans]) {
  const buyer = await who();
  const maker = await who({ pkg: 'active', company: 'Ak Demir Çelik' });
  const requests: number[] = [];
  for (const p of products) {
    await f.product(t.db, maker.id, p, 'Ürün');
    requests.push((await f.request(t.db, buyer.id, p)).id);
  }
  return { buyer, maker, requests };
}
const ask = async (requestId: number, w: Who, text: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/requests/${requestId}/conversations`,
    headers: w.auth,
    payload: { text },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().conversation.id as number;
};
const answer = (conversationId: number, w: Who, text: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/conversations/${conversationId}/messages`,
    headers: w.auth,
    payload: { text },
  });
const read = (conversationId: number, w: Who) =>
  t.app.inject({ method: 'GET', url: `/api/v2/conversations/${conversationId}/messages`, headers: w.auth });

describe('the unread mail digest', () => {
  it('mails messages left unread for 15 minutes once, per request, without their text or the company', async () => {
    const { buyer, maker, requests } = await trade([flans, boru]);
    const first = await ask(requests[0], maker, 'Numune için arayın: 0532 123 45 67');
    await answer(first, maker, 'Sertifika da gönderebiliriz.');
    await ask(requests[1], maker, 'Et kalınlığı kaç mm?');
    await digest(10);
    expect(await digestsTo(buyer)).toEqual([]); // not yet 15 minutes

    await digest(16);
    const [mail] = await digestsTo(buyer);
    expect(mail.subject).toBe('Okunmamış mesajlarınız var');
    expect(mail.body).toContain(`Tedarik'te okumadığınız 3 mesaj var:`);
    expect(mail.body).toContain(`- Flanş (talep no ${requests[0]}): 2 mesaj`);
    expect(mail.body).toContain(`- Çelik Boru (talep no ${requests[1]}): 1 mesaj`);
    expect(mail.body).toContain('http://localhost:3000/hesabim/mesajlar');
    for (const secret of ['0532', 'Sertifika', 'kalınlığı', 'Ak Demir', 'A* D'])
      expect(mail.body).not.toContain(secret);
    expect(await digestsTo(maker)).toEqual([]); // the writer has nothing unread

    // not twice: later runs mail nothing new, however often they run
    await digest(16);
    await digest(30);
    expect(await digestsTo(buyer)).toHaveLength(1);

    // a new message is mailed on its own, with no old one counted again
    await answer(first, maker, 'Fiyat güncellendi.');
    await digest(10);
    expect(await digestsTo(buyer)).toHaveLength(1);
    await digest(31);
    const mails = await digestsTo(buyer);
    expect(mails).toHaveLength(2);
    expect(mails[1].body).toContain(`Tedarik'te okumadığınız 1 mesaj var:`);
    expect(mails[1].body).toContain(`- Flanş (talep no ${requests[0]}): 1 mesaj`);
    expect(mails[1].body).not.toContain('Çelik Boru');
  });

  it('delivers an HTML part listing each thread with its link, still without text or company', async () => {
    const { buyer, maker, requests } = await trade([flans, boru]);
    const second = await who({ pkg: 'active', company: 'Işık Kimya' });
    await f.product(t.db, second.id, flans, 'Ürün');
    const threads = [
      await ask(requests[0], maker, 'Numune için arayın: 0532 123 45 67'),
      await ask(requests[0], second, 'Sertifika da gönderebiliriz.'),
      await ask(requests[1], maker, 'Et kalınlığı kaç mm?'),
    ];
    await digest(16);
    const [mail] = await deliveredMails(t, buyer.email);
    const html = mail['text/html'];
    expect(mail['text/plain']).toContain(`- Flanş (talep no ${requests[0]}): 2 mesaj`);
    for (const id of threads) expect(html).toContain(`href="http://localhost:3000/hesabim/mesajlar/${id}"`);
    expect(html.match(/class="item"/g)).toHaveLength(3);
    expect(html).toContain(`Talep no ${requests[1]} · 1 okunmamış mesaj`);
    expect(html).toContain('>Çelik Boru</a>');
    expect(html).toContain('Mesajları Oku');
    for (const secret of ['0532', 'Sertifika', 'kalınlığı', 'Ak Demir', 'Işık', 'A* D'])
      expect(html).not.toContain(secret);
  });

  it('mails nothing for messages read in time, on either side of the thread', async () => {
    const { buyer, maker, requests } = await trade();
    const id = await ask(requests[0], maker, 'Teslim yeri neresi?');
    await answer(id, buyer, 'İstanbul, Tuzla.');
    expect((await read(id, buyer)).statusCode).toBe(200);
    expect((await read(id, maker)).statusCode).toBe(200);
    await digest(16);
    expect(await digestsTo(buyer)).toEqual([]);
    expect(await digestsTo(maker)).toEqual([]);

    // the supplier's side is mailed too when it leaves the buyer's answer unread
    await answer(id, buyer, 'Nakliye sizden mi?');
    await digest(16);
    expect(await digestsTo(buyer)).toEqual([]);
    const [mail] = await digestsTo(maker);
    expect(mail.body).toContain(`- Flanş (talep no ${requests[0]}): 1 mesaj`);
    expect(mail.body).not.toContain('Nakliye');
  });

  it('mails nobody who did not consent to mail, nor a stopped member', async () => {
    const { buyer, maker, requests } = await trade();
    await t.db.update(members).set({ mailOptIn: false }).where(eq(members.id, buyer.id));
    await ask(requests[0], maker, 'Merhaba');
    const other = await trade();
    await t.db.update(members).set({ active: false }).where(eq(members.id, other.buyer.id));
    await ask(other.requests[0], other.maker, 'Merhaba');
    await digest(16);
    await digest(60);
    expect(await digestsTo(buyer)).toEqual([]);
    expect(await digestsTo(other.buyer)).toEqual([]);
  });

  it('runs as a job every 5 minutes, catching up at once', async () => {
    const { buyer, maker, requests } = await trade();
    await ask(requests[0], maker, 'Merhaba');
    let now = at(20);
    let mailed = 0;
    const clock = { now: () => now };
    const outbox = { ...t.outbox, kick: () => mailed++ };
    const job = unreadDigestJob({ ...t.app.context, outbox });
    expect(await runJob({ db: t.db, clock }, job)).toBe('ran');
    expect(mailed).toBe(1);
    expect(await digestsTo(buyer)).toHaveLength(1);
    now = at(22);
    expect(await runJob({ db: t.db, clock }, job)).toBe('not due');
    now = at(26);
    expect(await runJob({ db: t.db, clock }, job)).toBe('ran');
    expect(mailed).toBe(1); // nothing new: the outbox is not woken
    expect(await digestsTo(buyer)).toHaveLength(1);
  });
});
