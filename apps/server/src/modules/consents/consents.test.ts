// KVKK and İYS (issue 53 items 1 and 2, decision 0071), through the real calls: every consent path records its event
// (registration as JSON and as a form, the profile's checkboxes, the newsletter, the unsubscribe link, İYS's refusals,
// the member's own screen), a text's versions never change, a promotional mail reaches only a granted address and
// never a withdrawn one (even one queued before the withdrawal), service mails go out as before, and İYS's files go
// out and come in as İYS reads and writes them — hostile ones refused in Turkish.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CONSENT_MSG } from '@tedarik/contract/consents/consents';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { delivered } from '../../../test/mail';
import { multipart } from '../../../test/upload';
import { consentEvents, legalTexts } from '../../db/schema/consents';
import { members } from '../../db/schema/members';
import { outbox } from '../../db/schema/outbox';
import { unsubscribeToken } from '../../platform/consent';
import { afterCommit, tell } from '../../platform/notices';
import { secretBox } from '../../platform/secrets';
import { UNSUBSCRIBE_TEXT } from './public.routes';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await testApp();
  admin = await t.asAdmin();
});
afterAll(() => t.close());

let ip = 0;
const from = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;
const events = (address: string) =>
  t.db.select().from(consentEvents).where(eq(consentEvents.address, address)).orderBy(asc(consentEvents.id));
const token = (address: string) => unsubscribeToken(secretBox('test-secret-key-0123456789'), address);

/** the raw .eml files delivered to `to` (headers and all) */
async function rawMails(to: string) {
  await t.outbox.flush();
  const files = (await readdir(t.outboxDir).catch(() => [] as string[])).filter((n) => n.endsWith(`-${to}.eml`));
  // headers unfolded (a long one continues on the next line)
  return Promise.all(
    files.map(async (n) => (await readFile(path.join(t.outboxDir, n), 'utf8')).replace(/\r?\n[ \t]+/g, ' ')),
  );
}

const publish = (kind: string, body: string) =>
  t.call('POST', '/adn_api/v2/consents/texts', admin, { kind, title: `Başlık ${kind}`, body });

