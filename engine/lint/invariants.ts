import { answerSpace, answersAt, forEachScope, type AnswerSpace } from '../answer-space.js';
import type { Model } from '../model.js';
import { formatValue } from '../format.js';
import { error, type Check, type Finding, type LintedDepartment, type Path } from './types.js';

/** a result figure: where it is written, its name in the invariants' scope, and how it is computed */
interface Figure {
  path: Path;
  name: string;
  run: (s: Record<string, number>) => number;
}

const figuresOf = (model: Model): Figure[] =>
  model.result.flatMap(([field, run]): Figure[] =>
    run === '$recommendations' ? [] : typeof run === 'function' ? [{ path: ['result', field], name: field, run }] : run.map(([k, f]) => ({ path: ['result', field, k], name: k, run: f })),
  );

/** the first answer set that broke a statement, with the figures it read there, and how many broke it */
interface Broken {
  at: number[];
  values: [string, number][];
  count: number;
}

const answersText = (model: Model, space: AnswerSpace, at: number[]): string =>
  Object.entries(answersAt(model.definition, space, at))
    .map(([field, v]) => `${field}=${JSON.stringify(v)}`)
    .join(', ');

const valuesText = (values: [string, number][]): string => values.map(([n, v]) => `${n} = ${Number.isFinite(v) ? formatValue(v) : String(v)}`).join(', ');

/**
 * Proves a department's invariants, and that every result figure is finite and not negative, over every answer set
 * (the exact space, never a sample); each broken statement is reported once, with its first counterexample.
 */
export function proveDepartment(model: Model): { statement: Path | null; figure?: Figure; broken: Broken; total: number }[] {
  const space = answerSpace(model.definition);
  const figures = figuresOf(model);
  const statements = model.invariants;
  const figureBroken: (Broken | undefined)[] = figures.map(() => undefined);
  const statementBroken: (Broken | undefined)[] = statements.map(() => undefined);
  const note = (list: (Broken | undefined)[], i: number, at: readonly number[], values: [string, number][]) => {
    const known = list[i];
    if (known) known.count++;
    else list[i] = { at: [...at], values, count: 1 };
  };
  const total = forEachScope(model, space, (s, at) => {
    figures.forEach((f, i) => {
      const v = (s[f.name] = f.run(s));
      if (!Number.isFinite(v) || v < 0) note(figureBroken, i, at, [[f.name, v]]);
    });
    statements.forEach((st, i) => {
      if (!st.that(s)) note(statementBroken, i, at, st.names.map((n) => [n, s[n]!]));
    });
  });
  return [
    ...figures.flatMap((figure, i) => (figureBroken[i] ? [{ statement: null, figure, broken: figureBroken[i], total }] : [])),
    ...statements.flatMap((_, i) => (statementBroken[i] ? [{ statement: ['invariants', i, 'that'], broken: statementBroken[i], total }] : [])),
  ];
}

const proofs = new WeakMap<Model, ReturnType<typeof proveDepartment>>();
const proofOf = (model: Model) => proofs.get(model) ?? proofs.set(model, proveDepartment(model)).get(model)!;

function findings({ file, dept }: LintedDepartment, model: Model, statements: boolean): Finding[] {
  const space = answerSpace(dept);
  return proofOf(model).filter((p) => !p.statement === !statements).map(({ statement, figure, broken, total }) => {
    const where = `for ${answersText(model, space, broken.at)}: ${valuesText(broken.values)}`;
    const many = `${broken.count} of ${total} answer sets`;
    if (!statement) {
      return error(file, figure!.path, `Result figure "${figure!.name}" is not a finite, non-negative number ${where} (${many}); every figure must be`);
    }
    const inv = dept.invariants[statement[1] as number]!;
    const because = inv.because ? ` (${inv.because})` : '';
    return error(file, statement, `"${inv.that}" does not hold${because} ${where}; ${many} break it`);
  });
}

/** a file with a load error, or a field answered twice, would only repeat that problem here */
function provable(ctx: Parameters<Check>[0], d: LintedDepartment): Model | undefined {
  const fields = d.dept.wizard.steps.map((s) => s.field);
  if (new Set(fields).size !== fields.length) return undefined;
  if (ctx.load.problems.some((p) => p.file === d.file.source.path && p.severity === 'error')) return undefined;
  return ctx.load.models.find((m) => m.definition === d.dept);
}

const proven =
  (statements: boolean): Check =>
  (ctx) =>
    ctx.departments.flatMap((d) => {
      const model = provable(ctx, d);
      return model ? findings(d, model, statements) : [];
    });

export const invariant = proven(true);
export const figureRange = proven(false);
