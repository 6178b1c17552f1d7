import { conditionsOf } from '../../answers/conditions.js';
import { compile } from '../../expressions/expression.js';
import { stepAttrs } from '../../evaluation/model.js';
import { resultFigures } from '../../evaluation/result-entries.js';
import { isKind, optionsOf, ruleOf } from '../../answers/question-kinds.js';
import type { Department, Step } from '../../schema/department.js';
import { known } from '../../suggest.js';
import { error, quoteList, warning, type Check, type Finding, type LintedDepartment, type Path } from '../types.js';

/** a step a condition reads, where the reading is written */
interface Read {
  field: string;
  offset: number;
  /** chose() values with their offsets; none for answered() or a number read by its field */
  values: [string, number][];
}

/** every step a step's condition reads: chose()/answered() by their field, a number question by its name */
function readsOf(dept: Department, i: number): Read[] {
  const c = conditionsOf(dept).when[i];
  if (!c) return [];
  const numbers = new Set(dept.wizard.steps.filter((s) => ruleOf(s).valued).map((s) => s.field));
  const named = c.identifiers
    .filter((n) => numbers.has(n))
    .map((n): Read => ({ field: n, offset: Math.max(0, c.text.search(new RegExp(`\\b${n}\\b`))), values: [] }));
  // a value's offset is its opening quote's; the editor is pointed at the word
  const called = c.fields.map((r): Read => ({ field: r.field, offset: r.offset, values: r.values.map((v, k) => [v, r.valueOffsets[k]! + 1]) }));
  return [...called, ...named];
}

const whenPath = (s: number): Path => ['wizard', 'steps', s, 'when'];

/** per conditional step, each read of a step of the department, with both indices */
const eachRead = (d: LintedDepartment, report: (s: number, step: Step, read: Read, j: number) => Finding[]): Finding[] => {
  const index = new Map(d.dept.wizard.steps.map((s, j) => [s.field, j]));
  return d.dept.wizard.steps.flatMap((step, s) =>
    // a step no step answers is the loader's unknown-identifier
    readsOf(d.dept, s).flatMap((read) => (index.has(read.field) ? report(s, step, read, index.get(read.field)!) : [])),
  );
};

export const selfReference: Check = (ctx) =>
  ctx.departments.flatMap((d) =>
    eachRead(d, (s, step, read, j) =>
      j !== s
        ? []
        : [
            error(
              d.file,
              whenPath(s),
              `The condition "${step.when}" of step "${step.field}" reads its own answer, which is never known when the step is asked; ` +
                'a condition may only read steps before it',
              read.offset,
            ),
          ],
    ),
  );

export const forwardReference: Check = (ctx) =>
  ctx.departments.flatMap((d) =>
    eachRead(d, (s, step, read, j) =>
      j <= s
        ? []
        : [
            error(
              d.file,
              whenPath(s),
              `The condition "${step.when}" of step "${step.field}" (step ${s + 1}) reads "${read.field}", which is asked later (step ${j + 1}), ` +
                'so it is never answered yet when the condition is read; a condition may only read steps before it: move the step or change the condition',
              read.offset,
            ),
          ],
    ),
  );

export const unknownOption: Check = (ctx) =>
  ctx.departments.flatMap((d) =>
    eachRead(d, (s, step, read, j) => {
      const target = d.dept.wizard.steps[j]!;
      const values = optionsOf(target).map((o) => o.value);
      if (ruleOf(target).valued && read.values.length) {
        return [
          error(
            d.file,
            whenPath(s),
            `The condition "${step.when}" of step "${step.field}" uses chose() on "${target.field}", a number question, which has no options; ` +
              `compare its value instead, such as "${target.field} >= ${isKind(target, 'number') ? target.number.min : 1}"`,
            read.offset,
          ),
        ];
      }
      return read.values
        .filter(([v]) => !values.includes(v))
        .map(([v, offset]) =>
          error(
            d.file,
            whenPath(s),
            `The condition "${step.when}" of step "${step.field}" tests option "${v}" of "${target.field}", which has no such option, ` +
              `so the test is never true${known(v, values)}`,
            offset,
          ),
        );
    }),
  );

/** the names the scoring, the result and the invariants read */
function readNames(dept: Department): Set<string> {
  const texts = [
    ...Object.values(dept.formulas),
    ...resultFigures(dept).map((f) => f.text),
    ...dept.invariants.map((i) => i.that),
    ...dept.recommendations.map((r) => r.when),
  ];
  return new Set(texts.flatMap((t) => compile(t).identifiers));
}

/** the attrs a step not asked must still give: its options' attrs; a number question's field when something reads it */
function neededAttrs(step: Step, read: Set<string>): string[] {
  if (!ruleOf(step).valued) return stepAttrs(step);
  return read.has(step.field) ? [step.field] : [];
}

export const skippedAttrs: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept }) => {
    const read = readNames(dept);
    return dept.wizard.steps.flatMap((step, s): Finding[] => {
      if (step.when === undefined) return [];
      const needed = neededAttrs(step, read);
      const at: Path = ['wizard', 'steps', s];
      if (!step.skipped) {
        if (!needed.length) return [];
        const example = `skipped: { points: 0, attrs: { ${needed.map((n) => `${n}: 0`).join(', ')} } }`;
        return [
          error(
            file,
            [...at, 'when'],
            `Step "${step.field}" is asked only when "${step.when}", but says nothing of what it counts as when it is not asked; ` +
              `${ruleOf(step).valued ? 'the formulas read its value' : 'its options declare'} ${quoteList(needed)}: add ${example}`,
          ),
        ];
      }
      const given = Object.keys(step.skipped.attrs);
      const allowed = ruleOf(step).valued ? [step.field] : needed;
      const lacks = needed.filter((n) => !given.includes(n));
      const extra = given.filter((n) => !allowed.includes(n));
      const out: Finding[] = [];
      if (lacks.length) {
        out.push(
          error(
            file,
            [...at, 'skipped', 'attrs'],
            `The skipped entry of step "${step.field}" lacks ${quoteList(lacks)}, which its options declare; ` +
              `a step not asked must still give every attr its options declare: add ${lacks.map((n) => `${n}: 0`).join(', ')} under skipped.attrs`,
          ),
        );
      }
      for (const n of extra) {
        out.push(
          error(
            file,
            [...at, 'skipped', 'attrs', n],
            `The skipped entry of step "${step.field}" gives "${n}", which its options do not declare; ` +
              `skipped.attrs takes the attrs of the step's own options${known(n, allowed)}`,
          ),
        );
      }
      return out;
    });
  });

export const skippedUnused: Check = (ctx) =>
  ctx.departments.flatMap(({ file, dept }) =>
    dept.wizard.steps.flatMap((step, s): Finding[] =>
      step.when !== undefined || !step.skipped
        ? []
        : [
            warning(
              file,
              ['wizard', 'steps', s, 'skipped'],
              `Step "${step.field}" has a skipped entry but no when, so it is always asked and skipped never applies; remove skipped or add the condition`,
            ),
          ],
    ),
  );
