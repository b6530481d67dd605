// The audit log (decision 0054): every back-office write is in it, walked from the routes the app registered, with
// its administrator, its status and its body without secrets; readings of a member's data too; searched, paged and
// exported as CSV by the Yönetici alone.
import { ADMINS_MSG } from '@tedarik/contract/accounts/admin-team';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as make from '../../../test/fixtures';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await testApp();
  admin = await t.asAdmin();
});
afterAll(() => t.close());

type Entry = {
  id: number;
  admin: { username: string } | null;
  action: string;
  targetType: string | null;
  targetId: number | null;
  before: unknown;
  after: unknown;
  status: number;
  at: string;
};
const log = async (query = '', headers = admin) => {
  const res = await t.get(`/adn_api/v2/audit${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Entry[]; nextCursor: string | null };
};
const urlOf = (url: string) => url.replace(/:date/g, '2026-11-30').replace(/:\w+/g, '1').replace('*', 'x');

describe('the audit log', () => {
  it('records every back-office write, whatever it answered, with who did it', async () => {
    const writes = t.app.registeredRoutes.filter(
      (r) => r.audience === 'admin' && r.method !== 'HEAD' && (r.writes ?? r.method !== 'GET'),
    );
    expect(writes.length).toBeGreaterThan(50);
    // the logout ends the session the walk uses: it goes last
    const last = writes.filter((r) => r.url === '/adn_api/cikis');
    for (const r of [...writes.filter((r) => r.url !== '/adn_api/cikis'), ...last]) {
      const before = (await log('?limit=1')).items[0]?.id ?? 0;
      const res = await t.app.inject({ method: r.method as 'POST', url: urlOf(r.url), headers: admin, payload: {} });
      const fresh = await t.get('/adn_api/v2/audit?limit=5', r.url === '/adn_api/cikis' ? await relogin() : admin);
      const found = (fresh.json().items as Entry[]).find((e) => e.id > before && e.action === `${r.method} ${r.url}`);
      expect(found, `${r.method} ${r.url} (${res.statusCode})`).toMatchObject({
        admin: { username: 'admin' },
        status: res.statusCode,
      });
    }
  });

  it('keeps the body of a write without its secrets, and its target', async () => {
    const m = await make.member(t.db);
    const res = await t.post(`/adn_api/uyeSifreBelirle-${m.id}`, { sifre: 'YeniSifre123' }, admin);
    expect(res.statusCode).toBe(200);
    const [row] = (await log(`?action=uyeSifreBelirle&targetId=${m.id}`)).items;
    expect(row).toMatchObject({ targetType: 'members', targetId: m.id, after: { sifre: '[gizli]' }, status: 200 });
    expect(JSON.stringify(row)).not.toContain('YeniSifre123');
  });

  it('records a reading of a member’s data, and the Moderatör’s refused writes', async () => {
    const m = await make.member(t.db);
    const moderator = await t.asRole('moderator');
    expect((await t.get(`/adn_api/uyeDetay-${m.id}`, moderator)).statusCode).toBe(200);
    const refused = await t.get(`/adn_api/uyeSil-${m.id}`, moderator); // a write, by GET (admin spec)
    expect([refused.statusCode, refused.body]).toEqual([403, ADMINS_MSG.refused]);
    // a read its role was refused is recorded too: someone tried
    expect((await t.get('/adn_api/v2/admins', moderator)).statusCode).toBe(403);
    const rows = (await log(`?adminId=${moderator.adminId}`)).items;
    expect(rows.map((r) => [r.action, r.status])).toEqual([
      ['GET /adn_api/v2/admins', 403],
      ['GET /adn_api/uyeSil-:id', 403],
      ['GET /adn_api/uyeDetay-:id', 200],
    ]);
    expect(rows[2]).toMatchObject({ targetType: 'members', targetId: m.id });
  });

  it('searches by action and days, pages by cursor, and exports CSV', async () => {
    const first = await log('?limit=2');
    expect(first.items).toHaveLength(2);
    const second = await log(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.items[0].id).toBeLessThan(first.items[1].id);
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect((await log(`?from=${today}&to=${today}&limit=1`)).items).toHaveLength(1);
    expect((await log('?from=2020-01-01&to=2020-01-02')).items).toEqual([]);
    const bad = await t.get('/adn_api/v2/audit?from=2026-12-02&to=2026-12-01', admin);
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Başlangıç tarihi bitiş tarihinden sonra olamaz.']);
    expect((await t.get('/adn_api/v2/audit?cursor=abc', admin)).json().message).toBe('Geçersiz sayfa.');
    const csv = await t.get('/adn_api/v2/audit/export?action=uyeSifreBelirle', admin);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="denetim-kaydi.csv"');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFtarih,yonetici,islem,hedef,hedef_id,durum,once,sonra');
    expect(lines[1]).toContain('admin,POST /adn_api/uyeSifreBelirle-:id,members,');
    expect(csv.body).not.toContain('YeniSifre123');
  });

  it('finds an action by any part of it in any case, and nothing for a text no action holds', async () => {
    const found = (await log('?action=UYESIFREBELIRLE')).items;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.action === 'POST /adn_api/uyeSifreBelirle-:id')).toBe(true);
    expect((await log('?action=hi%C3%A7bir-i%C5%9Flem')).items).toEqual([]);
  });

  it('finds every row of its days, those a call wrote across midnight too', async () => {
    // ids follow the calls' times to within a call: a row dated just before midnight may be drawn after one dated
    // just after it (the search reads days as ids with that much to spare)
    const at = [
      '2099-03-02T00:00:00.5+03',
      '2099-03-01T23:59:59.9+03',
      '2099-03-03T00:00:00.1+03',
      '2099-03-02T23:59:59.8+03',
    ];
    for (const [i, time] of at.entries())
      await t.db.execute(sql`insert into admin_audits (action, target_id, status, at)
        values ('POST /adn_api/gece-yarisi', ${i}, 200, ${time}::timestamptz)`);
    const day = (await log('?action=gece-yarisi&from=2099-03-02&to=2099-03-02')).items;
    expect(day.map((r) => r.targetId)).toEqual([3, 0]);
    expect((await log('?action=gece-yarisi&from=2099-03-02')).items.map((r) => r.targetId)).toEqual([3, 2, 0]);
    expect((await log('?action=gece-yarisi&to=2099-03-02')).items.map((r) => r.targetId)).toEqual([3, 1, 0]);
  });

  it('is the Yönetici’s alone', async () => {
    for (const role of ['moderator', 'accounting'] as const) {
      const res = await t.get('/adn_api/v2/audit', await t.asRole(role));
      expect([res.statusCode, res.json().message]).toEqual([403, ADMINS_MSG.refused]);
    }
  });
});

/** The walk's logout ended the session: a new one for the checks after it. */
async function relogin() {
  admin = await (async () => {
    const res = await t.post('/adn_api/login', { kad: 'admin', sifre: 'Admin12345' });
    const { basic } = await import('../../../test/app');
    return basic('admin', res.json().token);
  })();
  return admin;
}
