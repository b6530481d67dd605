// 'Webhook Adresleri' (issue 52 item 4, decision 0068) at 1280 px and 375 px: the demo manufacturer opens the screen
// from its menu, adds the address of a receiver this journey runs on 127.0.0.1 (the journeys' server allows loopback:
// WEBHOOKS_ALLOW_LOOPBACK in scripts/e2e.mjs), copies the signing secret from the box that shows it once, presses
// 'Deneme Gönder': the receiver gets a `ping` signed with that secret, and the deliveries table shows its 200; the
// address is then deleted after a confirmation.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_MSG } from '@tedarik/contract/webhooks/member';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, baseUrl, launch } from './browser';
import { DESKTOP, MAKER, memberLogin, noSideScroll, PHONE, visible } from './kit';

type Received = { url: string; headers: IncomingHttpHeaders; body: string };

/** The company's software: a receiver on 127.0.0.1 that keeps what it is sent and answers 200. */
const got: Received[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => {
    body += chunk;
  });
  req.on('end', () => {
    got.push({ url: req.url ?? '', headers: req.headers, body });
    res.end('ok');
  });
});

/** What the receiver got at `path`, once it came (the task worker sends within its round of a few seconds). */
async function arrived(path: string, timeoutMs = 20_000): Promise<Received> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const hit = got.find((r) => r.url === path);
    if (hit) return hit;
    if (Date.now() > until) throw new Error(`nothing arrived at ${path} in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Whether the signature header is HMAC-SHA256(secret, timestamp + "." + body), as the screen tells the company. */
const signedWith = (secret: string, r: Received) =>
  r.headers['tedarik-signature'] ===
  `sha256=${createHmac('sha256', secret).update(`${r.headers['tedarik-timestamp']}.${r.body}`).digest('hex')}`;

let browser: Browser;
let receiverUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe("a company's webhooks", () => {
  for (const viewport of [DESKTOP, PHONE])
    it(`are added, their secret copied once, sent a signed test and deleted, at ${viewport.width} px`, async () => {
      const page = await memberLogin(browser, MAKER, viewport);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await page
        .getByRole('navigation', { name: 'Hesap menüsü' })
        .getByRole('link', { name: 'Webhook Adresleri' })
        .click();
      await page.waitForURL(/\/hesabim\/webhook-adresleri$/);
      await visible(page.getByRole('heading', { name: 'Webhook Adresleri', level: 2 }));
      await visible(page.getByText('Henüz kayıt yok.'));

      const path = `/tedarik-${viewport.width}`;
      const url = `${receiverUrl}${path}`;
      await page.getByRole('textbox', { name: 'Adres', exact: true }).fill(url);
      // every event is ticked to begin with
      expect(await page.getByRole('checkbox', { name: /request\.matched/ }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Adres Ekle' }).click();
      await visible(page.getByText(WEBHOOK_MSG.shownOnce));
      const secret = (await page.getByTestId('webhook-secret').textContent())?.trim() ?? '';
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      await page.getByRole('button', { name: 'İmza Anahtarını Kopyala' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await noSideScroll(page, 'the new secret');
      expect(await axeFindings(page, 'main')).toEqual([]);
      await page.getByRole('button', { name: 'Kopyaladım, Kapat' }).click();
      await page.getByTestId('webhook-secret').waitFor({ state: 'detached' });
      expect(await page.getByText(secret).count()).toBe(0); // shown once: gone for good

      const card = page.locator('.mantine-Paper-root', { hasText: url });
      await visible(card.getByText('Henüz gönderim yok.'));
      await card.getByRole('button', { name: 'Deneme Gönder' }).click();
      await visible(page.getByText(WEBHOOK_MSG.pingSent));
      const ping = await arrived(path);
      expect(ping.headers['tedarik-event']).toBe('ping');
      expect(signedWith(secret, ping)).toBe(true);
      expect(signedWith(`${secret}x`, ping)).toBe(false);
      expect(JSON.parse(ping.body)).toMatchObject({ id: ping.headers['tedarik-delivery'], event: 'ping' });

      // the delivery in the table: the receiver's 200 (the screen asks again a moment after the test; else a reload)
      const row = card.getByRole('row', { name: /ping/ });
      await row.waitFor({ state: 'visible', timeout: 5000 }).catch(async () => {
        await page.reload();
        await visible(row);
      });
      await visible(row.getByText('200', { exact: true }));
      await noSideScroll(page, 'the deliveries');
      expect(await axeFindings(page, 'main')).toEqual([]);
      await page.screenshot({ path: `/tmp/webhooks-${viewport.width}.png`, fullPage: true });

      await card.getByRole('button', { name: 'Sil' }).click();
      const dialog = page.getByRole('dialog');
      await visible(dialog.getByText(`${url} silinsin mi?`, { exact: false }));
      await dialog.getByRole('button', { name: 'Sil' }).click();
      await visible(page.getByText(WEBHOOK_MSG.deleted));
      await visible(page.getByText('Henüz kayıt yok.'));
      await page.close();
    });
});
