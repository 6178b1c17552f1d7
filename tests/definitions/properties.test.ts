import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Answers } from '../../engine/answers/answers.js';
import { answersSchema } from '../../engine/answers/answers-schema.js';
import { chosenOptions } from '../../engine/answers/answers.js';
import { askedSteps, conditionsOf, onPath } from '../../engine/answers/conditions.js';
import { choicesOf } from '../../engine/answers/choices.js';
import { evaluate, type Result } from '../../engine/evaluation/evaluate.js';
import type { Model } from '../../engine/evaluation/model.js';
import { resultEntries } from '../../engine/evaluation/result-entries.js';
import type { Option, Step } from '../../engine/schema/department.js';
import { answerOf, componentValues, stepPoints, teamSizeStep } from './answer-sets.js';
import { answersWithOneBadField, everyAnswer, validAnswers } from './arbitraries.js';
import { branchingModel, minimalModel, minimalYaml } from './minimal-department.js';
import { communicationsModel, shippedModels } from './shipped.js';
import { ruleOf } from '../../engine/answers/question-kinds.js';

const runs = { numRuns: 200 };

/** a result field's number, whether it stands alone or inside a group such as componentScores */
function numberIn(result: Result, key: string): number | undefined {
  for (const [field, value] of Object.entries(result)) {
    if (field === key && typeof value === 'number') return value;
    if (value && typeof value === 'object' && !Array.isArray(value) && key in value) return (value)[key];
  }
  return undefined;
}

/** the larger team sizes to try: every larger option, or of a number question's values the next, the middle and the largest (all of them would be hundreds) */
const larger = (step: Step, options: Option[]): Option[] =>
  ruleOf(step).valued ? [...new Set([options[0], options[Math.floor(options.length / 2)], options.at(-1)])].filter((o) => o !== undefined) : options;

/**
 * every answer set one step away that must not lower a growing figure: a larger team, or fewer points. A step not
 * asked has nothing to change, and a change that asks or skips another step is more than one step away.
 */
function neighbours(model: Model, answers: Answers): { change: string; answers: Answers }[] {
  const dept = model.definition;
  const team = teamSizeStep(dept);
  const asked = askedSteps(dept, answers);
  return dept.wizard.steps.flatMap((step) => {
    const current = answers[step.field];
    if (current === undefined) return [];
    const choices = choicesOf(step);
    const options = step === team ? larger(step, choices.slice(choices.indexOf(chosenOptions(step, current)[0]!) + 1)) : choices.filter((o) => o.points < stepPoints(step, current));
    return options.flatMap((o) => {
      const next = { ...answers, [step.field]: answerOf(step, o, 'Someone Else') };
      if (askedSteps(dept, next).some((a, i) => a !== asked[i])) return [];
      return [{ change: `${step.field} -> ${o.value}`, answers: next }];
    });
  });
}

/** the growing figures that fell, one step away from the answers */
function falls(model: Model, a: Answers): string[] {
  const before = evaluate(model, a);
  return neighbours(model, a).flatMap((next) => {
    const after = evaluate(model, next.answers);
    return model.definition.growing
      .filter((field) => (after[field] as number) < (before[field] as number))
      .map((field) => `${field} fell from ${String(before[field])} to ${String(after[field])} after ${next.change}`);
  });
}

// the branching test department: conditions on a number, a single choice and a multi-select, beside the shipped ones
const branching = branchingModel((yaml) => yaml.replace('result:\n', 'growing: [hours]\nresult:\n'));
const departments = [...shippedModels(), communicationsModel(), branching].map((m) => [m.definition.id, m] as const);

