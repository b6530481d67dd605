// How long a start takes until /readyz answers 200, on an existing data directory (a benchmark, not a test):
//   node bench/startup.mjs [runs=3]
// The embedded default: a first start makes the data directory with the demo data (not counted), then `npm start`
// (which first checks that the web app and the compiled server are built) and `npm run start:prod` (no check) are
// each started `runs` times on it. Prints a markdown table of the times.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const runs = Number(process.argv[2] ?? 3);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tedarik-startup-'));
const port = 3980;

/** Starts `npm run <script>`, returns the ms until /readyz is 200, then stops it. */
async function timedStart(script) {
  const began = performance.now();
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group: npm and the server stop together
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${script} exited at start`);
      if ((await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.ok) break;
      if (performance.now() - began > 120_000) throw new Error(`${script} was not ready in 120 s`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return performance.now() - began;
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  }
}

try {
  const first = await timedStart('start');
  console.log(`first start (new data directory, migrations, demo data): ${Math.round(first)} ms\n`);
  console.log('| start | runs | fastest | slowest |\n|---|---|---|---|');
  for (const [label, script] of [
    ['`npm start` (build check, compiled server)', 'start'],
    ['`npm run start:prod` (compiled server)', 'start:prod'],
  ]) {
    const times = [];
    for (let i = 0; i < runs; i++) times.push(await timedStart(script));
    console.log(`| ${label} | ${runs} | ${Math.round(Math.min(...times))} ms | ${Math.round(Math.max(...times))} ms |`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
