// The long fuzz run: `node scripts/fuzz.mjs [requests] [seed]` (default 20,000 requests, a random seed) runs the
// fuzz test of every route (apps/server/src/fuzz.test.ts) with that many hostile requests. Add TEST_DATABASE_URL
// to run it on PostgreSQL. Exits non-zero on any 5xx, slow or English answer, printing the seed to replay it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const requests = process.argv[2] ?? '20000';
const seed = process.argv[3] ?? String(Math.floor(Math.random() * 2 ** 31));
console.log(`fuzz: ${requests} requests, seed ${seed}`);
const result = spawnSync('npx', ['vitest', 'run', 'apps/server/src/fuzz.test.ts'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  env: { ...process.env, FUZZ_REQUESTS: requests, FUZZ_SEED: seed },
  stdio: 'inherit',
});
if (result.status !== 0) console.error(`fuzz failed; replay with: node scripts/fuzz.mjs ${requests} ${seed}`);
process.exit(result.status ?? 1);
