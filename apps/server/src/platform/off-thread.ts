// Heavy work off the event loop (issue 47 item 13): 24 comparison exports at once held the event loop for seconds
// (/healthz at a median of 329 ms) and grew the memory from 261 to 546 MB for good. A pool runs such work in worker
// threads of its own: a few at a time per process (`size` threads, `maxQueue` waiting, more is 503 with Retry-After),
// a few at a time per member (`perKey` running or waiting, more is 429), and a thread idle for `idleMs` ends, giving
// its memory back. Decision 0048.
//
// A worker's entry is a module of its own: `workerEntry(import.meta.url, 'name')` finds it beside the caller in the
// sources (run through tsx's loader, as in development and tests) or beside the bundle (`npm run start:prod`: built as
// `dist/name.mjs` by scripts/build-server.mjs). The entry answers `{ id, ok, value }` or `{ id, ok: false, error }`
// for each `{ id, input }` it is sent (`serveOffThread` below).
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';
import { RATE_LIMITED } from '@tedarik/contract/constants';
import { AppError, UNAVAILABLE } from './errors';

/** Where a worker's entry `name` is, seen from the module at `meta` (its import.meta.url). */
export function workerEntry(meta: string, name: string): { source: string; typescript: boolean } {
  const typescript = meta.endsWith('.ts');
  return { source: new URL(`./${name}.${typescript ? 'ts' : 'mjs'}`, meta).href, typescript };
}

/** A worker for `entry`: a TypeScript entry is loaded through tsx's loader, registered in the thread first. */
function startWorker(entry: ReturnType<typeof workerEntry>, maxHeapMb: number) {
  const limits = { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } };
  if (!entry.typescript) return new Worker(new URL(entry.source), limits);
  // tsx's ES module API (its CommonJS build resolves its own files wrongly from an evaluated script)
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry.source)}); });`;
  return new Worker(boot, { ...limits, eval: true });
}

type Job<In, Out> = { id: number; input: In; key: string; resolve: (out: Out) => void; reject: (err: Error) => void };
type Answer<Out> = { id: number; ok: true; value: Out } | { id: number; ok: false; error: string };

export interface PoolOptions {
  /** threads at most (each takes a core while it works) */
  size: number;
  /** jobs waiting for a thread at most; one more is refused with 503 */
  maxQueue: number;
  /** jobs of one key (a member) running or waiting at most; one more is refused with 429 */
  perKey: number;
  /** a thread idle this long ends */
  idleMs: number;
  /** a thread's heap limit, MB */
  maxHeapMb: number;
  /** the refusals' texts: the process has too many (503; the caller adds Retry-After), the key has (429) */
  busyText?: string;
  keyBusyText?: string;
}

export class ThreadPool<In, Out> {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job<In, Out>>();
  private readonly queue: Job<In, Out>[] = [];
  private readonly perKey = new Map<string, number>();
  private readonly timers = new Map<Worker, NodeJS.Timeout>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly entry: ReturnType<typeof workerEntry>,
    private readonly options: PoolOptions,
  ) {}

  /** Jobs running and waiting, and threads alive (for tests and measurements). */
  get load() {
    return { running: this.busy.size, waiting: this.queue.length, threads: this.busy.size + this.idle.length };
  }

  /** Runs `input` in a thread; refused at once (429, 503) when its key or the process has too many. */
  run(input: In, key: string): Promise<Out> {
    if (this.closed) return Promise.reject(new AppError(UNAVAILABLE, 503));
    if ((this.perKey.get(key) ?? 0) >= this.options.perKey)
      return Promise.reject(new AppError(this.options.keyBusyText ?? RATE_LIMITED, 429));
    // the queue holds only jobs no thread could take (pump starts the others at once)
    if (this.queue.length >= this.options.maxQueue)
      return Promise.reject(new AppError(this.options.busyText ?? UNAVAILABLE, 503));
    this.perKey.set(key, (this.perKey.get(key) ?? 0) + 1);
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, key, resolve, reject });
      this.pump();
    });
  }

  /** Ends every thread; waiting jobs are refused. */
  async close() {
    this.closed = true;
    for (const job of this.queue.splice(0)) this.settle(job, new AppError(UNAVAILABLE, 503));
    await Promise.all([...this.idle, ...this.busy.keys()].map((w) => w.terminate()));
  }

  private pump() {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.busy.size < this.options.size ? this.spawn() : undefined);
      if (!worker) return;
      clearTimeout(this.timers.get(worker));
      const job = this.queue.shift() as Job<In, Out>;
      this.busy.set(worker, job);
      worker.postMessage({ id: job.id, input: job.input });
    }
  }

  private spawn() {
    const worker = startWorker(this.entry, this.options.maxHeapMb);
    worker.unref(); // an idle pool keeps no process alive
    worker.on('message', (answer: Answer<Out>) => {
      const job = this.busy.get(worker);
      if (!job || job.id !== answer.id) return;
      this.busy.delete(worker);
      this.settle(job, answer.ok ? undefined : new Error(answer.error), answer.ok ? answer.value : undefined);
      this.rest(worker);
      this.pump();
    });
    // a thread that failed or ran out of memory: its job fails, the next job gets a new thread
    const lost = (err: Error) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      this.forget(worker);
      if (job) this.settle(job, err);
      if (!this.closed) this.pump();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the export thread ended (${code})`)));
    return worker;
  }

  private rest(worker: Worker) {
    this.idle.push(worker);
    this.timers.set(
      worker,
      setTimeout(() => {
        this.forget(worker);
        void worker.terminate();
      }, this.options.idleMs).unref(),
    );
  }

  private forget(worker: Worker) {
    clearTimeout(this.timers.get(worker));
    this.timers.delete(worker);
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
  }

  private settle(job: Job<In, Out>, err?: Error, value?: Out) {
    const left = (this.perKey.get(job.key) ?? 1) - 1;
    if (left > 0) this.perKey.set(job.key, left);
    else this.perKey.delete(job.key);
    if (err) job.reject(err);
    else job.resolve(value as Out);
  }
}

/**
 * A worker entry's loop: each `{ id, input }` answered with `work(input)`'s value or its error. The thread runs at a
 * lower priority than the server's own (on Linux a thread's niceness is its own): on a machine short of cores, the
 * calls and /healthz come before a file being written.
 */
export function serveOffThread<In, Out>(work: (input: In) => Promise<Out>) {
  if (!parentPort) throw new Error('serveOffThread runs in a worker thread');
  const port = parentPort;
  try {
    setPriority(10);
  } catch {
    // not allowed here: the thread runs at the server's priority
  }
  port.on('message', async ({ id, input }: { id: number; input: In }) => {
    try {
      port.postMessage({ id, ok: true, value: await work(input) });
    } catch (err) {
      port.postMessage({ id, ok: false, error: String((err as Error)?.stack ?? err) });
    }
  });
}
