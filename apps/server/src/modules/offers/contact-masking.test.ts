// Contact details wherever one side writes what the other reads before acceptance (issue 47 item 4), through the real
// calls: the offer's note (desk, versions, the legacy talepDetay), the names of offer and request files, a round's
// message (bell, mail, SMS, the supplier's page) and the request's description as suppliers and visitors read it
// (the public page, its server HTML and its description for crawlers). The writer and the administrator read them
// whole; once the buyer accepts a supplier's offer, the two of them read each other's whole.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MASKED } from '@tedarik/contract/conversations/masking';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import { samples } from '../../../test/files';
import * as f from '../../../test/fixtures';
import { delivered } from '../../../test/mail';
import { multipart } from '../../../test/upload';
import { members } from '../../db/schema/members';
import { notifications } from '../../db/schema/notifications';
import { requests } from '../../db/schema/requests';

let t: TestApp;
type Who = { id: number; email: string; phone: string; auth: Record<string, string> };
let buyer: Who;
let makers: Who[];
let admin: Record<string, string>;
let pipe: { id: number; categoryId: number };

const PHONE = '0532 765 43 21';
const MAIL = 'satis@ornekmetal.com.tr';
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const terms = (note: string) => ({
  unitPrice: '12.35',
  currency: 'TL',
  vatRate: 20,
  vatIncluded: false,
  deliveryOn: day(20),
  paymentDays: 30,
  validUntil: day(10),
  note,
});
/** The member with this phone, logged in */
const withPhone = async (m: { id: number; email: string }, phone: string): Promise<Who> => {
  await t.db.update(members).set({ phone }).where(eq(members.id, m.id));
  return { ...(await t.asMember(m)), phone };
};

beforeAll(async () => {
  const webRoot = await mkdtemp(path.join(tmpdir(), 'web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<html><head><meta name="description" content="" /><title>Tedarik</title></head><body><div id="root"></div></body></html>',
  );
  t = await testApp({ webRoot });
  const cat = await f.category(t.db, 'Boru', (await f.category(t.db, 'Metal')).id);
  pipe = { ...(await f.catalogProduct(t.db, cat.id, 'Çelik Boru')), categoryId: cat.id };
  buyer = await withPhone(await f.member(t.db, { company: 'Yılmaz Yapı' }), '5321110000');
  makers = [];
  for (let i = 0; i < 2; i++) {
    makers.push(await withPhone(await f.member(t.db, { company: `Örnek Metal ${i}`, pkg: 'active' }), `532222000${i}`));
    await f.product(t.db, makers[i].id, pipe.id, `Boru ${i}`);
  }
  admin = await t.asAdmin();
}, 60_000);
afterAll(() => t?.close());

/** A request made through the v2 call with `detail`, approved by the back-office (straight in the database). */
async function approvedRequest(detail: string) {
  const res = await t.call('POST', '/api/v2/requests', buyer.auth, {
    categoryId: pipe.categoryId,
    catalogProductId: pipe.id,
    quantity: 100,
    unit: 'Adet',
    material: 'St37',
    detail,
    deliveryOn: day(30),
  });
  expect(res.statusCode, res.body).toBe(200);
  const { id } = res.json() as { id: number };
  await t.db.update(requests).set({ approved: true }).where(eq(requests.id, id));
  return id;
}
const offer = async (requestId: number, maker: Who, note = 'Stoktan teslim.') => {
  const res = await t.call('POST', `/api/v2/requests/${requestId}/offers`, maker.auth, terms(note));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().offer.id as number;
};
const accept = async (offerId: number) =>
  expect((await t.call('GET', `/api/talepDetayislemKabul-${offerId}`, buyer.auth)).statusCode).toBe(200);
const upload = (url: string, who: Who, name: string) => {
  const body = multipart({}, { file: [name, samples.pdf()] });
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...who.auth } });
};
const dispositionOf = async (fileId: number, who: Record<string, string>) =>
  decodeURIComponent(String((await t.call('GET', `/api/v2/files/${fileId}`, who)).headers['content-disposition']));

