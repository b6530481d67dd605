// `npm start` builds the web app only when it is missing or older than its sources; with `--server`, the compiled
// server of `npm run start:prod` (apps/server/dist) too. A machine where both are built starts without building.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

/** Runs `command` when `output` is missing or older than any of `sources`. */
function buildIfOlder(output, sources, what, command) {
  const builtAt = existsSync(path.join(root, output)) ? statSync(path.join(root, output)).mtimeMs : 0;
  if (!sources.some((s) => newest(path.join(root, s)) > builtAt)) return;
  console.log(`Building ${what}…`);
  execSync(command, { cwd: root, stdio: 'inherit' });
}

const contract = 'packages/contract/src';
// the server's page renderer (dist-ssr) is the web build's last output
buildIfOlder(
  'apps/web/dist-ssr/entry-server.js',
  ['apps/web/src', 'apps/web/build', 'apps/web/index.html', 'apps/web/vite.config.ts', contract],
  'the web app',
  'npm run build -w apps/web',
);
if (process.argv.includes('--server'))
  buildIfOlder(
    'apps/server/dist/main.mjs',
    ['apps/server/src', contract],
    'the server',
    'node scripts/build-server.mjs',
  );
