import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { departmentImpact, type DepartmentImpact } from '../engine/impact/department.js';
import { languageImpact, type LanguageTexts } from '../engine/impact/languages.js';
import { replay, type Stored } from '../engine/impact/replay.js';
import { loadDefinitions, type SourceFile } from '../engine/load.js';
import type { Model } from '../engine/evaluation/model.js';

/** git with fixed arguments, never a shell: the ref is one argument of its own */
export const git = (cwd: string, args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });

/** the .yaml paths of the targets, in the working tree or at the base */
function paths(cwd: string, root: string, base: string, targets: string[]): string[] {
  const found = new Set<string>();
  for (const t of targets) {
    const abs = resolve(cwd, t);
    const folder = existsSync(abs) ? statSync(abs).isDirectory() : git(cwd, ['ls-tree', '--name-only', base, '--', `${relative(root, abs)}/`]).trim() !== '';
    if (!folder) {
      found.add(relative(cwd, abs));
      continue;
    }
    if (existsSync(abs)) for (const f of readdirSync(abs)) if (/\.ya?ml$/.test(f)) found.add(relative(cwd, join(abs, f)));
    for (const f of git(cwd, ['ls-tree', '--name-only', base, '--', `${relative(root, abs)}/`]).split('\n')) {
      if (/\.ya?ml$/.test(f)) found.add(relative(cwd, join(root, f)));
    }
  }
  return [...found].sort();
}

// a folder of translations is named by its language code (definitions/es, definitions/pt-BR)
const languageFolder = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** the .yaml paths in the language folders of the folder targets, in the working tree or at the base */
function languagePaths(cwd: string, root: string, base: string, targets: string[]): string[] {
  const found = new Set<string>();
  for (const t of targets) {
    const abs = resolve(cwd, t);
    if (existsSync(abs) && statSync(abs).isDirectory())
      for (const d of readdirSync(abs, { withFileTypes: true }))
        if (d.isDirectory() && languageFolder.test(d.name))
          for (const f of readdirSync(join(abs, d.name))) if (/\.ya?ml$/.test(f)) found.add(relative(cwd, join(abs, d.name, f)));
    const prefix = relative(root, abs);
    for (const f of git(cwd, ['ls-tree', '-r', '--name-only', base, '--', `${prefix}/`]).split('\n')) {
      const parts = relative(prefix, f).split('/');
      if (parts.length === 2 && languageFolder.test(parts[0]!) && /\.ya?ml$/.test(parts[1]!)) found.add(relative(cwd, join(root, f)));
    }
  }
  return [...found].sort();
}

function atBase(cwd: string, root: string, base: string, path: string): SourceFile | undefined {
  try {
    return { path, text: git(cwd, ['show', `${base}:${relative(root, resolve(cwd, path))}`]) };
  } catch {
    return undefined;
  }
}

/** the kept versions a department's calculations name, loaded (a version that does not load is left out) */
function keptModels(texts: Map<string, string>, hashes: Iterable<string | null>): Map<string, Model> {
  const models = new Map<string, Model>();
  for (const h of hashes) {
    const text = h && texts.get(h);
    const model = text ? loadDefinitions([{ path: `kept-${h}.yaml`, text }]).models[0] : undefined;
    if (model) models.set(h!, model);
  }
  return models;
}

export interface ImpactOptions {
  /** the working folder the paths are shown from */
  cwd: string;
  /** a git ref, checked by the caller */
  base: string;
  /** files or folders, from cwd */
  targets: string[];
  /** texts that stand in for the working tree's (unsaved edits), by path from cwd */
  edited?: ReadonlyMap<string, string>;
  /** reads the stored calculations of these departments (a string says why it cannot); none: no visitors replayed */
  stored?: (departments: string[]) => Promise<Stored | string>;
}

export interface ImpactReport {
  /** the base as a short commit hash */
  base: string;
  departments: DepartmentImpact[];
  languages: LanguageTexts[];
}

/** thrown when the base is not a commit of the repository */
export class UnknownBase extends Error {}

/**
 * What an edit of the definitions does, the files at the base against the working tree (or the edited texts): per
 * department over every answer set, over the stored calculations when a reader is given, and the texts to translate
 * anew. `npm run impact` and the studio's Impact panel both print this.
 */
export async function impactReport(o: ImpactOptions): Promise<ImpactReport> {
  let root: string;
  let ref: string;
  try {
    root = git(o.cwd, ['rev-parse', '--show-toplevel']).trim();
    ref = git(o.cwd, ['rev-parse', '--short', `${o.base}^{commit}`]).trim();
  } catch {
    throw new UnknownBase(`"${o.base}" is not a commit of a git repository here; the base needs a git ref, such as HEAD`);
  }
  const list = paths(o.cwd, root, o.base, o.targets);
  const now = (path: string): SourceFile | undefined => {
    const edited = o.edited?.get(path);
    if (edited !== undefined) return { path, text: edited };
    return existsSync(resolve(o.cwd, path)) ? { path, text: readFileSync(resolve(o.cwd, path), 'utf8') } : undefined;
  };
  const results = list.flatMap((path) => departmentImpact(atBase(o.cwd, root, o.base, path), now(path)) ?? []);
  // the texts to translate anew, over the files and their language folders at both ends
  const everything = [...list, ...languagePaths(o.cwd, root, o.base, o.targets)];
  const sides = (read: (path: string) => SourceFile | undefined) => everything.flatMap((path) => read(path) ?? []);
  const languages = languageImpact(
    sides((path) => atBase(o.cwd, root, o.base, path)),
    sides(now),
  );
  const changed = results.filter((r) => r.impact.status === 'changed');
  if (o.stored && changed.length) {
    const stored = await o.stored(changed.map((r) => r.impact.department));
    for (const r of changed) {
      if (typeof stored === 'string') r.impact.visitors = stored;
      else {
        const calcs = stored.calculations.get(r.impact.department) ?? [];
        r.impact.visitors = replay(calcs, r.after!, r.before, keptModels(stored.versions, new Set(calcs.map((c) => c.definitionHash))));
      }
    }
  }
  return { base: ref, departments: results.map((r) => r.impact), languages };
}
