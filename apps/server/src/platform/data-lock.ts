// PGlite does not lock its data directory: a second process on the same DATA_DIR would corrupt it, so refuse.
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes DATA_DIR/server.lock; returns its release. Throws when another live process holds it. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && alive(pid))
        throw new Error(`Another server (pid ${pid}) is using ${dataDir}. Stop it or choose another DATA_DIR.`);
      rmSync(file, { force: true }); // a stale lock from a process that died
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