const bulletin = async (subject: string) => {
  const res = await t.call('POST', '/adn_api/v2/consents/bulletins', admin, { subject, message: 'Yeni ürünler.' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().queued as number;
};

let phones = 0;
const registration = (mail: string, consents: { smsCheck: boolean; mailCheck: boolean }) => ({
  firma: 'Yılmaz Yapı',
  AdSoyad: 'Ayşe Yılmaz',
  il: 34,
  mail,
  tel: `533 222 ${String(++phones).padStart(2, '0')} 11`,
  wphat: '',
  website: '',
  sifre: 'gizli123',
  firmaDrm: false,
  ...consents,
});

describe('legal texts', () => {
  it('are published in versions; a new version never changes an old one', async () => {
    const v1 = await publish('acik-riza', '<p>Birinci sürüm</p><script>alert(1)</script>');
    expect(v1.statusCode, v1.body).toBe(200);
    expect(v1.json()).toMatchObject({ kind: 'acik-riza', version: 1, requiresConsent: true });
    expect(v1.json().body).not.toContain('<script>');
    const v2 = await publish('acik-riza', '<p>İkinci sürüm</p>');
    expect(v2.json()).toMatchObject({ version: 2 });
    const [old] = await t.db.select().from(legalTexts).where(eq(legalTexts.id, v1.json().id));
    expect(old).toMatchObject({ version: 1, body: '<p>Birinci sürüm</p>' });
    expect((await publish('aydinlatma', '<p>Aydınlatma</p>')).json()).toMatchObject({
      version: 1,
      requiresConsent: false,
    });
    const list = (await t.call('GET', '/adn_api/v2/consents/texts', admin)).json().items;
    expect(
      list.filter((x: { kind: string }) => x.kind === 'acik-riza').map((x: { version: number }) => x.version),
    ).toEqual([2, 1]);
    // refused in Turkish: an unknown kind, a NUL byte
    const bad = await t.call('POST', '/adn_api/v2/consents/texts', admin, { kind: 'x', title: 'Başlık', body: 'abc' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, CONSENT_MSG.kind]);
    const nul = await publish('uyelik', 'metin\u0000');
    expect(nul.statusCode).toBe(400);
    // a member may not publish
    const m = await t.asMember(await f.member(t.db));
    expect((await t.call('POST', '/adn_api/v2/consents/texts', m.auth, { kind: 'uyelik' })).statusCode).not.toBe(200);
  });
});

describe('every consent path records its event', () => {
  it('registration as JSON and as a form: the agreement, the notice and each channel as ticked', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/hesapOlustur',
      payload: registration('json@ornek.com', { smsCheck: false, mailCheck: true }),
      remoteAddress: from(),
    });
    expect(json.statusCode, json.body).toBe(200);
    const rows = await events('json@ornek.com');
    expect(rows.map((e) => [e.kind, e.channel, e.granted, e.source])).toEqual([
      ['uyelik', null, true, 'kayit-json'],
      ['aydinlatma', null, true, 'kayit-json'],
      ['ticari-ileti', 'eposta', true, 'kayit-json'],
    ]);
    expect(rows[1]).toMatchObject({ version: 1, ip: expect.stringMatching(/^10\.9\./) });
    const [m] = await t.db.select().from(members).where(eq(members.email, 'json@ornek.com'));
    expect(rows.every((e) => e.memberId === m.id)).toBe(true);
    const sms = await events(`+90${m.phone.replace(/\D/g, '')}`);
    expect(sms.map((e) => [e.channel, e.granted])).toEqual([['sms', false]]);

    const body = new URLSearchParams(
      Object.entries(registration('form@ornek.com', { smsCheck: true, mailCheck: false })).map(
        ([k, v]): [string, string] => [k, String(v)],
      ),
    ).toString();
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/hesapOlustur',
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: from(),
    });
    expect(form.statusCode, form.body).toBe(200);
    expect((await events('form@ornek.com')).map((e) => [e.kind, e.channel, e.granted, e.source])).toEqual([
      ['uyelik', null, true, 'kayit-form'],
      ['aydinlatma', null, true, 'kayit-form'],
      ['ticari-ileti', 'eposta', false, 'kayit-form'],
    ]);
  });

  it("the profile's checkboxes: a change is an event, an unchanged box none", async () => {
    const m = await t.asMember(await f.member(t.db, { email: 'profil@ornek.com' }));
    await t.db.update(members).set({ mailOptIn: false, smsOptIn: false }).where(eq(members.id, m.id));
    const save = (mailCheck: boolean) =>
      t.call('POST', '/api/uyebilgilerimGuncelle', m.auth, {
        firma: 'Profil Firma',
        AdSoyad: 'Profil Kişi',
        tel: '544 939 97 21',
        adres: 'Ankara caddesi',
        smsCheck: false,
        mailCheck,
      });
    expect((await save(true)).statusCode).toBe(200);
    expect((await save(true)).statusCode).toBe(200);
    expect((await save(false)).statusCode).toBe(200);
    expect((await events('profil@ornek.com')).map((e) => [e.channel, e.granted, e.source, e.memberId])).toEqual([
      ['eposta', true, 'profil', m.id],
      ['eposta', false, 'profil', m.id],
    ]);
  });

  it('the newsletter: a subscription is a grant, recorded once', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bultenKayit',
        payload: 'email=Abone%40Ornek.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: from(),
      });
      expect([res.statusCode, res.body]).toEqual([200, 'Kaydınız yapıldı.']);
    }
    expect((await events('abone@ornek.com')).map((e) => [e.channel, e.granted, e.source])).toEqual([
      ['eposta', true, 'bulten'],
    ]);
  });

  it("the member's 'Gizlilik ve İzinler': the state per channel, withdrawn and given again", async () => {
    const m = await t.asMember(await f.member(t.db, { email: 'gizli@ornek.com' }));
    let state = (await t.call('GET', '/api/v2/consents', m.auth)).json();
    expect(state.channels.find((c: { channel: string }) => c.channel === 'eposta')).toMatchObject({
      address: 'gizli@ornek.com',
      granted: false,
      since: null,
    });
    // no phone: SMS cannot be given
    const noPhone = await t.call('PUT', '/api/v2/consents/channels/sms', m.auth, { granted: true });
    expect([noPhone.statusCode, noPhone.json().message]).toEqual([400, CONSENT_MSG.noAddress]);
    state = (await t.call('PUT', '/api/v2/consents/channels/eposta', m.auth, { granted: true })).json();
    expect(state.channels[0]).toMatchObject({ channel: 'eposta', granted: true, source: 'gizlilik-ekrani' });
    expect(state.channels[0].since).not.toBeNull();
    state = (await t.call('PUT', '/api/v2/consents/channels/eposta', m.auth, { granted: false })).json();
    expect(state.channels[0]).toMatchObject({ granted: false });
    expect((await events('gizli@ornek.com')).map((e) => [e.granted, e.source])).toEqual([
      [true, 'gizlilik-ekrani'],
      [false, 'gizlilik-ekrani'],
    ]);
  });
});

