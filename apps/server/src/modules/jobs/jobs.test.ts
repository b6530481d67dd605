// The back-office's background work (/adminimt/isler, issue 48 item 2): a failed job shows its error and when it is
// tried again, and 'Tekrar Dene' lets the next check run it; failed tasks and mails are listed (never a mail's body)
// by cursor and tried again at once; the calls are the administrator's only.
import { SESSION_ENDED } from '@tedarik/contract/constants';
import { JOBS_MSG } from '@tedarik/contract/jobs/admin';
import { CURSOR_MSG } from '@tedarik/contract/v2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as f from '../../../test/fixtures';
import { rawRows } from '../../db/client';
import { type Job, runJob } from '../../platform/jobs';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await testApp();
  admin = await t.asAdmin();
});
afterAll(() => t?.close());

describe('the jobs screen', () => {
  it("shows a failed job's error and its next try; 'Tekrar Dene' lets the next check run it", async () => {
    let fail = true;
    const job: Job = {
      name: 'tcmb rates',
      due: () => true,
      run: async () => {
        if (fail) throw new Error('TCMB yanıt vermedi (503)');
      },
    };
    const ctx = { db: t.db, clock: { now: () => new Date() } };
    await expect(runJob(ctx, job)).rejects.toThrow();
    const shown = (await t.get('/adn_api/v2/jobs', admin)).json();
    const row = shown.jobs.find((j: { name: string }) => j.name === 'tcmb rates');
    expect(row).toMatchObject({ failures: 1, lastError: 'TCMB yanıt vermedi (503)', lastSuccessAt: null });
    expect(Date.parse(row.retryAt)).toBeGreaterThan(Date.now()); // waits a minute before its next try
    fail = false;
    expect(await runJob(ctx, job)).toBe('taken'); // still waiting

    const retried = await t.post('/adn_api/v2/jobs/tcmb%20rates/retry', {}, admin);
    expect(retried.json()).toEqual({ message: JOBS_MSG.jobRetried });
    expect(await runJob(ctx, job)).toBe('ran');
    const after = (await t.get('/adn_api/v2/jobs', admin)).json();
    expect(after.jobs.find((j: { name: string }) => j.name === 'tcmb rates')).toMatchObject({
      failures: 0,
      lastError: null,
      retryAt: null,
    });
    // a job that is not failing has nothing to try again
    expect((await t.post('/adn_api/v2/jobs/tcmb%20rates/retry', {}, admin)).statusCode).toBe(404);
  });

  it('lists failed mails without their bodies, page by page, and sends one again at once', async () => {
    for (let i = 0; i < 35; i++)
      await t.db.execute(sql`insert into outbox (channel, recipient, subject, body, status, attempts, last_error)
          values ('mail', ${`alici${i}@ornek.com`}, 'Şifre sıfırlama', 'gizli bağlantı', 'failed', 5, 'SMTP 550')`);
    const first = await t.get('/adn_api/v2/jobs/messages?status=failed', admin);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.items).toHaveLength(30);
    expect(page.items[0]).toMatchObject({ recipient: 'alici34@ornek.com', subject: 'Şifre sıfırlama', attempts: 5 });
    expect(first.body).not.toContain('gizli bağlantı');
    const rest = (await t.get(`/adn_api/v2/jobs/messages?status=failed&cursor=${page.nextCursor}`, admin)).json();
    expect(rest.items.map((m: { recipient: string }) => m.recipient)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `alici${i}@ornek.com`),
    );
    expect(rest.nextCursor).toBeNull();
    const overview = (await t.get('/adn_api/v2/jobs', admin)).json();
    expect(overview.messages).toContainEqual({ kind: 'mail', status: 'failed', count: 35 });

    const id = page.items[0].id;
    expect((await t.post(`/adn_api/v2/jobs/messages/${id}/retry`, {}, admin)).statusCode).toBe(200);
    await t.outbox.flush();
    const [m] = await rawRows<{ status: string }>(t.db, sql`select status from outbox where id = ${id}`);
    expect(m.status).toBe('sent');
    // sent: nothing to try again
    const again = await t.post(`/adn_api/v2/jobs/messages/${id}/retry`, {}, admin);
    expect([again.statusCode, again.json().message]).toEqual([404, JOBS_MSG.messageNotFound]);
  });

  it('lists failed tasks and sets one waiting again with its attempts anew', async () => {
    const [task] = await rawRows<{ id: number }>(
      t.db,
      sql`insert into tasks (kind, payload, status, attempts, last_error)
          values ('web-push', '{}', 'failed', 6, 'push servisi 410') returning id`,
    );
    const failed = (await t.get('/adn_api/v2/jobs/tasks?status=failed', admin)).json();
    expect(failed.items[0]).toMatchObject({
      id: task.id,
      kind: 'web-push',
      attempts: 6,
      lastError: 'push servisi 410',
    });
    expect((await t.post(`/adn_api/v2/jobs/tasks/${task.id}/retry`, {}, admin)).statusCode).toBe(200);
    const waiting = (await t.get('/adn_api/v2/jobs/tasks?status=pending', admin)).json();
    expect(waiting.items[0]).toMatchObject({ id: task.id, status: 'pending', attempts: 0 });
  });

  it('refuses a bad status or cursor, and anyone but the administrator', async () => {
    for (const url of [
      '/adn_api/v2/jobs/tasks?status=done',
      '/adn_api/v2/jobs/messages?status=failed&cursor=2147483648',
      '/adn_api/v2/jobs/messages?status=failed&cursor=abc',
    ]) {
      const res = await t.get(url, admin);
      expect(res.statusCode, url).toBe(400);
      expect([JOBS_MSG.status, CURSOR_MSG]).toContain(res.json().message);
    }
    const m = await t.asMember(await f.member(t.db));
    // a member is no administrator, nor is a visitor: the back-office's 'cikis', and nothing of the work
    for (const headers of [m.auth, undefined])
      for (const url of ['/adn_api/v2/jobs', '/adn_api/v2/jobs/tasks?status=failed']) {
        const res = await t.get(url, headers);
        expect([res.statusCode, res.body]).toEqual([400, SESSION_ENDED]);
      }
  });
});
