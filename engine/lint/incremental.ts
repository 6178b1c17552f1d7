import { assembleLoad, sourceCache, type LoadedFile, type LoadedSource, type LoadResult, type SourceFile } from '../load.js';
import type { Problem } from '../problem.js';
import type { Department } from '../schema/index.js';
import { acknowledge } from './acknowledge.js';
import { sourceTexts } from '../i18n/translate.js';
import { lintContext, lintedDepartment, proofsOf } from './context.js';
import { ordered, runRules, type LintOptions } from './index.js';
import { rules, type RuleId } from './rules.js';
import { ruleScopes, type RuleScope } from './scopes.js';
import type { LintedDepartment, Proofs } from './types.js';

/** one file as last seen: its load, its department's linted form and its own rules' findings, kept while its text stays */
interface Part {
  loaded: LoadedSource;
  /** the `file` rules' findings, by rule, worked out on first use */
  found?: Map<RuleId, Problem[]>;
}

/** a source file and its translations (files of one name) with the site files, and the `translations` rules' findings in them */
interface Group {
  members: Part[];
  found: Map<RuleId, Problem[]>;
}

const ids = Object.keys(rules) as RuleId[];
const scoped = (scope: RuleScope) => ids.filter((id) => ruleScopes[id] === scope);
const baseName = (path: string) => path.split(/[\\/]/).at(-1)!;

/** a department with every text a visitor reads blanked: two departments alike but for their texts share it, and their proofs */
function logicKey(dept: Department): string {
  const copy = structuredClone(dept) as unknown as Record<string | number, unknown>;
  for (const { path } of sourceTexts(dept)) {
    let node = copy;
    for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
    node[path.at(-1)!] = '';
  }
  return JSON.stringify(copy);
}

export interface IncrementalLint {
  /** the findings of lint(sources) exactly, working out again only what the changed texts can change */
  lint(sources: SourceFile[]): Problem[];
  /** loadDefinitions(sources), loading again only the changed files */
  load(sources: SourceFile[]): LoadResult;
}

/**
 * A lint that keeps what it found per file and per group of files, keyed by their texts: after an edit of one file it
 * loads that file alone, runs the rules that read only that file over it, the translation rules over its group, and
 * the few rules that read the whole folder (cheap) over everything. Its findings always equal lint()'s over the same
 * sources and options (engine/lint/incremental.test.ts edits the shipped files to hold it).
 * @example const linter = incrementalLint({ exists }); linter.lint(sources); linter.lint(edited) // only the edited file again
 */
export function incrementalLint({ wholeSet = true, exists, emojiSet }: LintOptions = {}): IncrementalLint {
  const loadAll = sourceCache();
  const parts = new WeakMap<LoadedSource, Part>();
  let groups = new Map<string, Group>();
  const linted = new WeakMap<Department, LintedDepartment>();
  // the proofs (every path, every answer set) by the department's logic: typing in a text proves nothing again; kept
  // for the departments of the last run only
  let proofs = new Map<string, Proofs>();
  let proofsNow = new Map<string, Proofs>();
  const keys = new WeakMap<Department, string>();
  const lintedOf = (file: LoadedFile, dept: Department) => {
    const key = keys.get(dept) ?? keys.set(dept, logicKey(dept)).get(dept)!;
    const known = linted.get(dept);
    const shared = known?.proofs ?? proofsNow.get(key) ?? proofs.get(key) ?? proofsOf(dept);
    proofsNow.set(key, shared);
    return known ?? linted.set(dept, lintedDepartment(file, dept, shared)).get(dept)!;
  };
  const contextOf = (members: readonly Part[]) => lintContext(assembleLoad(members.map((p) => p.loaded)), wholeSet, exists, emojiSet, lintedOf);
  const byRule = (problems: Problem[], keep: (p: Problem) => boolean = () => true) => {
    const out = new Map<RuleId, Problem[]>();
    for (const p of problems) {
      if (!keep(p)) continue;
      const list = out.get(p.rule as RuleId);
      if (list) list.push(p);
      else out.set(p.rule as RuleId, [p]);
    }
    return out;
  };

  /** the parts of these sources, loading only the files whose text changed since the last call */
  const update = (sources: SourceFile[]): Part[] => loadAll(sources).map((loaded) => parts.get(loaded) ?? parts.set(loaded, { loaded }).get(loaded)!);

  const fileFindings = (part: Part) => (part.found ??= byRule(runRules(contextOf([part]), scoped('file'))));

  /** each group's findings, worked out again only when one of its members (or a site file) changed */
  const groupFindings = (list: Part[]): Group[] => {
    const sites = list.filter((p) => p.loaded.file.data?.kind === 'site');
    const names = new Map<string, Part[]>();
    for (const p of list) {
      const name = baseName(p.loaded.file.source.path);
      names.set(name, [...(names.get(name) ?? []), p]);
    }
    const next = new Map<string, Group>();
    for (const [name, own] of names) {
      const members = list.filter((p) => own.includes(p) || sites.includes(p));
      const last = groups.get(name);
      const same = last && last.members.length === members.length && last.members.every((p, i) => p === members[i]);
      const paths = new Set(own.map((p) => p.loaded.file.source.path));
      next.set(name, same ? last : { members, found: byRule(runRules(contextOf(members), scoped('translations')), (p) => paths.has(p.file)) });
    }
    groups = next;
    return [...next.values()];
  };

  return {
    load: (sources) => assembleLoad(update(sources).map((p) => p.loaded)),
    lint(sources) {
      const list = update(sources);
      proofs = proofsNow;
      proofsNow = new Map();
      const ctx = contextOf(list);
      const folder = byRule(runRules(ctx, scoped('folder')));
      const perFile = list.map(fileFindings);
      const perGroup = groupFindings(list).map((g) => g.found);
      // rule by rule, as lint() lists them before its stable sort
      const found = ids.flatMap((id) => {
        const scope = ruleScopes[id];
        if (scope === 'folder') return folder.get(id) ?? [];
        return (scope === 'file' ? perFile : perGroup).flatMap((m) => m.get(id) ?? []);
      });
      return ordered(acknowledge([...ctx.load.problems, ...found], ctx.load.files), sources);
    },
  };
}
