// Real server processes for the tests that need an OS process (signals, several processes on one database): the
// TypeScript server through tsx, as `npm run dev` runs it, on the environment the test gives.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Starts a server on `port` with `env` (DATA_DIR at least; PATH, PORT, HOST, DEMO_DATA=off and LOG_LEVEL=warn are
 * set unless given), and resolves once /readyz answers 200. Its stderr is a pipe the test may read.
 */
export function startProcess(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const until = Date.now() + 90_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error('the server exited at start'));
      if ((await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.ok) return resolve(child);
      if (Date.now() > until) return reject(new Error('the server was not ready in 90 s'));
      setTimeout(poll, 200);
    };
    poll();
  });
}

/** The process's exit code once it has exited (null when a signal ended it). */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.exitCode)
      : child.once('exit', (code) => resolve(code)),
  );
