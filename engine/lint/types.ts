import type { LoadedFile, LoadResult } from '../load.js';
import type { Severity } from '../problem.js';
import type { EmojiSet } from '../display/emoji.js';
import type { Department, Quotes, Reports, Site } from '../schema/index.js';
import type { ResultEntry } from '../evaluation/result-entries.js';
import type { Reach } from './reach.js';
import type { Model } from '../evaluation/model.js';
import type { PathReport, ProgressBreak } from '../proof/paths.js';
import type { Failure } from '../proof/prove.js';

/** a department's proofs, each worked out on first use; they read its logic, never its texts */
export interface Proofs {
  paths(): PathReport;
  classPaths(): number;
  progress(): ProgressBreak | undefined;
  failures(model: Model): Failure[];
}

export type Path = (string | number)[];

/** a department that loaded far enough to be linted, with its reachable scores worked out once */
export interface LintedDepartment {
  file: LoadedFile;
  dept: Department;
  /** its result's entries, told apart once */
  entries: ResultEntry[];
  reach: Reach;
  /** its proofs over every path and answer set (the incremental lint shares them between texts of one logic) */
  proofs: Proofs;
}

/** one of the single files (site, quotes, reports) with where it came from */
export interface Single<T> {
  file: LoadedFile;
  data: T;
}

/** what every rule reads: the loaded files, precomputed once */
export interface LintContext {
  load: LoadResult;
  departments: LintedDepartment[];
  sites: Single<Site>[];
  quotes: Single<Quotes>[];
  reports: Single<Reports>[];
  /** false when only some files of a set are linted: rules that need the whole set stay quiet */
  wholeSet: boolean;
  /** whether a file exists, for the files a definition names or needs; without it those rules stay quiet */
  exists?: (path: string) => boolean;
  /** the emoji set the web app draws with; without it emoji-glyph stays quiet */
  emojiSet?: EmojiSet;
}

/** what a rule reports; the runner adds the rule id and the position */
export interface Finding {
  file: LoadedFile;
  path: Path;
  /** offset into the scalar at path, to point at a word inside a text */
  offset?: number;
  severity: Severity;
  message: string;
}

export type Check = (ctx: LintContext) => Finding[];

/** shorthands the rules use to report */
export const error = (file: LoadedFile, path: Path, message: string, offset?: number): Finding => ({
  file,
  path,
  offset,
  severity: 'error',
  message,
});
export const warning = (file: LoadedFile, path: Path, message: string, offset?: number): Finding => ({
  file,
  path,
  offset,
  severity: 'warning',
  message,
});

/** "a", "b" and "c" */
export const quoteList = (values: readonly (string | number)[]): string => values.map((v) => `"${v}"`).join(', ');
