import { blockExpressions } from '../display/block-kinds.js';
import { optionsOf, ruleOf } from '../answers/question-kinds.js';
import { displayModel, type DisplayModel } from '../display/display.js';
import { conditionsOf } from '../answers/conditions.js';
import { compile, type CompileResult, type Compiled } from '../expressions/expression.js';
import { nearest } from '../suggest.js';
import { onEntry, resultEntries, resultFigures, type Figure, type ResultEntry } from './result-entries.js';
import type { Department, Option, Step } from '../schema/department.js';

/** an expression's problem, with the path of the YAML value that holds it */
export interface ModelProblem {
  path: (string | number)[];
  offset: number;
  message: string;
  rule: 'expression-syntax' | 'unknown-identifier' | 'attribute-mismatch';
}

/** a department with every expression compiled once, at load time */
export interface Model {
  definition: Department;
  hash: string;
  /** names an attribute stands for, per step field */
  attrsByField: Map<string, string[]>;
  formulas: [string, Compiled][];
  recommendations: { rec: Department['recommendations'][number]; when: Compiled }[];
  /** the response's entries, each figure with its expression compiled */
  result: ResultEntry<{ run: Compiled }>[];
  /** the results page's expressions (display values, band sets, blocks), compiled once; the browser uses the same */
  display: DisplayModel;
  /** the statements the lint proves over every answer set, with the names each reads */
  invariants: { that: Compiled; names: string[] }[];
}

/** the attribute names a step's options declare (all options must agree; any one option's name counts) */
export const stepAttrs = (step: Step): string[] => ruleOf(step).attrs(step);

/** the attribute names at least half the options of a step declare: an option that differs is the one to blame */
function commonAttrs(step: Step): string[] {
  const options = optionsOf(step);
  return stepAttrs(step).filter((n) => options.filter((o) => n in o.attrs).length * 2 >= options.length);
}

const quoted = (names: string[]) => names.map((n) => `"${n}"`).join(', ');
const scoringHint = 'declare it under constants or as an option attr, or write its formula before this one';
const pageHint = 'the results page knows the result fields, constants and display values';

/** names usable in the scoring formulas, in the order they become known */
export function baseNames(dept: Department): string[] {
  return [...Object.keys(dept.constants), ...dept.wizard.steps.flatMap(stepAttrs), ...dept.scoring.components.map((c) => c.id), 'score', 'maxScore'];
}

/** the names the results page knows: the response's figures (groups flattened, lists left out), constants, score, and the display values unless left out */
export function pageNames(dept: Department, withDisplay = true): Set<string> {
  // a list is no number: the page's scope never holds it, so an expression reading it would be NaN
  const names = new Set<string>([...Object.keys(dept.constants), 'score', 'maxScore', ...resultNames(dept)]);
  if (withDisplay) for (const name of Object.keys(dept.results.display)) names.add(name);
  return names;
}

/** the numeric figures of the response: plain fields by name, a group's figures by their keys */
export const resultNames = (dept: Department): string[] => resultFigures(dept).map((f) => f.name);

/**
 * The problems of one compiled expression at its YAML path: what does not parse, and each name outside `names`,
 * its message ended by `unknown(name)`. The loader checks a department's expressions with it, the lint a report card's figures.
 * @example expressionProblems(compile('hours * rat'), 'hours * rat', ['formulas', 'dollars'], new Set(['hours', 'rate']), () => '')
 */
export function expressionProblems(
  c: CompileResult,
  text: string,
  path: (string | number)[],
  names: ReadonlySet<string>,
  unknown: (name: string) => string,
): ModelProblem[] {
  return [
    ...c.problems.map((p): ModelProblem => ({ path, offset: p.offset, message: p.message, rule: 'expression-syntax' })),
    ...c.identifiers
      .filter((id) => !names.has(id))
      .map((id): ModelProblem => ({
        path,
        offset: Math.max(0, text.indexOf(id)),
        message: `Unknown name "${id}" in "${text}"${unknown(id)}`,
        rule: 'unknown-identifier',
      })),
  ];
}

