import type { EmojiSet } from '../display/emoji.js';
import { loadDefinitions, type SourceFile } from '../load.js';
import { pathToString, type Problem } from '../problem.js';
import { acknowledge } from './acknowledge.js';
import { lintContext } from './context.js';
import type { LintContext } from './types.js';
import { rules, type RuleId } from './rules.js';

export { rules, type RuleId } from './rules.js';

export interface LintOptions {
  /** the files are a whole definitions folder: also check that site, quotes and reports exist and links resolve */
  wholeSet?: boolean;
  /** whether a file exists (relative paths from the working folder): checks $schema lines and personas files */
  exists?: (path: string) => boolean;
  /** the emoji set the web app draws with (node/emoji-set.ts reads it): checks every emoji and icon */
  emojiSet?: EmojiSet;
}

const bySeverity = { error: 0, warning: 1 } as const;

/**
 * The findings of some of the lint's rules over a context, each placed at its file, line and column (not yet acknowledged).
 * @example runRules(lintContext(load, false), ['unreachable-step']).map((p) => p.line)
 */
export function runRules(ctx: LintContext, ids: readonly RuleId[]): Problem[] {
  return ids.flatMap((rule) =>
    rules[rule].check(ctx).map((f) => ({
      file: f.file.source.path,
      ...f.file.at(f.path, f.offset),
      severity: f.severity,
      rule,
      message: f.message,
      path: pathToString(f.path),
    })),
  );
}

/**
 * Loads the definitions and runs every rule over them: load problems first, then cross-file, department, score,
 * band and text rules; warnings a file acknowledges stay listed with their reason. Pure: no files, no console.
 * @example lint([{ path: 'definitions/team.yaml', text }], { wholeSet: false }).filter((p) => p.severity === 'error')
 */
export function lint(sources: SourceFile[], { wholeSet = true, exists, emojiSet }: LintOptions = {}): Problem[] {
  const load = loadDefinitions(sources);
  const ctx = lintContext(load, wholeSet, exists, emojiSet);
  const found = runRules(ctx, Object.keys(rules) as RuleId[]);
  return ordered(acknowledge([...load.problems, ...found], load.files), sources);
}

/** problems in the lint's order: by the file's place among the sources, then line, column, errors first (stable otherwise) */
export function ordered(problems: Problem[], sources: readonly SourceFile[]): Problem[] {
  const order = new Map(sources.map((s, i) => [s.path, i]));
  return problems.sort(
    (a, b) => (order.get(a.file) ?? -1) - (order.get(b.file) ?? -1) || a.line - b.line || a.col - b.col || bySeverity[a.severity] - bySeverity[b.severity],
  );
}
