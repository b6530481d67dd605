// A worker entry for the pool's tests (platform/off-thread.test.ts): doubles a number, after a wait when asked, or
// fails, or ends its thread.
import { serveOffThread } from '../src/platform/off-thread';

export type PoolTestJob = { value?: number; waitMs?: number; fail?: boolean; exit?: boolean };

serveOffThread(async ({ value = 0, waitMs = 0, fail, exit }: PoolTestJob) => {
  if (exit) process.exit(3);
  if (waitMs) await new Promise((resolve) => setTimeout(resolve, waitMs));
  if (fail) throw new Error('iş kırıldı');
  return value * 2;
});
