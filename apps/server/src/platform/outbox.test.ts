import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app';
import { outbox } from '../db/schema/outbox';
import { enqueue, startOutboxWorker } from './outbox';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('outbox', () => {
  it('delivers a message at once when asked (a test mail), keeping its record, never retrying a failure', async () => {
    let fail = false;
    const worker = startOutboxWorker(
      t.db,
      {
        mail: async () => {
          if (fail) throw new Error('SMTP sunucusuna bağlanılamadı');
          return { via: 'SMTP', answer: '250 Ok' };
        },
        sms: async () => undefined,
      },
      pino({ level: 'silent' }),
      { autoStart: false },
    );
    const m = { channel: 'mail', to: 'simdi@ornek.com', subject: 'Deneme', body: 'b' } as const;
    expect(await worker.deliverNow(m)).toEqual({ via: 'SMTP', answer: '250 Ok' });
    fail = true;
    await expect(worker.deliverNow(m)).rejects.toThrow('SMTP sunucusuna bağlanılamadı');
    expect(await worker.flush()).toBe(0);
    const rows = await t.db.select().from(outbox).where(eq(outbox.recipient, 'simdi@ornek.com')).orderBy(outbox.id);
    expect(rows.map((r) => [r.status, r.attempts, r.lastError, r.body])).toEqual([
      ['sent', 1, null, ''],
      ['failed', 1, 'SMTP sunucusuna bağlanılamadı', ''],
    ]);
    await t.db.delete(outbox).where(eq(outbox.recipient, 'simdi@ornek.com'));
    await worker.stop();
  });

  it('writes each mail as .eml and each SMS as .txt when nothing is configured', async () => {
    await enqueue(
      t.db,
      { channel: 'mail', to: 'kisi@ornek.com', subject: 'Aktivasyon kodunuz', body: 'Kodunuz: 482913' },
      { channel: 'sms', to: '532 123 45 67', body: 'Kodunuz: 482913' },
    );
    expect(await t.outbox.flush()).toBe(2);
    const files = await readdir(t.outboxDir);
    const eml = files.find((f) => f.endsWith('.eml')) as string;
    const txt = files.find((f) => f.endsWith('.txt')) as string;
    const mail = await readFile(path.join(t.outboxDir, eml), 'utf8');
    expect(mail).toContain('To: kisi@ornek.com');
    expect(mail).toMatch(/Subject: .+/);
    expect(await readFile(path.join(t.outboxDir, txt), 'utf8')).toContain('Kodunuz: 482913');
    // a delivered message keeps no body: it may have held a code or a reset link
    expect((await t.db.select().from(outbox)).every((m) => m.status === 'sent' && m.sentAt && m.body === '')).toBe(
      true,
    );
  });

  it('keeps and retries a message whose delivery fails', async () => {
    let fail = true;
    const delivered: string[] = [];
    const worker = startOutboxWorker(
      t.db,
      {
        mail: async ({ to }) => {
          if (fail) throw new Error('SMTP down');
          delivered.push(to);
          return undefined;
        },
        sms: async () => undefined,
      },
      pino({ level: 'silent' }),
      { autoStart: false },
    );
    await enqueue(t.db, { channel: 'mail', to: 'retry@ornek.com', subject: 's', body: 'b' });
    await worker.flush();
    const [m] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'retry@ornek.com'));
    expect(m).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP down' });
    expect(m.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    fail = false;
    await t.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outbox.id, m.id));
    await worker.flush();
    const [after] = await t.db.select().from(outbox).where(eq(outbox.id, m.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
    // delivered once: a later round finds nothing due
    await t.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outbox.id, m.id));
    expect(await worker.flush()).toBe(0);
    expect(delivered).toEqual(['retry@ornek.com']);
    await worker.stop();
  });
});
