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
  // the last of what it wrote, for the error of a start that failed (a test reading stderr gets it all the same)
  let said = '';
  const listen = (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-3000);
  };
  child.stderr?.on('data', listen);
  const fail = (why: string) => {
    child.kill('SIGKILL');
    return new Error(`${why}; /readyz last answered ${lastAnswer}; the process wrote:\n${said}`);
  };
  let lastAnswer = 'nothing';
  return new Promise((resolve, reject) => {
    const until = Date.now() + 90_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(fail('the server exited at start'));
      const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch((err: Error) => err);
      if (!(res instanceof Error) && res.ok) {
        child.stderr?.off('data', listen);
        return resolve(child);
      }
      lastAnswer = res instanceof Error ? String(res.cause ?? res.message) : `${res.status} ${await res.text()}`;
      if (Date.now() > until) return reject(fail('the server was not ready in 90 s'));
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
