// npm run faults — the fault suite of issue 15 in one command (they also run in CI, as part of `npm test` on PGlite
// and again on PostgreSQL + Redis). Loopback only, bounded in time:
//   embedded default: SIGKILL and SIGTERM under writes, mail/SMS gateway away (outbox), storage away (S3 stopped),
//                     Redis away;
//   PostgreSQL + Redis (127.0.0.1:5432 and :6379, or PG_ADMIN_URL / REDIS_URL): the database away and back, a connection
//                     lost inside a transaction, Redis cut away and back, several processes started together.
// The load runs (200 connections, PostgreSQL restarted under load) are `npm run load`.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const files = [
  'apps/server/src/process.test.ts',
  'apps/server/src/outage.test.ts',
  'apps/server/src/platform/outbox.test.ts',
  'apps/server/src/platform/storage-s3.test.ts',
  'apps/server/src/platform/rate-limit.test.ts',
  'apps/server/src/platform/cache.test.ts',
];
const vitest = (env) => {
  const { TEST_DATABASE_URL, TEST_REDIS_URL, ...rest } = process.env; // the embedded run has neither
  return spawnSync('npx', ['vitest', 'run', ...files], { stdio: 'inherit', env: { ...rest, ...env } }).status ?? 1;
};
const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true));
    socket.on('error', () => resolve(false));
  });

console.log('--- faults on the embedded default');
let failed = vitest({});

if ((await listening(5432)) && (await listening(6379))) {
  console.log('--- faults on PostgreSQL and Redis');
  const db = `tedarik_faults_${process.pid}`;
  spawnSync('node', ['scripts/pg-database.mjs', 'create', db], { stdio: 'inherit' });
  try {
    failed ||= vitest({
      TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}`,
      TEST_REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    });
  } finally {
    spawnSync('node', ['scripts/pg-database.mjs', 'drop', db], { stdio: 'inherit' });
  }
} else console.log('--- no PostgreSQL on 127.0.0.1:5432 or no Redis on :6379: their faults are skipped');
process.exit(failed);
