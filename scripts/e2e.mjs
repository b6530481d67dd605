// Browser journeys: start the real server, compiled as `npm run start:prod` runs it (built first when needed), on a
// fresh, empty DATA_DIR (demo data seeds itself) and TCMB's bulletin served from a recorded file, wait until it is ready,
// run the Playwright journeys in e2e/ with Vitest, stop the server. Exits non-zero on any failure.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'tedarik-e2e-'));
const port = String(3900 + Math.floor(Math.random() * 90));
const baseUrl = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  // each browser context says which visitor it is (e2e/browser.ts): rate limits count per visitor, as in production
  TRUST_PROXY: '1',
  DATA_DIR: dataDir,
  PUBLIC_URL: baseUrl,
  LOG_LEVEL: 'warn',
  // a journey moves the server's time forward by writing here (e2e/kit.ts moveClock)
  CLOCK_SHIFT_FILE: path.join(dataDir, 'clock-shift'),
  // a journey's own webhook receiver listens on 127.0.0.1 over http:// (e2e/webhooks.e2e.ts; config.ts)
  WEBHOOKS_ALLOW_LOOPBACK: '1',
};
delete env.DATABASE_URL;
delete env.ADMIN_PASSWORD;
delete env.ADMIN_USER;

// TCMB's bulletin (TCMB_URL): the one recorded for the rates tests, served from here, so that the offer comparison
// has its USD and EUR rates. It is dated 27.11.2026; a comparison takes the newest bulletin on or before its day, so
// it is this one on any later day (the server refuses a bulletin dated after its own day).
const bulletin = readFileSync(path.join(root, 'apps/server/test/tcmb/today-2026-11-27.xml'));
const tcmb = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
  res.end(bulletin);
});
await new Promise((resolve) => tcmb.listen(0, '127.0.0.1', () => resolve(undefined)));
env.TCMB_URL = `http://127.0.0.1:${tcmb.address().port}/kurlar/today.xml`;

execSync('node scripts/build-if-needed.mjs --server', { cwd: root, stdio: 'inherit' });
// no .env: the journeys run on their own settings
const server = spawn('node', ['apps/server/dist/main.mjs'], { cwd: root, env, stdio: 'inherit', detached: true });
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
};

let code = 1;
try {
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited before it was ready');
    if (Date.now() - started > 180_000) throw new Error('the server was not ready after 180 s');
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const run = spawn('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  code = await new Promise((resolve) => run.on('exit', (c) => resolve(c ?? 1)));
} catch (err) {
  console.error(err.message);
} finally {
  stop();
  tcmb.close();
  await new Promise((r) => setTimeout(r, 1500));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