/** compiles every expression of a department, listing each problem at its YAML path */
export function buildModel(dept: Department, hash: string): { model: Model; problems: ModelProblem[] } {
  const problems: ModelProblem[] = [];
  const known = new Set(baseNames(dept));
  const check = (c: CompileResult, text: string, path: (string | number)[], names: Set<string>): Compiled => {
    const hint = path[0] === 'results' || path[0] === 'bands' ? pageHint : scoringHint;
    problems.push(
      ...expressionProblems(c, text, path, names, (id) => {
        const near = nearest(id, names);
        return near ? `; did you mean "${near}"?` : `; ${hint}`;
      }),
    );
    return c.run;
  };
  const expr = (text: string, path: (string | number)[], names: Set<string>): Compiled => check(compile(text), text, path, names);

  const attrsByField = new Map<string, string[]>();
  dept.wizard.steps.forEach((step, s) => {
    attrsByField.set(step.field, stepAttrs(step));
    const expected = commonAttrs(step);
    optionsOf(step).forEach((o: Option, i) => {
      const own = Object.keys(o.attrs);
      const extra = own.filter((n) => !expected.includes(n));
      const lacks = expected.filter((n) => !own.includes(n));
      if (extra.length + lacks.length === 0) return;
      const wrong = [extra.length ? `declares ${quoted(extra)}, which the other options do not` : '', lacks.length ? `lacks ${quoted(lacks)}` : ''];
      problems.push({
        path: ['wizard', 'steps', s, 'options', i, 'attrs', ...extra.slice(0, 1)],
        offset: 0,
        message:
          `Option "${o.value}" of "${step.field}" ${wrong.filter(Boolean).join(' and ')}; ` +
          `every option of a question declares the same attrs (${expected.join(', ') || 'none'})`,
        rule: 'attribute-mismatch',
      });
    });
  });

  // a condition reads constants and number questions by name, other steps through chose() and answered()
  const numberFields = new Set(dept.wizard.steps.filter((st) => ruleOf(st).valued).map((st) => st.field));
  const fields = new Set(dept.wizard.steps.map((st) => st.field));
  const conditionNames = new Set([...Object.keys(dept.constants), ...numberFields]);
  conditionsOf(dept).when.forEach((c, s) => {
    if (!c) return;
    const path = ['wizard', 'steps', s, 'when'];
    problems.push(
      ...expressionProblems(c, c.text, path, conditionNames, (id) =>
        fields.has(id)
          ? `; "${id}" is a choice: write chose(${id}, 'value') or answered(${id})`
          : `; a condition reads constants, number questions by their field, and other steps through chose(field, 'value') or answered(field)`,
      ),
    );
    for (const ref of c.fields) {
      if (fields.has(ref.field)) continue;
      const near = nearest(ref.field, fields);
      const message = `Unknown step "${ref.field}" in "${c.text}"${near ? `; did you mean "${near}"?` : `; name the field of a step before this one`}`;
      problems.push({ path, offset: ref.offset, message, rule: 'unknown-identifier' });
    }
  });

  const formulas: [string, Compiled][] = [];
  for (const [name, text] of Object.entries(dept.formulas)) {
    formulas.push([name, expr(text, ['formulas', name], new Set(known))]);
    known.add(name);
  }
  const recommendations = dept.recommendations.map((rec, i) => ({ rec, when: expr(rec.when, ['recommendations', i, 'when'], known) }));
  const compiled = (f: Figure) => ({ ...f, run: expr(f.text, f.path, known) });
  const result = resultEntries(dept).map((entry) =>
    onEntry<Model['result'][number]>(entry, {
      figure: (e) => ({ ...e, figure: compiled(e.figure) }),
      group: (e) => ({ ...e, figures: e.figures.map(compiled) }),
      list: (e) => e,
    }),
  );

  // the page's expressions are checked as the page runs them, compiled once; each display value is known after its line
  const display = displayModel(dept);
  const pageKnown = pageNames(dept, false);
  const page = (text: string, path: (string | number)[]) => check(display.compiled(text), text, path, pageKnown);
  for (const [name, text] of Object.entries(dept.results.fallbacks)) page(text, ['results', 'fallbacks', name]);
  for (const [name, text] of Object.entries(dept.results.display)) {
    page(text, ['results', 'display', name]);
    pageKnown.add(name);
  }
  for (const [name, set] of Object.entries(dept.bands)) page(set.of, ['bands', name, 'of']);
  dept.results.blocks.forEach((b, i) => {
    for (const [path, text] of blockExpressions(b)) page(text, ['results', 'blocks', i, ...path]);
  });

  // invariants read the scoring names and the result figures (groups by their keys, as the page does)
  const provable = new Set([...known, ...resultNames(dept)]);
  const invariants = dept.invariants.map((inv, i) => ({
    that: expr(inv.that, ['invariants', i, 'that'], provable),
    names: compile(inv.that).identifiers.filter((n) => provable.has(n)),
  }));

  return { model: { definition: dept, hash, attrsByField, formulas, recommendations, result, display, invariants }, problems };
}
