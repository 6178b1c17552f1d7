import { watch, type FSWatcher } from 'node:fs';
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { textHash } from './folder.js';

/** a file of the folder as it is now on disk: its text, or null when it went */
export interface DiskChange {
  path: string;
  text: string | null;
  hash: string | null;
}

/**
 * Follows the definitions folder (node:fs.watch, recursive) and tells each listener what a changed .yaml file now
 * holds; a burst of events for one file (an editor's save is often several) is told once, 50 ms after the last.
 */
export function watchFolder(dir: string): { listen(fn: (change: DiskChange) => void): () => void; close(): void } {
  const listeners = new Set<(change: DiskChange) => void>();
  const pending = new Map<string, NodeJS.Timeout>();
  const last = new Map<string, string | null>();
  let watcher: FSWatcher | undefined;
  const tell = (path: string) => {
    let text: string | null = null;
    try {
      text = readFileSync(join(dir, path), 'utf8');
    } catch {
      // gone (or renamed away): told as null
    }
    const hash = text === null ? null : textHash(text);
    if (last.get(path) === hash) return;
    last.set(path, hash);
    for (const fn of listeners) fn({ path, text, hash });
  };
  const start = () => {
    watcher = watch(dir, { recursive: true }, (_event, name) => {
      if (!name) return;
      const path = name.split(sep).join('/');
      if (!/\.ya?ml$/.test(path) || path.split('/').some((p) => p.startsWith('.'))) return;
      clearTimeout(pending.get(path));
      pending.set(
        path,
        setTimeout(() => {
          pending.delete(path);
          tell(path);
        }, 50),
      );
    });
  };
  return {
    listen(fn) {
      if (!watcher) start();
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    close() {
      watcher?.close();
      for (const t of pending.values()) clearTimeout(t);
    },
  };
}
