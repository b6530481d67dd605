// Several administrators with roles (decision 0054): the Yönetici adds, re-roles and deactivates them; the last active
// Yönetici stays; a role's session carries it; each change is in the audit log with its before and after.
import { ADMINS_MSG } from '@tedarik/contract/accounts/admin-team';
import { COMMON_PASSWORD } from '@tedarik/contract/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, type TestApp, testApp } from '../../../test/app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await testApp();
  admin = await t.asAdmin();
});
afterAll(() => t.close());

const newAdmin = {
  name: 'Ayşe Kaya',
  username: 'ayse',
  email: 'Ayse@Ornek.com.tr',
  role: 'moderator',
  password: 'Moderasyon2026',
};
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: object, headers = admin) =>
  t.call(method, url, headers, body);

describe('administrators', () => {
  it('the legacy account is the first Yönetici, and its login says so', async () => {
    const res = await t.post('/adn_api/login', { kad: 'admin', sifre: 'Admin12345' });
    expect(res.json()).toMatchObject({ type: 'USER_LOGIN', role: 'admin', kad: 'admin', adminRole: 'manager' });
    const list = (await call('GET', '/adn_api/v2/admins')).json().items;
    expect(list).toEqual([expect.objectContaining({ username: 'admin', role: 'manager', active: true })]);
  });

  it('adds a Moderatör who logs in with its role and is refused the Yönetici’s calls', async () => {
    const res = await call('POST', '/adn_api/v2/admins', newAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Ayşe Kaya',
      username: 'ayse',
      email: 'ayse@ornek.com.tr',
      role: 'moderator',
    });
    const login = await t.post('/adn_api/login', { kad: 'ayse', sifre: newAdmin.password });
    expect(login.json()).toMatchObject({ kad: 'ayse', adminRole: 'moderator', sifreDegismeli: false });
    const ayse = basic('ayse', login.json().token);
    expect((await t.get('/adn_api/v2/complaints', ayse)).statusCode).toBe(200);
    const refused = await t.get('/adn_api/v2/admins', ayse);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: ADMINS_MSG.refused }]);
    const legacy = await t.get('/adn_api/genelislmeleri', ayse);
    expect([legacy.statusCode, legacy.body]).toEqual([403, ADMINS_MSG.refused]);
  });

  it('refuses a taken user name, a weak password and a role that does not exist', async () => {
    const taken = await call('POST', '/adn_api/v2/admins', newAdmin);
    expect([taken.statusCode, taken.json().fields]).toEqual([400, { username: ADMINS_MSG.usernameTaken }]);
    const weak = await call('POST', '/adn_api/v2/admins', { ...newAdmin, username: 'zayif', password: 'password' });
    expect(weak.json().fields.password).toBe(COMMON_PASSWORD);
    const role = await call('POST', '/adn_api/v2/admins', { ...newAdmin, username: 'rol', role: 'root' });
    expect(role.json().fields.role).toBe(ADMINS_MSG.role);
    const shape = await call('POST', '/adn_api/v2/admins', { ...newAdmin, username: 'a b' });
    expect(shape.json().fields.username).toBe(ADMINS_MSG.usernameShape);
  });

  it('changes a role, keeps the last active Yönetici, and records before and after', async () => {
    const [first, ayse] = (await call('GET', '/adn_api/v2/admins')).json().items;
    const last = await call('PATCH', `/adn_api/v2/admins/${first.id}`, { role: 'accounting' });
    expect([last.statusCode, last.json().message]).toEqual([409, ADMINS_MSG.lastManager]);
    const changed = await call('PATCH', `/adn_api/v2/admins/${ayse.id}`, { role: 'accounting' });
    expect(changed.json()).toMatchObject({ id: ayse.id, role: 'accounting' });
    const [row] = (await call('GET', `/adn_api/v2/audit?targetType=admins&targetId=${ayse.id}`)).json().items;
    expect(row).toMatchObject({
      action: 'PATCH /adn_api/v2/admins/:id',
      before: { role: 'moderator' },
      after: { role: 'accounting' },
      admin: { username: 'admin' },
    });
    const missing = await call('PATCH', '/adn_api/v2/admins/999999', { role: 'manager' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, ADMINS_MSG.notFound]);
  });

  it('deactivates an administrator: its session ends and it logs in no more; not oneself, not the last Yönetici', async () => {
    const [first, ayse] = (await call('GET', '/adn_api/v2/admins')).json().items;
    const self = await call('POST', `/adn_api/v2/admins/${first.id}/deactivate`);
    expect([self.statusCode, self.json().message]).toEqual([409, ADMINS_MSG.self]);
    const session = basic(
      'ayse',
      (await t.post('/adn_api/login', { kad: 'ayse', sifre: newAdmin.password })).json().token,
    );
    const done = await call('POST', `/adn_api/v2/admins/${ayse.id}/deactivate`);
    expect(done.json()).toEqual({ message: ADMINS_MSG.deactivated });
    expect((await t.get('/adn_api/v2/rates', session)).body).toBe('cikis');
    const login = await t.post('/adn_api/login', { kad: 'ayse', sifre: newAdmin.password });
    expect(login.statusCode).toBe(400);
    // a second Yönetici may deactivate the first; then the second is the last
    const second = (
      await call('POST', '/adn_api/v2/admins', { ...newAdmin, username: 'ikinci', role: 'manager' })
    ).json();
    const secondAuth = basic(
      'ikinci',
      (await t.post('/adn_api/login', { kad: 'ikinci', sifre: newAdmin.password })).json().token,
    );
    expect((await call('POST', `/adn_api/v2/admins/${first.id}/deactivate`, undefined, secondAuth)).statusCode).toBe(
      200,
    );
    const demote = await call('PATCH', `/adn_api/v2/admins/${second.id}`, { role: 'moderator' }, secondAuth);
    expect([demote.statusCode, demote.json().message]).toEqual([409, ADMINS_MSG.lastManager]);
  });
});
