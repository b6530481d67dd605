// PGlite does not lock its data directory: a second process on the same DATA_DIR would corrupt it, so refuse
// (issue 47 item 24). A process id alone said too much: a server killed with SIGKILL is a zombie until its parent reaps
// it, and in a container another process takes the same id after a restart — both answered `kill(pid, 0)`, and the
// next start was refused for ever. So the lock is `proper-lockfile`'s: a directory DATA_DIR/server.lock whose time is
// refreshed while the server lives and is stale STALE_MS after it stops. To start at once after a crash, the holder
// it names (DATA_DIR/server.owner) is looked at first: on this machine and in this process namespace, a holder that
// is gone, a zombie or another process under its id makes the lock stale at once, and a live one refuses at once.
// Elsewhere (another container on a shared volume, a system without /proc) the start waits until the lock is fresh or
// stale, at most STALE_MS.
import { readFileSync, readlinkSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

const STALE_MS = 10_000;
const UPDATE_MS = 2_000;

/** Who holds the lock: its process and what tells that process apart from a later one under the same id. */
type Owner = { pid: number; started: string | null; namespace: string | null; boot: string | null; host: string };
type Lock = { ino: number; owner: Owner };

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
};
/** Linux: the process's state letter and its start time since boot (fields 3 and 22 of /proc/<pid>/stat). */
function procStat(pid: number | 'self') {
  const stat = read(`/proc/${pid}/stat`);
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields ? { state: fields[0], started: fields[19] } : null;
}
const namespaceOf = () => {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
};

function me(): Owner {
  return {
    pid: process.pid,
    started: procStat('self')?.started ?? null,
    namespace: namespaceOf(),
    boot: read('/proc/sys/kernel/random/boot_id'),
    host: hostname(),
  };
}

/** 'gone', 'alive', or 'unknown' when the holder cannot be seen from here (another machine or container). */
function holderState(owner: Owner): 'gone' | 'alive' | 'unknown' {
  const here = me();
  if (owner.namespace && owner.boot) {
    if (owner.namespace !== here.namespace || owner.boot !== here.boot) return 'unknown';
    const now = procStat(owner.pid);
    if (!now || now.state === 'Z' || now.state === 'X' || now.started !== owner.started) return 'gone';
    return 'alive';
  }
  if (owner.host !== here.host) return 'unknown';
  try {
    process.kill(owner.pid, 0);
    return 'unknown'; // there, but perhaps another process under the id: the lock's time decides
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH' ? 'gone' : 'unknown';
  }
}

/** The current lock's holder, when the record describes this lock directory (not one before it). */
function currentLock(lockDir: string, ownerFile: string): Lock | null {
  try {
    const lock = JSON.parse(readFileSync(ownerFile, 'utf8')) as Lock;
    return statSync(lockDir).ino === lock.ino ? lock : null;
  } catch {
    return null;
  }
}

/**
 * A lock file of the servers before this lock (a process id): removed when that process is gone, else it holds (a
 * server of the older version runs there).
 */
function dropOlderLock(lockDir: string, dataDir: string) {
  try {
    if (!statSync(lockDir).isFile()) return;
  } catch {
    return;
  }
  const pid = Number(read(lockDir));
  try {
    if (pid) process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return rmSync(lockDir, { force: true });
  }
  if (pid) throw refusal(pid, dataDir);
  rmSync(lockDir, { force: true });
}

const refusal = (pid: number | string, dataDir: string) =>
  new Error(`Another server (pid ${pid}) is using ${dataDir}. Stop it or choose another DATA_DIR.`);

/**
 * Takes DATA_DIR's lock; answers its release. Throws when another live server holds it. `onLost`: the lock was taken
 * from this process (it stopped refreshing it past STALE_MS and another took over); the server must stop.
 */
export async function lockDataDir(dataDir: string, onLost: (err: Error) => void): Promise<() => void> {
  const lockDir = path.join(dataDir, 'server.lock');
  const ownerFile = path.join(dataDir, 'server.owner');
  dropOlderLock(lockDir, dataDir);
  const held = currentLock(lockDir, ownerFile);
  const state = held ? holderState(held.owner) : 'unknown';
  if (held && state === 'alive' && held.owner.pid !== process.pid) throw refusal(held.owner.pid, dataDir);
  // a holder that is gone: its lock is stale now, and proper-lockfile takes it over as any stale lock (checked again
  // just before: another server starting with this one may have taken it over first)
  const still = currentLock(lockDir, ownerFile)?.owner;
  if (held && state === 'gone' && still?.pid === held.owner.pid && still.started === held.owner.started)
    utimesSync(lockDir, new Date(0), new Date(0));
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: lockDir,
      realpath: false,
      stale: STALE_MS,
      update: UPDATE_MS,
      // a holder this process cannot see: its lock is refreshed while it lives, so wait until it is stale
      retries: state === 'gone' ? 0 : { retries: Math.ceil(STALE_MS / 500) + 2, factor: 1, minTimeout: 500 },
      onCompromised: onLost,
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    throw refusal(currentLock(lockDir, ownerFile)?.owner.pid ?? 'unknown', dataDir);
  }
  writeFileSync(ownerFile, JSON.stringify({ ino: statSync(lockDir).ino, owner: me() } satisfies Lock));
  return () => void release().catch(() => {});
}
