import type { EmojiSet } from '../display/emoji.js';
import type { LoadResult } from '../load.js';
import { resultEntries } from '../evaluation/result-entries.js';
import type { DefinitionFile } from '../schema/index.js';
import { reach } from './reach.js';
import type { LintContext, Single } from './types.js';

/** sorts the loaded files by kind and works out each department's reachable scores once */
export function lintContext(load: LoadResult, wholeSet: boolean, exists?: (path: string) => boolean, emojiSet?: EmojiSet): LintContext {
  const of = <K extends DefinitionFile['kind']>(kind: K): Single<Extract<DefinitionFile, { kind: K }>>[] =>
    load.files.flatMap((file) => (file.data?.kind === kind ? [{ file, data: file.data as Extract<DefinitionFile, { kind: K }> }] : []));
  const departments = of('department').map(({ file, data }) => ({ file, dept: data, entries: resultEntries(data), reach: reach(data) }));
  return { load, departments, sites: of('site'), quotes: of('quotes'), reports: of('reports'), wholeSet, exists, emojiSet };
}
