// The compiled server as the benchmarks run it (built first when missing), on a temporary data directory.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Starts `apps/server/dist/main.mjs` with `env` (PATH, HOST, PORT and DATA_DIR are set), and resolves once /readyz
 * answers 200. `stop()` ends it and removes its data directory, unless `options.dataDir` named one to use (kept, so that
 * a later start finds the same embedded database); `options.nodeArgs` are Node's own options for the server.
 * @param {number} port @param {Record<string, string>} env @param {{ dataDir?: string, nodeArgs?: string[] }} options
 */
export async function startServer(port, env = {}, options = {}) {
  const compiled = path.join(root, 'apps/server/dist/main.mjs');
  if (!existsSync(compiled)) spawnSync('node', ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tedarik-bench-'));
  // with the young generation of `npm run start:prod` (docs/performance.md, 0020); BENCH_NODE_ARGS adds Node's own options, such
  // as `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the server while a benchmark loads it
  const extra = [...(options.nodeArgs ?? []), ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  const child = spawn('node', ['--max-semi-space-size=64', ...extra, compiled], {
    cwd: root,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 2, 'inherit'], // its log goes to stderr: stdout is the benchmark's table
  });
  const stop = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; !(await fetch(`${base}/readyz`).catch(() => undefined))?.ok; i++) {
    if (i > 300 || child.exitCode !== null) {
      await stop();
      throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, child, stop };
}
