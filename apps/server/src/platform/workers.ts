// WORKERS > 1: this process only supervises; that many workers (node:cluster) each run the whole server and share the
// port, which the primary hands out in turn. Each worker migrates under the database-wide lock (so once), and shares
// sessions, rate limits and cache invalidations through PostgreSQL and Redis like separate machines would.
// A worker that dies is replaced; one that dies within 10 s of its start, 5 times running, stops everything (a
// configuration or database problem that restarting cannot mend). SIGTERM / SIGINT stop every worker gracefully.
import cluster, { type Worker } from 'node:cluster';

const QUICK_DEATH_MS = 10_000;
const MAX_QUICK_DEATHS = 5;

export function superviseWorkers(count: number, log = (line: string) => console.error(`[primary] ${line}`)) {
  let stopping = false;
  let quickDeaths = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(); // with exitCode: 1 when stopping because workers kept ending
      return;
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    log(`worker ${worker.process.pid} ended (${signal ?? `code ${code}`}) after ${Math.round(lived / 1000)} s`);
    if (quickDeaths >= MAX_QUICK_DEATHS) {
      log(`workers keep ending at start; stopping`);
      stop();
      process.exitCode = 1;
      return;
    }
    fork();
  });

  function stop() {
    if (stopping) return;
    stopping = true;
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    if (startedAt.size === 0) process.exit();
    setTimeout(() => process.exit(1), 20_000).unref(); // a worker's own shutdown gives up after 15 s
  }
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  log(`starting ${count} workers (process ${process.pid})`);
  for (let i = 0; i < count; i++) fork();
}
