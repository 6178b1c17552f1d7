import { existsSync } from 'node:fs';
import { lint } from '../../engine/lint/index.js';
import type { SourceFile } from '../../engine/load.js';
import type { Problem } from '../../engine/problem.js';
import { twemoji } from '../../node/emoji-set.js';
import { definitionsDir, readSources } from '../../node/read-definitions.js';

// the shipped definitions, each broken by one edit an editor could make: the lint must answer at the edited line
export const shipped = readSources([definitionsDir]);
export const pathOf = (name: string) => shipped.find((s) => s.path.endsWith(`definitions/${name}`))!.path;

export interface Edit {
  file: string;
  /** the edit is made at the first `find` after this text (default: the top of the file) */
  after?: string;
  find: string;
  replace: string;
}

/** the shipped sources with one edit, and where it landed: the file, its line, and the column of `mark` on that line */
export function broken({ file, after = '', find, replace }: Edit, mark = replace) {
  const source = shipped.find((s) => s.path === pathOf(file))!;
  const from = source.text.indexOf(after);
  const at = source.text.indexOf(find, from);
  if (from < 0 || at < 0) throw new Error(`"${find}" is no longer in ${file}; update this test's edit`);
  const text = source.text.slice(0, at) + replace + source.text.slice(at + find.length);
  const line = text.slice(0, at).split('\n').length;
  const lineText = text.split('\n')[line - 1]!;
  const sources = shipped.map((s): SourceFile => (s === source ? { path: s.path, text } : s));
  return { sources, file: source.path, line, col: lineText.indexOf(mark) + 1, text };
}

export const lintAll = (sources: SourceFile[]): Problem[] => lint(sources, { exists: existsSync, emojiSet: twemoji() });
export const errors = (problems: Problem[]) => problems.filter((p) => p.severity === 'error');
export const lineOf = (text: string, part: string) => text.slice(0, text.indexOf(part)).split('\n').length;