describe('asked again when a text changes', () => {
  it('an explicit-consent text waits for an answer; an informed one is only told; an old version is refused', async () => {
    const m = await t.asMember(await f.member(t.db, { email: 'yeniden@ornek.com' }));
    const pending = async () =>
      (await t.call('GET', '/api/v2/consents', m.auth)).json().pending.map((p: { kind: string }) => p.kind);
    expect(await pending()).toEqual(expect.arrayContaining(['acik-riza', 'aydinlatma']));
    const stale = await t.call('POST', '/api/v2/consents/texts/acik-riza', m.auth, { version: 1, granted: true });
    expect([stale.statusCode, stale.json().message]).toEqual([409, CONSENT_MSG.staleVersion]);
    await t.call('POST', '/api/v2/consents/texts/acik-riza', m.auth, { version: 2, granted: false });
    await t.call('POST', '/api/v2/consents/texts/aydinlatma', m.auth, { version: 1, granted: true });
    expect(await pending()).toEqual([]);
    const texts = (await t.call('GET', '/api/v2/consents', m.auth)).json().texts;
    expect(texts.find((x: { kind: string }) => x.kind === 'acik-riza')).toMatchObject({
      acceptedVersion: 2,
      declined: true,
    });
    // a new version asks again
    await publish('acik-riza', '<p>Üçüncü sürüm</p>');
    expect(await pending()).toEqual(['acik-riza']);
    await t.call('POST', '/api/v2/consents/texts/acik-riza', m.auth, { version: 3, granted: true });
    expect(await pending()).toEqual([]);
    expect((await events('yeniden@ornek.com')).map((e) => [e.kind, e.version, e.granted, e.source])).toEqual([
      ['acik-riza', 2, false, 'yeniden-onay'],
      ['aydinlatma', 1, true, 'yeniden-onay'],
      ['acik-riza', 3, true, 'yeniden-onay'],
    ]);
  });
});

