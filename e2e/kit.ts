// What the journeys share (issue 48 item 6): the viewports, the demo logins, the HTTP API as a member or the
// administrator (JSON or a form, as the call takes it) and a member logged in in a browser page.
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, newPage } from './browser';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };
/** the demo data's password, for its members and the administrator */
export const PASSWORD = 'Demo1234';
export const BUYER = 'alici@ornek.com.tr';
export const MAKER = 'imalatci@ornek.com.tr';

export const visible = (locator: Locator) => locator.waitFor({ state: 'visible' });

/** 'YYYY-MM-DD', `days` from today */
export const dayFromNow = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The Authorization header of a login (`login:token`, as the legacy clients send it). */
export type Auth = { authorization: string };
const basic = (login: string, token: string): Auth => ({
  authorization: `Basic ${Buffer.from(`${login}:${token}`).toString('base64')}`,
});

/**
 * A call to the server's HTTP API, expected to answer 200: GET without a body, POST with one, sent as JSON or, with
 * `form`, as the legacy form calls take it. Answers the parsed JSON (or the text, for a text answer).
 */
export async function api<T>(
  path: string,
  init: { body?: Record<string, unknown>; auth?: Auth; form?: boolean; method?: string } = {},
): Promise<T> {
  const { body, auth, form } = init;
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers: {
      ...(body && { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
      ...auth,
    },
    body: body
      ? form
        ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString()
        : JSON.stringify(body)
      : undefined,
  });
  const text = await res.text();
  expect(res.status, `${path}: ${res.status} ${text.slice(0, 200)}`).toBe(200);
  return (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T;
}

/** A member's login through the API (POST /api/login) → its Authorization header. */
export async function memberAuth(email: string, password = PASSWORD): Promise<Auth> {
  const m = await api<{ email: string; token: string }>('/api/login', { body: { mail: email, sifre: password } });
  return basic(m.email, m.token);
}

/** A member's id, as the back-office's member search finds it by e-mail (POST /adn_api/uyeListAra). */
export async function memberId(admin: Auth, email: string): Promise<number> {
  const page = await api<{ liste: { uyeid: number; mail: string }[] }>('/adn_api/uyeListAra', {
    auth: admin,
    body: { ara: email },
    form: true,
  });
  const row = page.liste.find((m) => m.mail === email);
  expect(row, `${email} in the back-office's member search`).toBeDefined();
  return row?.uyeid ?? 0;
}

/** The administrator's login through the API (POST /adn_api/login). */
export async function adminAuth(): Promise<Auth> {
  const a = await api<{ kad: string; token: string }>('/adn_api/login', { body: { kad: 'admin', sifre: PASSWORD } });
  return basic(a.kad, a.token);
}

const streams = new WeakMap<Page, Promise<unknown>>();
/** Resolves once the member's page has its live event stream open (GET /api/v2/events answered). */
export const liveStream = (page: Page) => streams.get(page) ?? Promise.reject(new Error('not a memberLogin page'));

/** A member logged in through the login page, on its desk ('/account-d'). */
export async function memberLogin(browser: Browser, email: string, viewport = DESKTOP): Promise<Page> {
  const page = await newPage(browser, viewport);
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/events', { timeout: 30_000 });
  stream.catch(() => {}); // awaited by liveStream, if at all
  streams.set(page, stream);
  await page.goto('/Account-Login');
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await page.waitForURL(/\/account-d$/);
  return page;
}

/** Marks the page: the mark is gone if the page was loaded again (so what shows now came live). */
export const markLoad = (page: Page) => page.evaluate(() => Object.assign(window, { sameLoad: true }));
export const sameLoad = (page: Page) => page.evaluate(() => (window as { sameLoad?: boolean }).sameLoad === true);

/** The administrator logged in through the back-office's login page, on its dashboard ('/adminimt'). */
export async function adminLogin(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page.goto('/adminimt');
  await page.waitForURL('**/adminimt/login');
  await page.getByLabel('Kullanıcı Adı').fill('admin');
  await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(/\/adminimt\/?$/);
  return page;
}
