import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** the folder holding package.json, whether this runs from source (api/) or compiled (dist/server/api/) */
export function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const projectRoot = findRoot(import.meta.dirname);
