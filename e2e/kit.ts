// What the journeys share (issue 48 item 6): the viewports, the demo logins, the HTTP API as a member or the
// administrator (JSON or a form, as the call takes it), a request moderated, and a member or the administrator logged
// in in a browser page (through the login page, or holding a session as after a login days ago).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AdminSession } from '@tedarik/contract/accounts/admin';
import type { SessionUser } from '@tedarik/contract/accounts/public';
import { istanbulDay } from '@tedarik/contract/dates';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { activationCodeFor, baseUrl, newPage, visitorHeaders } from './browser';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };
/** the demo data's password, for its members and the administrator */
export const PASSWORD = 'Demo1234';
export const BUYER = 'alici@ornek.com.tr';
export const MAKER = 'imalatci@ornek.com.tr';

export const visible = (locator: Locator) => locator.waitFor({ state: 'visible' });
/** The element is gone from the page (a row closed, a dialog dismissed). */
export const gone = (locator: Locator) => locator.waitFor({ state: 'detached' });
/** The page is no wider than its viewport: nothing scrolls sideways (`what`: the failure's message). */
export const noSideScroll = async (page: Page, what?: string) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

/**
 * 'YYYY-MM-DD', `days` from today in Türkiye, as the site's pickers and checks count days (lib/today.ts): from 21:00
 * UTC on, the machine's own date is a day behind.
 */
export const dayFromNow = (days: number) => istanbulDay(new Date(Date.now() + days * 86_400_000));

/** The Authorization header of a login (`login:token`, as the legacy clients send it). */
export type Auth = { authorization: string };
const basic = (login: string, token: string): Auth => ({
  authorization: `Basic ${Buffer.from(`${login}:${token}`).toString('base64')}`,
});

/** The answer of a call: its status and text, parsed as JSON on demand. */
export type Answer = { status: number; text: string; json: <T = unknown>() => T };
type Init = { body?: Record<string, unknown>; auth?: Auth; form?: boolean; method?: string };

/**
 * A call to the server's HTTP API, whatever it answers: GET without a body, POST with one, sent as JSON or, with
 * `form`, as the legacy form calls take it (`api` when it must answer 200). Each call comes from an address of its
 * own, as the browser pages' visitors do (browser.ts): the journeys' calls together never exhaust one address's limits.
 */
export async function send(path: string, init: Init = {}): Promise<Answer> {
  const { body, auth, form } = init;
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers: {
      ...(body && { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
      ...visitorHeaders(),
      ...auth,
    },
    body: body
      ? form
        ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString()
        : JSON.stringify(body)
      : undefined,
  });
  const text = await res.text();
  return { status: res.status, text, json: <T>() => JSON.parse(text) as T };
}

/** A call to the server's HTTP API (as `send`) expected to answer 200: the parsed JSON (or the text, for a text). */
export async function api<T>(path: string, init: Init = {}): Promise<T> {
  const res = await send(path, init);
  expect(res.status, `${path}: ${res.status} ${res.text.slice(0, 200)}`).toBe(200);
  return (res.text.startsWith('{') || res.text.startsWith('[') ? res.json() : res.text) as T;
}

/** A member's login answer (POST /api/login): the session the web app keeps, its token included. */
export type Session = SessionUser;

export const memberSession = (email: string, password = PASSWORD) =>
  api<Session>('/api/login', { body: { mail: email, sifre: password } });
export const adminSession = () => api<AdminSession>('/adn_api/login', { body: { kad: 'admin', sifre: PASSWORD } });

/**
 * A fresh plain member registered and activated through the API (POST /api/hesapOlustur, its mailed code to
 * /api/aktivasyonKoduOnay), so that a journey may change or erase it and the demo members stay as they are: its
 * session, as a login answers it.
 */
export async function registeredMember(
  email: string,
  who: { company: string; name: string; password: string; phone?: string },
): Promise<Session> {
  await api<Session>('/api/hesapOlustur', {
    body: {
      firma: who.company,
      AdSoyad: who.name,
      il: 6,
      mail: email,
      tel: who.phone ?? '532 111 22 33',
      firmaDrm: false,
      sifre: who.password,
    },
  });
  const code = await activationCodeFor(email);
  expect(await api<string>('/api/aktivasyonKoduOnay', { body: { email, onayKodu: code } })).toBe('OK');
  return memberSession(email, who.password);
}

/** The Authorization header of a login's answer. */
export const authOf = (session: Session | AdminSession): Auth =>
  basic('kad' in session ? session.kad : session.email, session.token);

/** A page whose browser already holds the session (as after a login days ago): the member's or the back-office's. */
export async function pageAs(browser: Browser, session: Session | AdminSession, viewport = DESKTOP): Promise<Page> {
  const page = await newPage(browser, viewport);
  const key = 'kad' in session ? 'USER_LOGIN' : 'tedarik.user';
  await page
    .context()
    .addInitScript(([k, value]) => localStorage.setItem(k, value), [key, JSON.stringify(session)] as const);
  return page;
}

/** A member's login through the API (POST /api/login) → its Authorization header. */
export const memberAuth = async (email: string, password = PASSWORD): Promise<Auth> =>
  authOf(await memberSession(email, password));

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

/** The administrator's login through the API (POST /adn_api/login) → its Authorization header. */
export const adminAuth = async (): Promise<Auth> => authOf(await adminSession());

/**
 * The back-office's decision on a member's waiting request through its HTTP API (POST
 * /adn_api/uyeTalepGuncelle-{memberId}): approved (durum 1), or rejected (0) with its reason.
 */
export async function moderate(admin: Auth, requestId: number, durum: 0 | 1 = 1, aciklama = '') {
  const waiting = await api<{ liste: { uypkt: { id: number }; uy: { uyeid: number } }[] }>(
    '/adn_api/TumTalepListesi-1?durum=-1',
    { auth: admin },
  );
  const owner = waiting.liste.find((r) => r.uypkt.id === requestId)?.uy.uyeid;
  expect(owner, `request ${requestId} in the back-office's waiting list`).toBeDefined();
  await api(`/adn_api/uyeTalepGuncelle-${owner}`, { auth: admin, body: { id: requestId, durum, aciklama } });
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

/** The review's stars (issue 49 item 2): the rating and each sub-score; a star's radio is hidden under its label. */
export async function reviewStars(
  dialog: Locator,
  stars: Partial<Record<'Puan' | 'Fiyat' | 'Kalite' | 'Teslimat' | 'İletişim', number>>,
) {
  for (const [label, n] of Object.entries(stars)) {
    const star = await dialog.getByRole('radio', { name: `${label}: ${n} yıldız`, exact: true }).getAttribute('id');
    await dialog.locator(`label[for="${star}"]`).click();
  }
}

/**
 * Moves the server's clock `ms` ahead of the real one (0: back to it), as an integration test moves its injected
 * clock: the server reads the file scripts/e2e.mjs names in CLOCK_SHIFT_FILE within 200 ms. A journey that moves it
 * moves it back in its `finally`: the journeys after it run on the real day.
 */
export async function moveClock(ms: number) {
  await writeFile(path.join(process.env.E2E_DATA_DIR ?? './data', 'clock-shift'), String(ms));
  await new Promise((r) => setTimeout(r, 300));
}
