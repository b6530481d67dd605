// The pool of threads the members' spreadsheets are made in (spreadsheet-worker.ts beside this file, or beside the
// bundle): one thread, a few waiting; a durable task that finds it busy is tried again later (platform/tasks.ts).
import { ThreadPool, workerEntry } from './off-thread';
import type { SpreadsheetJob } from './spreadsheet-worker';

export const spreadsheetPool = () =>
  new ThreadPool<SpreadsheetJob, Uint8Array>(workerEntry(import.meta.url, 'spreadsheet-worker'), {
    size: 1,
    maxQueue: 16,
    perKey: 3,
    idleMs: 30_000,
    maxHeapMb: 512,
  });