describe("the request's description", () => {
  it('reaches visitors, suppliers and crawlers masked, its buyer and the administrator whole', async () => {
    const detail = `Galvanizli boru. Bilgi için ${PHONE} arayın.`;
    const id = await approvedRequest(detail);
    const masked = `Galvanizli boru. Bilgi için ${MASKED} arayın.`;
    expect((await t.call('GET', `/api/genelteklif-${id}`)).json().talep.detay).toBe(masked);
    expect((await t.call('GET', `/api/genelteklif-${id}`, makers[0].auth)).json().talep.detay).toBe(masked);
    expect((await t.call('GET', `/api/genelteklif-${id}`, buyer.auth)).json().talep.detay).toBe(detail);
    for (const list of ['/api/imbtalepler', '/api/indeximbtalepler', '/api/uyetalelTeklifindex']) {
      const body = (await t.call('GET', list, makers[0].auth)).body;
      expect(body, list).not.toContain('765 43');
    }
    expect((await t.call('GET', '/api/imbtalepler')).body).toContain(masked);
    // the page a crawler or a visitor's browser gets, and its description
    const page = (await t.call('GET', `/talep-detay-${id}`)).body;
    expect(page).not.toContain('765 43');
    expect(page).toContain(`content="${masked}"`);
    // the owner's own pages and the back-office: whole
    expect((await t.call('GET', `/api/talepDetay-${id}`, buyer.auth)).json().talep.detay).toBe(detail);
    expect((await t.call('GET', `/adn_api/uyeTalepListesi-${buyer.id}`, admin)).body).toContain(PHONE);

    // a supplier's own offer pages: masked until the buyer accepts its offer, whole after
    const offerId = await offer(id, makers[0]);
    const mine = async () => (await t.call('GET', `/api/teklifDetay-${id}`, makers[0].auth)).json().talep.detay;
    const myList = async () => (await t.call('GET', '/api/teklifListesi', makers[0].auth)).body;
    expect(await mine()).toBe(masked);
    expect(await myList()).not.toContain('765 43');
    await accept(offerId);
    expect(await mine()).toBe(detail);
    expect(await myList()).toContain(PHONE);
    expect((await t.call('GET', `/api/genelteklif-${id}`, makers[0].auth)).json().talep.detay).toBe(detail);
    expect((await t.call('GET', `/api/genelteklif-${id}`, makers[1].auth)).json().talep.detay).toBe(masked);
  });
});

describe("the offer's note", () => {
  it('reaches the buyer masked on the desk, in the versions and in talepDetay until it accepts the offer', async () => {
    const id = await approvedRequest('Galvanizli boru.');
    const note = `Detay için ${MAIL} veya ${PHONE}.`;
    const masked = `Detay için ${MASKED} veya ${MASKED}.`;
    const offerId = await offer(id, makers[0], note);
    const other = await offer(id, makers[1], 'Bize instagram: @ornekmetal1 yazın');
    const revised = await t.call('PUT', `/api/v2/offers/${offerId}`, makers[0].auth, terms(`${note} Revize.`));
    expect(revised.statusCode, revised.body).toBe(200);

    const desk = async () => (await t.call('GET', `/api/v2/requests/${id}/desk`, buyer.auth)).json();
    const notes = async () => new Map((await desk()).offers.map((o: { id: number; note: string }) => [o.id, o.note]));
    expect(await notes()).toEqual(
      new Map([
        [offerId, `${masked} Revize.`],
        [other, `Bize instagram: ${MASKED} yazın`],
      ]),
    );
    const versions = async (who: Who) =>
      (await t.call('GET', `/api/v2/offers/${offerId}/versions`, who.auth)).json().versions as {
        note: string;
        changed: string[];
      }[];
    expect((await versions(buyer)).map((v) => [v.note, v.changed])).toEqual([
      [masked, []],
      [`${masked} Revize.`, ['note']],
    ]);
    expect((await versions(makers[0])).map((v) => v.note)).toEqual([note, `${note} Revize.`]);
    const legacy = async () =>
      (await t.call('GET', `/api/talepDetay-${id}`, buyer.auth))
        .json()
        .cevaplar.map((c: { aciklama: string }) => c.aciklama);
    expect((await legacy()).join(' ')).not.toMatch(/765 43|ornekmetal/);
    // its supplier and the administrator read it whole
    expect((await t.call('GET', `/api/v2/requests/${id}/my-offer`, makers[0].auth)).json().offer.note).toBe(
      `${note} Revize.`,
    );
    expect((await t.call('GET', `/adn_api/uyeTalepCevapListesi-${id}`, admin)).body).toContain(MAIL);

    await accept(offerId);
    expect((await notes()).get(offerId)).toBe(`${note} Revize.`);
    expect((await notes()).get(other)).toBe(`Bize instagram: ${MASKED} yazın`);
    expect((await versions(buyer)).map((v) => v.note)).toEqual([note, `${note} Revize.`]);
    expect(await legacy()).toContain(`${note} Revize.`);
  });
});

