// The embedded database's directory lock (issue 47 item 24): a server killed with SIGKILL is started again at once,
// ten times in a row — also while the killed one is a zombie its parent has not reaped yet (a supervisor, a
// container's init), whose process id still answers — and a second live server on the same DATA_DIR is refused.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited, root } from '../test/processes';

let dataDir: string;
const parents: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tedarik-lock-'));
});
afterAll(async () => {
  for (const p of parents) p.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

const env = (port: number) => ({
  PATH: process.env.PATH,
  PORT: String(port),
  HOST: '127.0.0.1',
  DEMO_DATA: 'off',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: 'Kilit-Testi-2026',
});

/**
 * A server whose parent never reaps it (a shell that starts it and becomes `sleep`): once killed it stays a zombie,
 * its process id alive to `kill(pid, 0)`. Resolves with its process id once /readyz answers, or with what it said
 * on exit when it exits first.
 */
function startUnreaped(port: number): Promise<{ pid: number } | { refused: string }> {
  const server = `'${process.execPath}' --import tsx apps/server/src/main.ts`;
  const parent = spawn('sh', ['-c', `${server} 2>"$ERR" & echo $!; exec sleep 600`], {
    cwd: root,
    env: { ...env(port), ERR: path.join(dataDir, `err-${port}.txt`) },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  parents.push(parent);
  return new Promise((resolve, reject) => {
    parent.stdout?.once('data', (chunk: Buffer) => {
      const pid = Number(chunk.toString().trim());
      const until = Date.now() + 60_000;
      const poll = async () => {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.ok) return resolve({ pid });
        if (!isRunning(pid))
          return resolve({ refused: await readFile(path.join(dataDir, `err-${port}.txt`), 'utf8').catch(() => '') });
        if (Date.now() > until) return reject(new Error('the server was not ready in 60 s'));
        setTimeout(poll, 100);
      };
      poll();
    });
  });
}

/** running or sleeping, not a zombie */
function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) [ZX]/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

describe.skipIf(process.env.TEST_DATABASE_URL || process.platform === 'win32')('the DATA_DIR lock', () => {
  it('lets a server killed with SIGKILL be started again at once, ten times in a row, zombie or not', async () => {
    const port = 4300 + Math.floor(Math.random() * 100);
    let server = await startUnreaped(port);
    const took: number[] = [];
    for (let i = 0; i < 10; i++) {
      if (!('pid' in server)) throw new Error(`start ${i} refused: ${server.refused}`);
      process.kill(server.pid, 'SIGKILL');
      const started = Date.now();
      server = await startUnreaped(port); // at once: the killed one is still a zombie
      expect('pid' in server ? 'started' : server.refused, `restart ${i + 1}`).toBe('started');
      took.push(Date.now() - started);
    }
    if ('pid' in server) process.kill(server.pid, 'SIGKILL');
    console.log(`restarts after SIGKILL took ${took.join(', ')} ms`);
  }, 300_000);

  it('refuses a second live server on the same DATA_DIR at once', async () => {
    const port = 4400 + Math.floor(Math.random() * 100);
    const first = await startUnreaped(port);
    expect('pid' in first).toBe(true);
    const started = Date.now();
    const second = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: env(port + 1),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let said = '';
    second.stderr?.on('data', (c: Buffer) => {
      said += c.toString();
    });
    expect(await exited(second)).toBe(1);
    expect(said).toMatch(/Another server \(pid \d+\) is using/);
    expect(Date.now() - started).toBeLessThan(15_000);
    // the first one still serves
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).ok).toBe(true);
    if ('pid' in first) process.kill(first.pid, 'SIGTERM');
  }, 120_000);
});
