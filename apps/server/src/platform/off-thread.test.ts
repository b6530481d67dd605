// The worker-thread pool (issue 47 item 13, decision 0048): jobs run in a thread and answer or fail, a thread that ends
// fails its job only, a key (a member) has at most `perKey` jobs running or waiting (429), the process at most
// `maxQueue` waiting (503), and an idle thread ends.
import { afterEach, describe, expect, it } from 'vitest';
import type { PoolTestJob } from '../../test/pool-worker';
import type { AppError } from './errors';
import { type PoolOptions, ThreadPool } from './off-thread';

const ENTRY = { source: new URL('../../test/pool-worker.ts', import.meta.url).href, typescript: true };
const OPTIONS: PoolOptions = {
  size: 1,
  maxQueue: 2,
  perKey: 2,
  idleMs: 60_000,
  maxHeapMb: 64,
  busyText: 'Meşgul.',
  keyBusyText: 'Sıranızı bekleyin.',
};
let pool: ThreadPool<PoolTestJob, number>;
const open = (options: Partial<PoolOptions> = {}) => {
  pool = new ThreadPool<PoolTestJob, number>(ENTRY, { ...OPTIONS, ...options });
  return pool;
};
afterEach(() => pool?.close());

/** what a refused run answers: its status and text */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: AppError) => [err.status, err.message],
  );

describe('the worker-thread pool', () => {
  it('runs jobs in a thread; a failure or a thread that ends fails its job only', { timeout: 30_000 }, async () => {
    open();
    expect(await pool.run({ value: 21 }, 'a')).toBe(42);
    await expect(pool.run({ fail: true }, 'a')).rejects.toThrow('iş kırıldı');
    await expect(pool.run({ exit: true }, 'a')).rejects.toThrow('ended');
    // a new thread takes the next job, and the ended one's key counts nothing any more
    expect(await Promise.all([pool.run({ value: 1 }, 'a'), pool.run({ value: 2 }, 'a')])).toEqual([2, 4]);
    expect(pool.load).toEqual({ running: 0, waiting: 0, threads: 1 });
  });

  it('refuses a key past its jobs (429) and the process past its queue (503), at once', {
    timeout: 30_000,
  }, async () => {
    open();
    const first = pool.run({ value: 1, waitMs: 1500 }, 'a');
    const second = pool.run({ value: 2 }, 'a');
    expect(await refusal(pool.run({ value: 3 }, 'a'))).toEqual([429, 'Sıranızı bekleyin.']);
    // one thread, one running and one waiting: a second waits, a third is one too many
    const third = pool.run({ value: 4 }, 'b');
    expect(pool.load).toMatchObject({ running: 1, waiting: 2 });
    expect(await refusal(pool.run({ value: 5 }, 'c'))).toEqual([503, 'Meşgul.']);
    expect(await Promise.all([first, second, third])).toEqual([2, 4, 8]);
    // once they are done, the key and the queue take jobs again
    expect(await pool.run({ value: 6 }, 'a')).toBe(12);
  });

  it('ends a thread left idle, giving its memory back; the next job starts a new one', {
    timeout: 30_000,
  }, async () => {
    open({ idleMs: 200 });
    expect(await pool.run({ value: 5 }, 'a')).toBe(10);
    expect(pool.load.threads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(pool.load.threads).toBe(0);
    expect(await pool.run({ value: 7 }, 'a')).toBe(14);
  });
});