describe('file names', () => {
  it('reach the other side masked, extension kept, in lists and downloads, until the buyer accepts', async () => {
    const id = await approvedRequest('Çizime göre.');
    const requestFile = await upload(`/api/v2/requests/${id}/files`, buyer, `Çizim ${MAIL}.pdf`);
    expect(requestFile.statusCode, requestFile.body).toBe(200);
    const offerId = await offer(id, makers[0]);
    const offerFile = await upload(`/api/v2/offers/${offerId}/files`, makers[0], `Teklif ${PHONE}.pdf`);
    expect(offerFile.statusCode, offerFile.body).toBe(200);
    const names = async (url: string, who: Who) =>
      (await t.call('GET', url, who.auth)).json().items.map((i: { name: string }) => i.name);

    // the buyer reads the supplier's file masked, the supplier the buyer's
    expect(await names(`/api/v2/requests/${id}/offer-files`, buyer)).toEqual([`Teklif ${MASKED}.pdf`]);
    expect(await names(`/api/v2/offers/${offerId}/files`, buyer)).toEqual([`Teklif ${MASKED}.pdf`]);
    expect(await dispositionOf(offerFile.json().id, buyer.auth)).not.toContain('765');
    expect(await names(`/api/v2/requests/${id}/files`, makers[0])).toEqual([`Çizim ${MASKED}.pdf`]);
    expect(await names(`/api/v2/requests/${id}/files`, makers[1])).toEqual([`Çizim ${MASKED}.pdf`]);
    expect(await dispositionOf(requestFile.json().id, makers[1].auth)).not.toContain('ornekmetal');
    // each writer reads its own whole
    expect(await names(`/api/v2/requests/${id}/files`, buyer)).toEqual([`Çizim ${MAIL}.pdf`]);
    expect(await names(`/api/v2/offers/${offerId}/files`, makers[0])).toEqual([`Teklif ${PHONE}.pdf`]);

    await accept(offerId);
    expect(await names(`/api/v2/requests/${id}/offer-files`, buyer)).toEqual([`Teklif ${PHONE}.pdf`]);
    expect(await dispositionOf(offerFile.json().id, buyer.auth)).toContain(PHONE);
    expect(await names(`/api/v2/requests/${id}/files`, makers[0])).toEqual([`Çizim ${MAIL}.pdf`]);
    expect(await names(`/api/v2/requests/${id}/files`, makers[1])).toEqual([`Çizim ${MASKED}.pdf`]);
  });
});

describe("a round's message", () => {
  it('reaches the suppliers masked in the bell, the mail, the SMS and their page; whole to an accepted one', async () => {
    const id = await approvedRequest('Galvanizli boru.');
    const offers = [await offer(id, makers[0]), await offer(id, makers[1])];
    const message = `Son fiyatınız? Bize ${PHONE} numarasından ulaşın.`;
    const round = await t.call('POST', `/api/v2/requests/${id}/rounds`, buyer.auth, {
      message,
      deadline: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    });
    expect(round.statusCode, round.body).toBe(200);
    expect(round.json().rounds.at(-1).message).toBe(message); // the buyer's own, whole
    const bells = await t.db
      .select({ text: notifications.text })
      .from(notifications)
      .where(and(eq(notifications.requestId, id), eq(notifications.kind, 'round_opened')));
    expect(bells).toHaveLength(2);
    for (const maker of makers) {
      expect((await delivered(t, maker.email)).at(-1)).toContain(MASKED);
      expect((await delivered(t, maker.phone, 'sms')).at(-1)).toContain(MASKED);
      const mine = (await t.call('GET', `/api/v2/requests/${id}/my-offer`, maker.auth)).json();
      expect(mine.request.rounds.at(-1).message).toBe(`Son fiyatınız? Bize ${MASKED} numarasından ulaşın.`);
    }
    const sent = [...bells.map((b) => b.text), ...(await delivered(t, makers[0].email))].join('\n');
    expect(sent).not.toContain('765 43');

    // once the buyer accepted a supplier's offer, that supplier reads the buyer's rounds whole
    await accept(offers[0]);
    const mine = async (maker: Who) =>
      (await t.call('GET', `/api/v2/requests/${id}/my-offer`, maker.auth)).json().request.rounds.at(-1).message;
    expect(await mine(makers[0])).toBe(message);
    expect(await mine(makers[1])).toBe(`Son fiyatınız? Bize ${MASKED} numarasından ulaşın.`);
  });
});
