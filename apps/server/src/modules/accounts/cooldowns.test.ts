// The per-recipient cooldown counts only codes and links, each kind on its own (issue 35, item 13).
import { MSG } from '@tedarik/contract/accounts/public';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { lastDelivered } from '../../../test/mail';
import { outbox } from '../../db/schema/outbox';
import { RECIPIENT_DAILY, sendTo } from '../../platform/notices';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

let ip = 0;
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.40.${Math.floor(++ip / 250)}.${ip % 250}` });

const sent = (to: string, kind: 'activation' | 'reset') =>
  t.db.$count(outbox, and(eq(outbox.recipient, to), eq(outbox.kind, kind)));

describe('the cooldown of codes and links', () => {
  it('does not count notification mails: a manufacturer who got many today still gets a reset link', async () => {
    const m = await f.member(t.db, { email: 'bildirim@ornek.com', pkg: 'active' });
    const notice = { channel: 'mail' as const, to: m.email, subject: 'Yeni talep', body: 'Size uygun bir talep var.' };
    await sendTo(t.db, ...Array.from({ length: RECIPIENT_DAILY + 2 }, () => notice));
    expect((await post('/api/sifremiUnuttum', { email: m.email })).body).toBe(MSG.forgotSent);
    expect(await sent(m.email, 'reset')).toBe(1);
    expect(await lastDelivered(t, m.email)).toMatch(/account-sifre-sifirla\?token=/);
  });

  it('counts each kind apart: a reset link asked within a minute of the activation code goes out', async () => {
    const res = await post('/api/hesapOlustur', {
      firma: 'Yılmaz Yapı',
      AdSoyad: 'Ayşe Yılmaz',
      il: 34,
      mail: 'yeni@ornek.com',
      tel: '532 999 88 77',
      sifre: 'gizli123',
      firmaDrm: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sent('yeni@ornek.com', 'activation')).toBe(1);
    await post('/api/sifremiUnuttum', { email: 'yeni@ornek.com' });
    expect(await sent('yeni@ornek.com', 'reset')).toBe(1);
    // within the same minute, a second of either kind does not go out
    const again = await post('/api/aktivasyonKoduGonder', { email: 'yeni@ornek.com' });
    expect([again.statusCode, again.body]).toEqual([429, MSG.codeCooldown]);
    await post('/api/sifremiUnuttum', { email: 'yeni@ornek.com' });
    expect([await sent('yeni@ornek.com', 'activation'), await sent('yeni@ornek.com', 'reset')]).toEqual([1, 1]);
    // a minute later, a new code goes out although a reset link was the last message
    await t.ageOutbox();
    expect((await post('/api/aktivasyonKoduGonder', { email: 'yeni@ornek.com' })).body).toBe('OK');
    expect(await sent('yeni@ornek.com', 'activation')).toBe(2);
  });
});
