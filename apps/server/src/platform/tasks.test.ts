// Durable tasks (issue 48 item 2): a task asked for in a transaction exists only if it commits, runs once however many
// processes' workers look at it together, survives a restart (a worker that stopped, or died in a run, leaves it to
// another), waits longer after each failure and is marked failed after its last attempt, and is tried again at once
// when the administrator says so.
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app';
import { tasks } from '../db/schema/tasks';
import { addTask, retryTask, startTaskWorker, type TaskKind, taskWait } from './tasks';

let t: TestApp;
let now = 0;
const clock = { now: () => new Date(now) };
const log = pino({ level: 'silent' });

beforeAll(async () => {
  t = await testApp();
  // a row's first attempt is due from the database's now(): the workers' clock runs an hour ahead of it
  now = Date.now() + 3_600_000;
});
afterAll(() => t.close());

/** a kind that records each payload it ran; `fail` makes its runs throw */
function counting(kind: string, fail = () => false) {
  const ran: number[] = [];
  const task: TaskKind<{ n: number }> = {
    kind,
    attempts: 3,
    run: async ({ n }) => {
      await new Promise((r) => setTimeout(r, 2)); // a little work: the two workers' rounds overlap
      if (fail()) throw new Error('uzak sunucu yanıt vermedi');
      ran.push(n);
    },
  };
  return { task, ran };
}
const worker = (...kinds: TaskKind<never>[]) => startTaskWorker({ db: t.db, clock }, kinds, log, { autoStart: false });

describe('durable tasks', () => {
  it('are written with the transaction that asks for them, or not at all', async () => {
    const { task, ran } = counting('işlem');
    await t.db
      .transaction(async (tx) => {
        await addTask(tx, task, { n: 1 });
        throw new Error('vazgeçildi');
      })
      .catch(() => {});
    await t.db.transaction((tx) => addTask(tx, task, { n: 2 }));
    expect(await worker(task).flush()).toBe(1);
    expect(ran).toEqual([2]);
  });

  it('run once when two processes work at the same moment', async () => {
    const { task, ran } = counting('iki süreç');
    for (let n = 0; n < 60; n++) await addTask(t.db, task, { n });
    const [a, b] = [worker(task), worker(task)];
    const done = await Promise.all([a.flush(), b.flush()]);
    expect(done[0] + done[1]).toBe(60);
    expect([...ran].sort((x, y) => x - y)).toEqual([...Array(60).keys()]);
  });

  it('survive a restart: a stopped worker leaves them waiting, one that died in a run leaves its lease to end', async () => {
    const { task, ran } = counting('yeniden başlama');
    await addTask(t.db, task, { n: 1 });
    await worker(task).stop(); // the process stops before running it
    const restarted = worker(task);
    expect(await restarted.flush()).toBe(1);
    expect(ran).toEqual([1]);
    // a process claims one and dies in its run: the lease holds it 5 minutes, then another process runs it
    await addTask(t.db, task, { n: 2 });
    const dying = worker({ kind: task.kind, run: () => new Promise(() => {}) } as TaskKind<never>);
    void dying.flush();
    await new Promise((r) => setTimeout(r, 200));
    expect(await restarted.flush()).toBe(0);
    now += 6 * 60_000;
    expect(await restarted.flush()).toBe(1);
    expect(ran).toEqual([1, 2]);
  });

  it('wait longer after each failure, are failed after the last attempt, and run again when retried', async () => {
    let failing = true;
    const { task, ran } = counting('başarısız', () => failing);
    await addTask(t.db, task, { n: 7 });
    const w = worker(task);
    const row = async () => (await t.db.select().from(tasks).where(eq(tasks.kind, task.kind)))[0];
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await w.flush()).toBe(1);
      expect(await w.flush()).toBe(0); // not before its wait
      if (attempt < 3) now += taskWait(attempt);
    }
    expect(await row()).toMatchObject({ status: 'failed', attempts: 3, lastError: 'uzak sunucu yanıt vermedi' });
    now += 24 * 3_600_000;
    expect(await w.flush()).toBe(0); // failed for good
    failing = false;
    expect(await retryTask(t.db, (await row()).id, clock.now())).toBe(true);
    expect(await w.flush()).toBe(1);
    expect(ran).toEqual([7]);
    expect(await row()).toMatchObject({ status: 'done', lastError: null });
    expect(await retryTask(t.db, (await row()).id, clock.now())).toBe(false); // a done task stays done
  });

  it('count one asked for within the millisecond of a round as due in that round (the database keeps microseconds)', async () => {
    const { task, ran } = counting('aynı milisaniye');
    await addTask(t.db, task, { n: 5 });
    // the row is due 0.4 ms after the worker's clock reads: the same millisecond, as when a round follows at once
    await t.db
      .update(tasks)
      .set({ nextAttemptAt: sql`${new Date(now).toISOString()}::timestamptz + interval '400 microseconds'` })
      .where(eq(tasks.kind, task.kind));
    expect(await worker(task).flush()).toBe(1);
    expect(ran).toEqual([5]);
  });
});