describe.each(departments)('%s properties', (_id, model) => {
  const dept = model.definition;
  const schema = answersSchema(dept);
  const answers = validAnswers(dept);

  it('the answers schema accepts every payload built from the steps', () => {
    fc.assert(
      fc.property(answers, (a) => {
        const r = schema.safeParse(a);
        expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([]);
      }),
      runs,
    );
  });

  it('the answers schema rejects a payload with any one field outside its options, naming that field', () => {
    fc.assert(
      fc.property(answersWithOneBadField(dept), ({ answers: a, field }) => {
        const r = schema.safeParse(a);
        expect(r.success).toBe(false);
        expect(r.error!.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining([field]));
        expect(r.error!.issues.some((i) => i.message.includes(field))).toBe(true);
      }),
      runs,
    );
  });

  it.runIf(conditionsOf(dept).any)('the answers schema refuses an answer to a question the other answers do not ask, naming it and why', () => {
    fc.assert(
      fc.property(everyAnswer(dept), (all) => {
        const asked = askedSteps(dept, all);
        const hidden = dept.wizard.steps.find((_s, i) => !asked[i]);
        fc.pre(hidden !== undefined);
        const r = schema.safeParse({ ...onPath(dept, all), [hidden.field]: all[hidden.field] });
        expect(r.success).toBe(false);
        expect(r.error!.issues.map((i) => [i.path.join('.'), i.message.replace(/ when .*;/, ' when …;')])).toEqual([[hidden.field, `${hidden.field} is not asked when …; leave it out`]]);
      }),
      runs,
    );
  });

  it('the score is within 0..max and is the sum of every component, shown and hidden', () => {
    fc.assert(
      fc.property(answers, (a) => {
        const result = evaluate(model, a);
        const score = result[dept.scoring.field] as number;
        const components = componentValues(dept, a);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(dept.scoring.max);
        expect(score).toBe(Object.values(components).reduce((t, v) => t + v, 0));
        for (const c of dept.scoring.components) if (c.field) expect(numberIn(result, c.field), `breakdown ${c.field}`).toBe(components[c.id]);
      }),
      runs,
    );
  });

  it('every figure is finite and not negative', () => {
    fc.assert(
      fc.property(answers, (a) => {
        const result = evaluate(model, a);
        const figures = Object.entries(result).flatMap(([field, v]) =>
          typeof v === 'number' ? [[field, v] as const] : v && typeof v === 'object' && !Array.isArray(v) ? Object.entries(v).map(([k, n]) => [`${field}.${k}`, n] as const) : [],
        );
        expect(figures.length).toBeGreaterThan(0);
        for (const [field, v] of figures) {
          expect(Number.isFinite(v), `${field} = ${v}`).toBe(true);
          expect(v, field).toBeGreaterThanOrEqual(0);
        }
      }),
      runs,
    );
  });

  it.runIf(dept.growing.length > 0)('growing figures never fall when the team grows or an answer becomes more manual', () => {
    fc.assert(
      fc.property(answers, (a) => {
        expect(falls(model, a)).toEqual([]);
      }),
      runs,
    );
  });

  it('declares growing figures that are numeric result fields', () => {
    expect(dept.growing.length, 'list the savings figures under growing').toBeGreaterThan(0);
    const figures = resultEntries(dept).flatMap((e) => (e.kind === 'figure' ? [e.field] : []));
    for (const field of dept.growing) expect(figures, `growing field ${field} must be a numeric result field`).toContain(field);
  });
});

describe('the properties catch a broken department', () => {
  it('savings that fall with a more manual answer or a larger team are found', () => {
    const broken = minimalModel(
      minimalYaml
        .replace('{ value: smart, label: Smart, points: 6, attrs: { manual: 1 } }', '{ value: smart, label: Smart, points: 6, attrs: { manual: 9 } }')
        .replace('{ value: large, label: Large, attrs: { people: 10 } }', '{ value: large, label: Large, attrs: { people: 1 } }')
        .replace('result:\n', 'growing: [hours]\nresult:\n'),
    );
    expect(falls(broken, { size: 'small', tools: ['smart'], vendor: 'acme' })).toEqual([
      'hours fell from 936 to 468 after size -> large',
      'hours fell from 936 to 832 after tools -> none',
      'hours fell from 936 to 520 after tools -> basic',
    ]);
    expect(fc.check(fc.property(validAnswers(broken.definition), (a) => falls(broken, a).length === 0)).failed).toBe(true);
  });

  it('a score above the sum of its components is found', () => {
    const model = minimalModel(minimalYaml.replace('  total: score', '  total: score + 1'));
    const a = { size: 'small', tools: ['none'], vendor: 'acme' };
    const components = Object.values(componentValues(model.definition, a)).reduce((t, v) => t + v, 0);
    expect(evaluate(model, a).total).not.toBe(components);
  });

  it('on a conditional department a larger number team on the same path is compared; a change of path is not', () => {
    const broken = branchingModel((yaml) =>
      yaml.replace('result:\n', 'growing: [hours]\nresult:\n').replace('min(people * weekly * weeks', 'min((21 - people) * weekly * weeks'),
    );
    const a = { people: 10, ads: 'yes', channels: ['social'], reporting: 'manual' };
    // (21 - people) x (3 + 1 + 3) x 52: 4004 at 10 people, 364 less per person more; tried: the next, the middle and the largest
    expect(falls(broken, a)).toEqual(['hours fell from 4004 to 3640 after people -> 11', 'hours fell from 4004 to 1820 after people -> 16', 'hours fell from 4004 to 364 after people -> 20']);
    // ads -> no hides the channels: fewer points and fewer hours, but another path, so not a fall
    expect(evaluate(branching, { people: 10, ads: 'no', reporting: 'manual' }).hours).toBeLessThan(evaluate(branching, a).hours as number);
    expect(falls(branching, a)).toEqual([]);
  });
});
