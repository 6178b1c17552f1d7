import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { lint, rules } from '../engine/lint/index.js';
import { loadDefinitions } from '../engine/load.js';
import { formatProblem, type Problem } from '../engine/problem.js';
import { twemoji } from '../node/emoji-set.js';
import { definitionsDir, readSources } from '../node/read-definitions.js';
import { departmentPaths, pathsText } from './lib/paths-report.js';

const formats = ['readable', 'json', 'github'] as const;
type Format = (typeof formats)[number];

const usage = `Usage: npm run lint:definitions -- [--format readable|json|github] [--strict] [--paths [department]] [files or folders...]
  Lints the definition files (default: definitions/).
  --format   readable (default): grouped by file; json: an array of problems; github: workflow annotations
  --strict   also fail on warnings that no acknowledge entry explains
  --paths    instead of linting, prints per department (or the one named) its exact number of paths and, for every
             condition, the smallest answers where it holds and where it does not (or that it never or always holds);
             --format json prints them as data
  A folder is linted as a whole set (site, quotes and reports must be there, every link must resolve);
  single files are linted on their own.
Rules (besides the loader's yaml-syntax, duplicate-key, forbidden-key, alias-bomb, schema and expression rules):
${Object.entries(rules)
  .map(([id, rule]) => `  ${id.padEnd(24)} ${rule.about}`)
  .join('\n')}
  ${'unused-acknowledgement'.padEnd(24)} an acknowledge entry matches no warning`;

interface Options {
  format: Format;
  strict: boolean;
  targets: string[];
  /** --paths: true for every department, or the id of one */
  paths?: true | string;
}

// after --paths, a word that names no file is a department id: "--paths marketing", not "--paths definitions/"
const isDepartmentId = (arg: string | undefined) => arg !== undefined && /^[a-z][a-z0-9-]*$/i.test(arg) && !statSync(arg, { throwIfNoEntry: false });

/** reads the flags; a string is the message for a bad command line */
function parseArgs(argv: string[]): Options | string {
  const options: Options = { format: 'readable', strict: false, targets: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--strict') options.strict = true;
    else if (arg === '--paths') options.paths = isDepartmentId(argv[i + 1]) ? argv[++i]! : true;
    else if (arg.startsWith('--paths=')) options.paths = arg.slice('--paths='.length) || true;
    else if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg === '--format' ? argv[++i] : arg.slice('--format='.length);
      if (!formats.includes(value as Format)) {
        return `--format must be one of ${formats.join(', ')}; got ${value === undefined ? 'nothing' : `"${value}"`}`;
      }
      options.format = value as Format;
    } else if (arg.startsWith('-')) return `unknown option "${arg}"; allowed: --format ${formats.join('|')}, --strict, --paths, --help`;
    else options.targets.push(arg);
  }
  return options;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function readable(problems: Problem[], files: number, strict: boolean): string {
  const lines: string[] = [];
  const byFile = new Map<string, Problem[]>();
  for (const p of problems) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
  for (const [file, list] of byFile) lines.push(file, ...list.map((p) => `  ${formatProblem(p)}`), '');
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.filter((p) => p.severity === 'warning' && !p.acknowledged).length;
  const acknowledged = problems.filter((p) => p.acknowledged).length;
  const failed = errors > 0 || (strict && warnings > 0);
  lines.push(
    `${failed ? 'Failed' : 'Passed'}: ${plural(files, 'file')} linted, ${plural(errors, 'error')}, ${plural(warnings, 'warning')}, ${acknowledged} acknowledged` +
      (strict ? ' (strict: warnings fail too)' : ''),
  );
  return `${lines.join('\n')}\n`;
}

// github workflow commands: data escapes %, CR, LF; properties also : and ,
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

function github(problems: Problem[]): string {
  return problems
    .map((p) => {
      const level = p.acknowledged ? 'notice' : p.severity;
      const message = p.acknowledged ? `${p.message} (acknowledged: ${p.acknowledged})` : p.message;
      return `::${level} file=${escapeProperty(p.file)},line=${p.line},col=${p.col},title=${escapeProperty(p.rule)}::${escapeData(message)}\n`;
    })
    .join('');
}

/** --paths: every department's path count and condition witnesses, or one department's (2 when it is not there) */
function paths(sources: ReturnType<typeof readSources>, which: true | string, format: Format): { exitCode: number; output: string } {
  const load = loadDefinitions(sources);
  const all = load.models.map((m) => departmentPaths(m, load.files.find((f) => f.data === m.definition)?.source.path ?? ''));
  const chosen = which === true ? all : all.filter((d) => d.id === which);
  if (!chosen.length) {
    const ids = all.map((d) => `"${d.id}"`).join(', ') || 'none loaded';
    return { exitCode: 2, output: `No department "${String(which)}" to report paths for; departments: ${ids}\n` };
  }
  if (format === 'json') return { exitCode: 0, output: `${JSON.stringify(chosen, null, 2)}\n` };
  return { exitCode: 0, output: `${chosen.map(pathsText).join('\n\n')}\n` };
}

/**
 * The command line: lints the given files or folders and returns what to print and the exit code
 * (0 clean, 1 errors or, with --strict, unacknowledged warnings, 2 a bad command line).
 */
export function main(argv: string[]): { exitCode: number; output: string } {
  const options = parseArgs(argv);
  if (argv.includes('--help') || argv.includes('-h')) return { exitCode: 0, output: `${usage}\n` };
  if (typeof options === 'string') return { exitCode: 2, output: `${options}\n${usage}\n` };
  const targets = options.targets.length ? options.targets : [definitionsDir];
  const missing = targets.filter((t) => !statSync(t, { throwIfNoEntry: false }));
  if (missing.length) return { exitCode: 2, output: `No such file or folder: ${missing.join(', ')}\n` };

  const sources = readSources(targets);
  if (options.paths) return paths(sources, options.paths, options.format);
  const problems = lint(sources, { wholeSet: targets.some((t) => statSync(t).isDirectory()), exists: existsSync, emojiSet: twemoji() });
  const failed = problems.some((p) => p.severity === 'error' || (options.strict && !p.acknowledged));
  const output = {
    readable: () => readable(problems, sources.length, options.strict),
    json: () => `${JSON.stringify(problems, null, 2)}\n`,
    github: () => github(problems),
  }[options.format]();
  return { exitCode: failed ? 1 : 0, output };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { exitCode, output } = main(process.argv.slice(2));
  (exitCode === 2 ? process.stderr : process.stdout).write(output);
  process.exitCode = exitCode;
}
