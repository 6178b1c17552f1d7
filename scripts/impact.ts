import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnswerImpact } from '../engine/impact/compare.js';
import { departmentImpact, type DepartmentImpact } from '../engine/impact/department.js';
import { languageImpact } from '../engine/impact/languages.js';
import { replay } from '../engine/impact/replay.js';
import { loadDefinitions, type SourceFile } from '../engine/load.js';
import type { Model } from '../engine/evaluation/model.js';
import { renderReport, styles } from './impact/render.js';
import { readStored } from './lib/stored-calculations.js';

const formats = ['text', 'markdown', 'json'] as const;
/** per --fail-on change: how many answer sets of a compared department see it */
const failures = {
  'score-change': (a) => a.changed.score,
  'band-change': (a) => a.changed.band,
  'recommendation-change': (a) => a.changed.recommendations,
  'figure-change': (a) => a.changed.figures,
  'question-change': (a) => a.questions,
} satisfies Record<string, (a: AnswerImpact) => number>;
type Failure = keyof typeof failures;

const usage = `Usage: npm run impact -- [--base <git ref>] [--format text|markdown|json] [--fail-on <change>] [--no-visitors] [files or folders...]
  What an edit of the definitions does: the files at the base (default HEAD) against the working tree (default definitions/),
  per changed department, over every answer set a visitor could send and over the stored calculations of past visitors
  (DATABASE_URL, or a copy of the embedded database under DATA_DIR, default .data).
  --format     text (default), markdown (a pull-request comment) or json
  --fail-on    exit 1 when some answer set would see that change: ${Object.keys(failures).join(', ')} (repeat or comma-separate)
  --no-visitors  do not read stored calculations`;

interface Options {
  base: string;
  format: (typeof formats)[number];
  failOn: Failure[];
  visitors: boolean;
  targets: string[];
}

function parseArgs(argv: string[]): Options | string {
  const o: Options = { base: 'HEAD', format: 'text', failOn: [], visitors: true, targets: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const next = () => inline ?? argv[++i];
    if (flag === '--base') o.base = next() ?? '';
    else if (flag === '--format') {
      const f = next();
      if (!formats.includes(f as Options['format'])) return `--format must be one of ${formats.join(', ')}; got ${f === undefined ? 'nothing' : `"${f}"`}`;
      o.format = f as Options['format'];
    } else if (flag === '--fail-on') {
      for (const f of (next() ?? '').split(',')) {
        if (!(f in failures)) return `--fail-on must be one of ${Object.keys(failures).join(', ')}; got "${f}"`;
        o.failOn.push(f as Failure);
      }
    } else if (flag === '--no-visitors') o.visitors = false;
    else if (arg.startsWith('-')) return `unknown option "${arg}"; allowed: --base, --format, --fail-on, --no-visitors, --help`;
    else o.targets.push(arg);
  }
  return o.base ? o : '--base needs a git ref, such as HEAD or origin/main';
}

const git = (cwd: string, args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });

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

/**
 * The command line: returns what to print and the exit code (0, 1 when a --fail-on change happens, 2 a bad command line).
 */
export async function main(argv: string[], cwd = process.cwd(), env = process.env): Promise<{ exitCode: number; output: string }> {
  if (argv.includes('--help') || argv.includes('-h')) return { exitCode: 0, output: `${usage}\n` };
  const o = parseArgs(argv);
  if (typeof o === 'string') return { exitCode: 2, output: `${o}\n${usage}\n` };
  let root: string;
  let ref: string;
  try {
    root = git(cwd, ['rev-parse', '--show-toplevel']).trim();
    ref = git(cwd, ['rev-parse', '--short', `${o.base}^{commit}`]).trim();
  } catch {
    return { exitCode: 2, output: `"${o.base}" is not a commit of a git repository here; --base needs a git ref, such as HEAD\n` };
  }
  const targets = o.targets.length ? o.targets : [relative(cwd, join(root, 'definitions')) || '.'];
  const list = paths(cwd, root, o.base, targets);
  const now = (path: string) => (existsSync(resolve(cwd, path)) ? { path, text: readFileSync(resolve(cwd, path), 'utf8') } : undefined);
  const results = list.flatMap((path) => departmentImpact(atBase(cwd, root, o.base, path), now(path)) ?? []);
  // the texts to translate anew, over the files and their language folders at both ends
  const everything = [...list, ...languagePaths(cwd, root, o.base, targets)];
  const sides = (read: (path: string) => SourceFile | undefined) => everything.flatMap((path) => read(path) ?? []);
  const languages = languageImpact(
    sides((path) => atBase(cwd, root, o.base, path)),
    sides(now),
  );
  const changed = results.filter((r) => r.impact.status === 'changed');
  if (o.visitors && changed.length) {
    const stored = await readStored(
      changed.map((r) => r.impact.department),
      env,
    );
    for (const r of changed) {
      if (typeof stored === 'string') r.impact.visitors = stored;
      else {
        const calcs = stored.calculations.get(r.impact.department) ?? [];
        r.impact.visitors = replay(calcs, r.after!, r.before, keptModels(stored.versions, new Set(calcs.map((c) => c.definitionHash))));
      }
    }
  }
  const departments: DepartmentImpact[] = results.map((r) => r.impact);
  const output =
    o.format === 'json'
      ? `${JSON.stringify({ base: ref, departments, languages }, null, 2)}\n`
      : renderReport(styles[o.format], `Impact of the working tree against ${o.base === ref ? ref : `${o.base} (${ref})`}`, departments, languages);
  // a department too large to compare cannot show that nothing changed
  const failed = o.failOn.filter((f) => departments.some((d) => d.notCompared !== undefined || (d.answers ? failures[f](d.answers) : 0) > 0));
  const note = failed.length ? `${o.format === 'json' ? '' : `\nFailed: ${failed.join(', ')} (--fail-on)\n`}` : '';
  return { exitCode: failed.length ? 1 : 0, output: output + note };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { exitCode, output } = await main(process.argv.slice(2));
  (exitCode === 2 ? process.stderr : process.stdout).write(output);
  process.exitCode = exitCode;
}
