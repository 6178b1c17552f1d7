import { spawnSync } from 'node:child_process';
import { evaluate } from '../../../engine/evaluation/evaluate.js';
import { lint } from '../../../engine/lint/index.js';
import type { Answers } from '../../../engine/answers/answers.js';
import { loadDefinitions, type SourceFile } from '../../../engine/load.js';
import type { Model } from '../../../engine/evaluation/model.js';
import { answerSpace, spaceSize } from '../../../engine/proof/answer-space.js';
import { prove } from '../../../engine/proof/prove.js';
import { pathReport } from '../../../engine/proof/paths.js';
import { readSources } from '../../../node/read-definitions.js';
import { randomAnswers } from '../lib/answers.js';
import { root } from '../lib/children.js';
import { growSources } from './grow.js';
import { impactRows } from './impact.js';
import { checked, median, ms, perSecond, ratio, type Row } from '../lib/table.js';

const lintBudgetMs = 1000;
const sizes = [1, 2, 10] as const;

/** load+lint in fresh processes, as `npm run lint:definitions` runs it: the median of three */
function coldLint(): { lintMs: number; importMs: number } {
  const runs = Array.from({ length: 3 }, () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/engine/lint-once.ts'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) throw new Error(`lint-once failed: ${r.stderr}`);
    return JSON.parse(r.stdout.trim().split('\n').pop()!) as { lintMs: number; importMs: number; errors: number };
  });
  return { lintMs: median(runs.map((r) => r.lintMs)), importMs: median(runs.map((r) => r.importMs)) };
}

const rounds = 3;

const timed = (run: () => void): number => {
  const t = performance.now();
  run();
  return performance.now() - t;
};

/** evaluations a second over precomputed answers, for about the given time (bounded) */
function evalsPerSecond(model: Model, answers: Answers[], forMs: number): number {
  let n = 0;
  const start = performance.now();
  while (n < 5_000_000 && performance.now() - start < forMs) {
    for (const a of answers) evaluate(model, a);
    n += answers.length;
  }
  return n / ((performance.now() - start) / 1000);
}

interface Size {
  k: number;
  sources: SourceFile[];
  models: Model[];
  answers: Answers[][];
  lintMs: number[];
  evals: number[][];
}

/** warm load+lint and evaluation rates of every size, measured round after round so a drift weighs on all sizes */
function measureSizes(sources: SourceFile[]): Size[] {
  const all: Size[] = sizes.map((k) => {
    const grown = growSources(sources, k);
    const models = modelsOf(grown);
    return { k, sources: grown, models, answers: models.map((m) => randomAnswers(m.definition, 500, 7)), lintMs: [], evals: models.map(() => []) };
  });
  for (const s of all) {
    lint(s.sources);
    s.models.forEach((m, i) => evalsPerSecond(m, s.answers[i]!, 100));
  }
  for (let r = 0; r < rounds; r++) {
    process.stderr.write(`engine: round ${r + 1} of ${rounds}\n`);
    for (const s of all) {
      s.lintMs.push(median([timed(() => lint(s.sources)), timed(() => lint(s.sources))]));
      s.models.forEach((m, i) => s.evals[i]!.push(evalsPerSecond(m, s.answers[i]!, 150)));
    }
  }
  return all;
}

function modelsOf(sources: SourceFile[]): Model[] {
  const loaded = loadDefinitions(sources);
  const errors = loaded.problems.filter((p) => p.severity === 'error');
  if (errors.length) throw new Error(`grown definitions do not load: ${errors[0]!.file}:${errors[0]!.line} ${errors[0]!.message}`);
  return loaded.models.sort((a, b) => a.definition.menu.order - b.definition.menu.order);
}

/** the lint's proof of every department's invariants and figures over its whole answer space, warm */
function proofRow(models: Model[]): Row {
  const sizes = models.map((m) => [m.definition.id, spaceSize(answerSpace(m.definition))] as const);
  const total = sizes.reduce((n, [, k]) => n + k, 0);
  const [largest, most] = sizes.reduce((a, b) => (b[1] > a[1] ? b : a));
  models.forEach((m) => prove(m));
  const runs = Array.from({ length: rounds }, () => timed(() => models.forEach((m) => prove(m))));
  return {
    section: 'engine',
    figure: 'proof of invariants and figures, all departments, warm',
    value: ms(median(runs)),
    note: `part of load+lint; ${total.toLocaleString('en-US')} answer sets, the largest ${largest} with ${most.toLocaleString('en-US')}; median of ${rounds}`,
  };
}

/** the paths the lint walks per department (exact, as lint:definitions --paths counts them), beside its time */
function pathsRow(models: Model[]): Row {
  const conditional = models.filter((m) => pathReport(m.definition).conditions.length);
  const time = timed(() => conditional.forEach((m) => pathReport(m.definition)));
  const counts = models.map((m) => {
    const r = pathReport(m.definition);
    return `${m.definition.id} ${r.paths.toLocaleString('en-US')}${r.conditions.length ? ` (${r.conditions.length} conditions)` : ''}`;
  });
  return {
    section: 'engine',
    figure: 'paths per department (exact)',
    value: counts.join(', '),
    note: `part of load+lint; the path walk of the departments with conditions took ${ms(time)} more`,
  };
}

const geometricMean = (values: number[]) => Math.exp(values.reduce((s, v) => s + Math.log(v), 0) / values.length);

/** evaluations per department, load+lint time (cold and warm), and how both grow with 2x and 10x definitions */
export async function engineSection(): Promise<Row[]> {
  const rows: Row[] = [];
  const add = (figure: string, value: string, note?: string) => rows.push({ section: 'engine', figure, value, note });
  const sources = readSources();
  process.stderr.write('engine: load+lint in fresh processes\n');
  const cold = coldLint();
  rows.push(
    checked(
      {
        section: 'engine',
        figure: 'load+lint all definitions, fresh process',
        value: ms(cold.lintMs),
        budget: `< ${lintBudgetMs} ms`,
        note: `median of 3; importing the engine takes ${ms(cold.importMs)} more`,
      },
      cold.lintMs < lintBudgetMs,
    ),
  );

  const models = modelsOf(sources);
  rows.push(proofRow(models));
  rows.push(pathsRow(models));

  process.stderr.write('engine: impact of an edit, per department\n');
  rows.push(...impactRows(sources));
  const [one, ...bigger] = measureSizes(sources);
  const lint1 = median(one!.lintMs);
  const evals1 = one!.evals.map(median);
  const kb = (list: SourceFile[]) => `${Math.round(list.reduce((n, s) => n + s.text.length, 0) / 1024)} KB of YAML`;
  add('load+lint all definitions, warm', ms(lint1), `median of ${rounds} rounds; ${sources.length} files, ${kb(one!.sources)} as re-serialized`);
  one!.models.forEach((m, i) => add(`evaluations of ${m.definition.id}`, perSecond(evals1[i]!), 'random valid answers, precomputed'));
  for (const s of bigger) {
    const lintK = median(s.lintMs);
    add(`load+lint time, definitions x${s.k} / x1`, ratio(lintK / lint1), `${ms(lintK)}, ${kb(s.sources)}; linear would be ${s.k}.00`);
    const perDept = s.evals.map((e, i) => evals1[i]! / median(e));
    add(
      `evaluation time, department x${s.k} / x1`,
      ratio(geometricMean(perDept)),
      `geometric mean of ${perDept.map(ratio).join(', ')}; linear would be ${s.k}.00`,
    );
  }
  return rows;
}
