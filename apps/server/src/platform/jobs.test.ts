// Jobs by the clock: once across processes, caught up after a missed run, tried again after a failure with a wait,
// and taken over from a process that died in a run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app';
import { type Job, jobState, retryWait, runJob } from './jobs';

let t: TestApp;
let now = Date.parse('2026-11-27T12:00:00Z');
const clock = { now: () => new Date(now) };
const ctx = () => ({ db: t.db, clock });
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** a job due every hour that counts its runs; `work` replaces its run */
const hourly = (name: string, work?: () => Promise<unknown>) => {
  const job = {
    runs: 0,
    name,
    due: (last: Date | null, at: Date) => last === null || at.getTime() - last.getTime() >= HOUR,
    run: async () => {
      job.runs++;
      await work?.();
    },
  };
  return job satisfies Job;
};

describe('jobs', () => {
  it('runs a job once when two processes find it due at the same moment', async () => {
    let release = () => {};
    const job = hourly('iki süreç', () => new Promise<void>((r) => (release = r)));
    const first = runJob(ctx(), job);
    await new Promise((r) => setTimeout(r, 50));
    expect(await runJob(ctx(), job)).toBe('taken');
    release();
    expect(await first).toBe('ran');
    expect(job.runs).toBe(1);
  });

  it('runs again only when due, and catches up at once on a run missed while no process ran', async () => {
    const job = hourly('saatlik');
    expect(await runJob(ctx(), job)).toBe('ran');
    now += HOUR / 2;
    expect(await runJob(ctx(), job)).toBe('not due');
    now += 5 * HOUR; // every process was down for hours: the first check runs it, once
    expect(await runJob(ctx(), job)).toBe('ran');
    expect(await runJob(ctx(), job)).toBe('not due');
    expect(job.runs).toBe(2);
  });

  it('runs at once after the clock was set back past its last run, and a lease taken then holds nothing', async () => {
    const job = hourly('geri alınan saat');
    now += 14 * 24 * HOUR; // a clock set ahead (a journey's '14 days later'), then back
    expect(await runJob(ctx(), job)).toBe('ran');
    const failing = hourly('geri alınan saat, hata', async () => {
      throw new Error('yanıt yok');
    });
    await expect(runJob(ctx(), failing)).rejects.toThrow('yanıt yok');
    now -= 14 * 24 * HOUR;
    expect(await runJob(ctx(), job)).toBe('ran'); // its last success lies ahead: as if it never ran
    expect(await runJob(ctx(), job)).toBe('not due');
    // the failed job's retry wait was set in the future's time: it is tried at once, not in 14 days
    await expect(runJob(ctx(), failing)).rejects.toThrow('yanıt yok');
  });

  it('records a failure for the administrator and tries again after a growing wait, then clears it', async () => {
    let failing = true;
    const job = hourly('kur çekme', async () => {
      if (failing) throw new Error('TCMB yanıt vermedi');
    });
    await expect(runJob(ctx(), job)).rejects.toThrow('TCMB yanıt vermedi');
    expect(await jobState(t.db, 'kur çekme')).toMatchObject({ failures: 1, lastError: 'TCMB yanıt vermedi' });
    now += retryWait(1) - 1000;
    expect(await runJob(ctx(), job)).toBe('taken'); // still waiting
    now += 1000;
    await expect(runJob(ctx(), job)).rejects.toThrow();
    expect((await jobState(t.db, 'kur çekme'))?.failures).toBe(2);
    now += retryWait(2);
    failing = false;
    expect(await runJob(ctx(), job)).toBe('ran');
    expect(await jobState(t.db, 'kur çekme')).toMatchObject({
      failures: 0,
      lastError: null,
      lastSuccessAt: new Date(now),
    });
  });

  it('lets another process take a job whose run never ended (its process died)', async () => {
    const job = hourly('ölen süreç', () => new Promise(() => {})); // never ends: the process "died" in it
    void runJob(ctx(), job);
    await new Promise((r) => setTimeout(r, 50));
    const next = hourly('ölen süreç');
    expect(await runJob(ctx(), next)).toBe('taken');
    now += 10 * 60_000;
    expect(await runJob(ctx(), next)).toBe('ran');
  });
});