describe('promotional mail', () => {
  it('reaches a granted address with a one-click unsubscribe, never a withdrawn one; service mail still goes', async () => {
    const granted = await t.asMember(await f.member(t.db, { email: 'izinli@ornek.com' }));
    const never = await t.asMember(await f.member(t.db, { email: 'izinsiz@ornek.com' }));
    await t.call('PUT', '/api/v2/consents/channels/eposta', granted.auth, { granted: true });
    await t.app.inject({
      method: 'POST',
      url: '/api/bultenKayit',
      payload: { email: 'okur@ornek.com' },
      remoteAddress: from(),
    });
    await bulletin('Kampanya 1');
    const mails = await rawMails('izinli@ornek.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(
      `List-Unsubscribe: <http://localhost:3000/abonelik-iptal?t=${token('izinli@ornek.com')}>`,
    );
    expect(mails[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect((await delivered(t, 'okur@ornek.com')).some((m) => m.includes('abonelik-iptal?t='))).toBe(true);
    expect(await rawMails('izinsiz@ornek.com')).toHaveLength(0);
    expect((await delivered(t, 'gizli@ornek.com')).length).toBe(0); // withdrew on its screen

    // a service notice (not promotional) reaches the member without commercial consent, with no unsubscribe
    await afterCommit(
      t.app.context,
      await tell(t.db, { to: never.id, mail: { subject: 'Teklifiniz var', body: 'Talebinize teklif geldi.' } }),
    );
    const service = await rawMails('izinsiz@ornek.com');
    expect(service).toHaveLength(1);
    expect(service[0]).not.toContain('List-Unsubscribe');
  });

  it('the unsubscribe page asks (a GET changes nothing); its POST withdraws and stops what is queued at once', async () => {
    const address = 'okur@ornek.com';
    const page = await t.call('GET', `/abonelik-iptal?t=${token(address)}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(UNSUBSCRIBE_TEXT.ask);
    expect((await events(address)).at(-1)).toMatchObject({ granted: true });

    // a bulletin is queued (not yet delivered: nothing asks the outbox), then the one-click POST comes
    const before = (await delivered(t, address)).length;
    const told = await tell(t.db, {
      to: { addresses: sql`select ${address}::text` },
      mail: { subject: 'Kampanya 2', body: 'Bekleyen bülten.' },
      promotional: true,
    });
    expect(told.addressed).toBe(1);
    const post = await t.app.inject({
      method: 'POST',
      url: `/abonelik-iptal?t=${token(address)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: from(),
    });
    expect([post.statusCode, post.body.includes(UNSUBSCRIBE_TEXT.done)]).toEqual([200, true]);
    expect((await events(address)).at(-1)).toMatchObject({ granted: false, source: 'abonelik-iptal' });
    // a second click records nothing more
    await t.app.inject({ method: 'POST', url: `/abonelik-iptal?t=${token(address)}`, remoteAddress: from() });
    expect((await events(address)).filter((e) => !e.granted)).toHaveLength(1);
    expect((await delivered(t, address)).length).toBe(before); // the queued one was stopped
    expect(await t.db.$count(outbox, and(eq(outbox.recipient, address), eq(outbox.status, 'withdrawn')))).toBe(1);
    await bulletin('Kampanya 3');
    expect((await delivered(t, address)).length).toBe(before);
    expect((await delivered(t, 'izinli@ornek.com')).length).toBe(2); // the granted one still gets each

    // a forged or broken token is refused in Turkish and changes nothing
    for (const bad of [`${token(address).slice(0, -2)}xx`, 'abc', '', `${'a'.repeat(700)}.b`]) {
      const res = await t.app.inject({ method: 'POST', url: `/abonelik-iptal?t=${bad}`, remoteAddress: from() });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(UNSUBSCRIBE_TEXT.invalid);
    }
  });
});

describe('İYS', () => {
  it('exports each address and channel once, as İYS reads it', async () => {
    const res = await t.call('GET', '/adn_api/v2/consents/iys.csv', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ALICI,TIP,DURUM,KAYNAK,IZIN_TARIHI,ALICI_TURU');
    const rows = lines.slice(1).map((l) => l.split(','));
    const of = (a: string) => rows.filter((r) => r[0] === a);
    expect(of('okur@ornek.com')).toEqual([
      [
        'okur@ornek.com',
        'EPOSTA',
        'RET',
        'HS_EPOSTA',
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        'BIREYSEL',
      ],
    ]);
    expect(of('izinli@ornek.com')[0].slice(1, 4)).toEqual(['EPOSTA', 'ONAY', 'HS_WEB']);
    const phone = rows.find((r) => r[1] === 'MESAJ');
    expect(phone?.[0]).toMatch(/^\+905\d{9}$/);
    // one row per address and channel
    expect(new Set(rows.map((r) => `${r[0]} ${r[1]}`)).size).toBe(rows.length);
  });

  const upload = (name: string, bytes: Buffer) => {
    const body = multipart({}, { file: [name, bytes] });
    return t.app.inject({
      method: 'POST',
      url: '/adn_api/v2/consents/iys-refusals',
      payload: body.payload,
      headers: { ...body.headers, ...admin },
    });
  };

  it("imports İYS's refusals: each withdraws here, and promotional mail stops", async () => {
    const csv = [
      'ALICI;TIP;DURUM;KAYNAK;IZIN_TARIHI',
      'IZINLI@ornek.com;EPOSTA;RET;HS_WEB;2026-01-02 10:00:00',
      'bilinmeyen@ornek.com;EPOSTA;RET;HS_WEB;2026-01-02 10:00:00',
      '"okur@ornek.com";EPOSTA;RET;HS_WEB;2026-01-02 10:00:00',
      'baska@ornek.com;EPOSTA;ONAY;HS_WEB;2026-01-02 10:00:00',
      '',
    ].join('\r\n');
    const res = await upload('ret.csv', Buffer.from(`\uFEFF${csv}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rows: 3, withdrawn: 1, unchanged: 2 });
    expect((await events('izinli@ornek.com')).at(-1)).toMatchObject({ granted: false, source: 'iys-ice-aktarim' });
    expect(await events('bilinmeyen@ornek.com')).toEqual([]);
    const before = (await delivered(t, 'izinli@ornek.com')).length;
    await bulletin('Kampanya 4');
    expect((await delivered(t, 'izinli@ornek.com')).length).toBe(before);
    // İYS's own refusals are not sent back to it
    const out = (await t.call('GET', '/adn_api/v2/consents/iys.csv', admin)).body;
    expect(out).not.toContain('izinli@ornek.com');
  });

  it('refuses a hostile or wrong file in Turkish, changing nothing', async () => {
    const count = await t.db.$count(consentEvents);
    const cases: [Buffer, number, string][] = [
      [Buffer.from('ALICI,TIP\nx@y.com,EPOSTA\u0000\n'), 400, CONSENT_MSG.notText],
      [Buffer.from([0xff, 0xfe, 0x41, 0x00]), 400, CONSENT_MSG.notText],
      [Buffer.from('ad,soyad\nx,y\n'), 400, CONSENT_MSG.noHeader],
      [
        Buffer.from('ALICI,TIP\nx@y.com,EPOSTA\nnot-an-email,EPOSTA\n12,MESAJ\nx@y.com,FAKS\n'),
        400,
        CONSENT_MSG.badRows([3, 4, 5]),
      ],
      [Buffer.alloc(6 * 1024 * 1024, 'a'), 413, CONSENT_MSG.tooLarge],
      [Buffer.from(`ALICI,TIP\n${'a@b.co,EPOSTA\n'.repeat(100_001)}`), 413, CONSENT_MSG.tooManyRows],
    ];
    for (const [bytes, status, message] of cases) {
      const res = await upload('ret.csv', bytes);
      expect([res.statusCode, res.json().message], message).toEqual([status, message]);
    }
    expect(await t.db.$count(consentEvents)).toBe(count);
  });
});

describe("a member's data", () => {
  it('exports its consent events, and erasure keeps them as proof with no readable address', async () => {
    const m = await t.asMember(await f.member(t.db, { email: 'silinecek@ornek.com' }));
    await t.call('PUT', '/api/v2/consents/channels/eposta', m.auth, { granted: true });
    const { consentsData } = await import('./personal-data');
    const who = { id: m.id, email: 'silinecek@ornek.com', phones: [] };
    const exported = (await consentsData.exportMember(t.db, who)) as { address: string; source: string }[];
    expect(exported).toMatchObject([{ address: 'silinecek@ornek.com', source: 'gizlilik-ekrani' }]);
    await t.db.transaction((tx) => consentsData.forgetMember(tx, who));
    const rows = await t.db.select().from(consentEvents).where(eq(consentEvents.memberId, m.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].address).toMatch(/^silinmis:[0-9a-f]{64}$/);
    expect(rows[0].ip).toBeNull();
  });
});
