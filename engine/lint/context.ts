import type { EmojiSet } from '../display/emoji.js';
import type { LoadedFile, LoadResult } from '../load.js';
import { resultEntries } from '../evaluation/result-entries.js';
import type { DefinitionFile, Department } from '../schema/index.js';
import { reach } from './reach.js';
import { classPaths, pathReport, progressBreak } from '../proof/paths.js';
import { prove, type Failure } from '../proof/prove.js';
import type { LintContext, LintedDepartment, Proofs, Single } from './types.js';

/** a department's proofs, each run on first use and kept */
export function proofsOf(dept: Department): Proofs {
  const once = <T>(run: () => T): (() => T) => {
    let kept: { value: T } | undefined;
    return () => (kept ??= { value: run() }).value;
  };
  let failures: Failure[] | undefined;
  return {
    paths: once(() => pathReport(dept)),
    classPaths: once(() => classPaths(dept)),
    progress: once(() => progressBreak(dept)),
    failures: (model) => (failures ??= prove(model)),
  };
}

/** a department's result entries, reachable scores and proofs, worked out once per department */
export const lintedDepartment = (file: LoadedFile, dept: Department, proofs: Proofs = proofsOf(dept)): LintedDepartment => ({
  file,
  dept,
  entries: resultEntries(dept),
  reach: reach(dept),
  proofs,
});

/** sorts the loaded files by kind and works out each department's reachable scores once (or takes them from `linted`, a cache) */
export function lintContext(
  load: LoadResult,
  wholeSet: boolean,
  exists?: (path: string) => boolean,
  emojiSet?: EmojiSet,
  linted: (file: LoadedFile, dept: Department) => LintedDepartment = lintedDepartment,
): LintContext {
  const of = <K extends DefinitionFile['kind']>(kind: K): Single<Extract<DefinitionFile, { kind: K }>>[] =>
    load.files.flatMap((file) => (file.data?.kind === kind ? [{ file, data: file.data as Extract<DefinitionFile, { kind: K }> }] : []));
  const departments = of('department').map(({ file, data }) => linted(file, data));
  return { load, departments, sites: of('site'), quotes: of('quotes'), reports: of('reports'), wholeSet, exists, emojiSet };
}
