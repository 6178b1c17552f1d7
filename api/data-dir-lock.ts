import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
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
  const why = { EEXIST: 'it is a file, not a folder', ENOTDIR: 'part of the path is a file, not a folder', EACCES: 'permission denied', EPERM: 'permission denied', EROFS: 'the file system is read-only' }[error.code ?? ''];
  return new Error(`DATA_DIR ${resolve(dir)} cannot be used as this server's data folder (${why ?? error.message}): give DATA_DIR a folder this user can write`);
}

/**
 * Claims a data folder for this process: the embedded database and the journal take one server only. A lock
 * left by a server that was killed (its process is gone) is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'server.pid');
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw unusable(dir, e);
  }
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw unusable(dir, e);
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(pid) && pid !== process.pid && alive(pid)) {
        throw new Error(`the data folder ${resolve(dir)} is in use by another server (process ${pid}); stop it, or give this one another DATA_DIR`);
      }
      // stale: its server is gone
      unlinkSync(file);
    }
  }
  return () => {
    try {
      if (Number.parseInt(readFileSync(file, 'utf8'), 10) === process.pid) unlinkSync(file);
    } catch {
      // already gone
    }
  };
}
