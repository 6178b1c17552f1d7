import { linkSync, mkdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists, under another user
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** DATA_DIR cannot hold this server's files: which folder, and what the system said */
export function unusable(dir: string, e: unknown): Error {
  const error = e as NodeJS.ErrnoException;
  const why = {
    EEXIST: 'it is a file, not a folder',
    ENOTDIR: 'part of the path is a file, not a folder',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EROFS: 'the file system is read-only',
  }[error.code ?? ''];
  return new Error(
    `DATA_DIR ${resolve(dir)} cannot be used as this server's data folder (${why ?? error.message}): give DATA_DIR a folder this user can write`,
  );
}

/** the process id a lock file names: NaN for one that names none, undefined once it is gone */
function readPid(file: string): number | undefined {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/** runs `take` while holding the takeover folder, so two servers never replace one stale lock together */
function underTakeover<T>(dir: string, take: () => T): T | undefined {
  const mutex = join(dir, 'server.pid.takeover');
  try {
    mkdirSync(mutex);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw unusable(dir, e);
    // a takeover left by a server that died inside it (milliseconds long) is cleared after a while
    const since = statSync(mutex, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - since > 5000) rmSync(mutex, { recursive: true, force: true });
    return undefined;
  }
  try {
    return take();
  } finally {
    rmSync(mutex, { recursive: true, force: true });
  }
}

/**
 * Claims a data folder for this process: the embedded database and the journal take one server only. The lock
 * file appears whole or not at all (written aside, then linked into place), and a lock left by a server that
 * was killed (its process is gone) is replaced under a takeover folder, so of servers starting together on one
 * folder exactly one runs. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'server.pid');
  const mine = join(dir, `server.pid.${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(mine, `${process.pid}\n`);
  } catch (e) {
    throw unusable(dir, e);
  }
  const claim = (): boolean => {
    try {
      linkSync(mine, file);
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw unusable(dir, e);
      return false;
    }
  };
  try {
    for (let waited = 0; !claim(); waited++) {
      const pid = readPid(file);
      if (pid === undefined) continue; // released meanwhile: claim again
      if (Number.isInteger(pid) && pid !== process.pid && alive(pid)) {
        throw new Error(`the data folder ${resolve(dir)} is in use by another server (process ${pid}); stop it, or give this one another DATA_DIR`);
      }
      // stale: its server is gone; replace it only if it is still the same stale file once the takeover is ours
      const took = underTakeover(dir, () => {
        const now = readPid(file);
        if (now !== undefined && now !== pid && !Number.isNaN(pid)) return false;
        rmSync(file, { force: true });
        return claim();
      });
      if (took) break;
      if (waited > 200) throw new Error(`the data folder ${resolve(dir)} is being claimed by another server; try again`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  } finally {
    rmSync(mine, { force: true });
  }
  return () => {
    try {
      if (readPid(file) === process.pid) unlinkSync(file);
    } catch {
      // already gone
    }
  };
}
