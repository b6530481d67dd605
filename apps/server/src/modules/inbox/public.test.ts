import { INBOX_MSG } from '@tedarik/contract/inbox/public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as make from '../../../test/fixtures';
import { lastDelivered } from '../../../test/mail';
import { admins } from '../../db/schema/accounts';
import { contactMessages, newsletterSubscribers } from '../../db/schema/inbox';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await make.admin(t.db);
  await t.db.update(admins).set({ email: 'yonetim@tedarik.com' });
});
afterAll(() => t.close());

let ip = 0;
const post = (url: string, payload: object | string, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.1.0.${++ip}` });

describe('POST /api/iletisimMail', () => {
  it('joins every broken rule in one answer and stores nothing', async () => {
    const res = await post('/api/iletisimMail', { ad: 'Al', mail: 'x@', tel: '123', mesaJ: 'kısa' });
    expect(res.statusCode).toBe(400);
    expect(res.body.split('\n')).toEqual([INBOX_MSG.name, INBOX_MSG.email, INBOX_MSG.phone, INBOX_MSG.message]);
    expect(await t.db.$count(contactMessages)).toBe(0);
  });

  it("answers 'Ok', keeps the message unread for the inbox and mails it to the admin", async () => {
    const res = await post('/api/iletisimMail', {
      ad: 'Ayşe Yılmaz',
      mail: 'Ayse@Ornek.com',
      tel: '0532 123 45 67',
      mesaJ: 'Toplu sipariş için bilgi almak istiyorum.',
    });
    expect([res.statusCode, res.body]).toEqual([200, 'Ok']);
    const [m] = await t.db.select().from(contactMessages);
    expect(m).toMatchObject({ name: 'Ayşe Yılmaz', email: 'ayse@ornek.com', read: false });
    expect(await lastDelivered(t, 'yonetim@tedarik.com')).toContain('Toplu sipariş');
  });
});

describe('POST /api/bultenKayit', () => {
  it('subscribes from a form, keeps a repeated address once, refuses a bad one', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await post('/api/bultenKayit', 'email=abone%40ornek.com', form)).body).toBe(INBOX_MSG.subscribed);
    expect((await post('/api/bultenKayit', { email: 'ABONE@ornek.com' })).body).toBe(INBOX_MSG.subscribed);
    expect(await t.db.$count(newsletterSubscribers)).toBe(1);
    for (const email of ['a@b', 'abone', 'a@b.c']) {
      const res = await post('/api/bultenKayit', { email });
      expect([res.statusCode, res.body]).toEqual([400, INBOX_MSG.email]);
    }
  });
});
