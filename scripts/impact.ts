import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnswerImpact } from '../engine/impact/compare.js';
import { renderReport, styles } from '../engine/impact/render.js';
import { readStored } from '../api/db/stored-calculations.js';
import { git, impactReport, UnknownBase, type ImpactReport } from '../node/impact-report.js';

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

/**
 * The command line: returns what to print and the exit code (0, 1 when a --fail-on change happens, 2 a bad command line).
 */
export async function main(argv: string[], cwd = process.cwd(), env = process.env): Promise<{ exitCode: number; output: string }> {
  if (argv.includes('--help') || argv.includes('-h')) return { exitCode: 0, output: `${usage}\n` };
  const o = parseArgs(argv);
  if (typeof o === 'string') return { exitCode: 2, output: `${o}\n${usage}\n` };
  const notBase = { exitCode: 2, output: `"${o.base}" is not a commit of a git repository here; --base needs a git ref, such as HEAD\n` };
  let root: string;
  try {
    root = git(cwd, ['rev-parse', '--show-toplevel']).trim();
  } catch {
    return notBase;
  }
  let report: ImpactReport;
  try {
    const targets = o.targets.length ? o.targets : [relative(cwd, join(root, 'definitions')) || '.'];
    report = await impactReport({ cwd, base: o.base, targets, stored: o.visitors ? (departments) => readStored(departments, env) : undefined });
  } catch (e) {
    if (!(e instanceof UnknownBase)) throw e;
    return notBase;
  }
  const { base: ref, departments, languages } = report;
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
