// Look-alike addresses on the forms that set a login (issue 47 item 11): registration and the profile's e-mail change
// refuse an address with invisible characters or two scripts in one part, and write nothing.
import { EMAIL_DECEPTIVE } from '@tedarik/contract/fields';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { emailChanges } from '../../db/schema/accounts';
import { members } from '../../db/schema/members';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

let ip = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.63.0.${++ip}` });

const DECEPTIVE = ['ali\u2061@ornek.com', '\u0430li@ornek.com', 'ali@ornek.c\u03BFm', 'a\u200Bli@ornek.com'];

describe('a look-alike address', () => {
  it('is refused at registration with the Turkish text', async () => {
    for (const [i, mail] of DECEPTIVE.entries()) {
      const res = await post('/api/hesapOlustur', {
        firma: 'Yılmaz Yapı',
        AdSoyad: 'Ayşe Yılmaz',
        il: 34,
        mail,
        tel: `532 123 4${i} 67`,
        sifre: 'Gizli-Sifre-42',
        firmaDrm: false,
      });
      expect([res.statusCode, res.body], JSON.stringify(mail)).toEqual([400, EMAIL_DECEPTIVE]);
    }
    expect(await t.db.$count(members, eq(members.email, 'ali@ornek.com'))).toBe(0);
  });

  it('is refused as the profile’s new e-mail', async () => {
    const m = await t.asMember(await f.member(t.db, { email: 'eski@ornek.com' }));
    for (const mail of DECEPTIVE) {
      const res = await post('/api/uyekullaniciGuncelle', { mail, sifre: 'gizli123' }, m.auth);
      expect([res.statusCode, res.body], JSON.stringify(mail)).toEqual([400, EMAIL_DECEPTIVE]);
    }
    expect(await t.db.$count(emailChanges, eq(emailChanges.memberId, m.id))).toBe(0);
  });
});
