import type { LoadedFile } from '../load.js';
import { pathToString } from '../problem.js';
import { error, type Finding, type Path } from './types.js';

/** one place where a value that must be unique (a route, an id, a key) is used */
export interface Use {
  value: string;
  file: LoadedFile;
  path: Path;
}

/** where a use stands, for a message: definitions/hr.yaml at routes.landing */
export const where = (use: Pick<Use, 'file' | 'path'>): string => `${use.file.source.path} at ${pathToString(use.path) || 'the top'}`;

/** reports every use of a value after its first, naming where it was first used */
export function conflicts(uses: readonly Use[], message: (use: Use, first: Use) => string): Finding[] {
  const first = new Map<string, Use>();
  const out: Finding[] = [];
  for (const use of uses) {
    const earlier = first.get(use.value);
    if (earlier) out.push(error(use.file, use.path, message(use, earlier)));
    else first.set(use.value, use);
  }
  return out;
}
