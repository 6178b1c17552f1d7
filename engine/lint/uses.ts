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
const where = (use: Pick<Use, 'file' | 'path'>): string => `${use.file.source.path} at ${pathToString(use.path) || 'the top'}`;

/** the other uses, as a message names them: "beta.yaml at routes.results and this file at session.answers" */
export const others = (use: Use, rest: readonly Use[], name: (other: Use) => string = where): string =>
  rest.map((o) => (o.file === use.file ? `this file at ${pathToString(o.path)}` : name(o))).join(' and ');

/**
 * Reports every use of a value used more than once, each naming the others: the file that was edited gets
 * a line of its own, whichever came first.
 */
export function conflicts(uses: readonly Use[], message: (use: Use, rest: Use[]) => string): Finding[] {
  const byValue = new Map<string, Use[]>();
  for (const use of uses) byValue.set(use.value, [...(byValue.get(use.value) ?? []), use]);
  return uses.flatMap((use) => {
    const same = byValue.get(use.value)!;
    return same.length > 1
      ? [
          error(
            use.file,
            use.path,
            message(
              use,
              same.filter((u) => u !== use),
            ),
          ),
        ]
      : [];
  });
}
