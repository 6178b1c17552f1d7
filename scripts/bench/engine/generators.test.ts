import { describe, expect, it } from 'vitest';
import { answersSchema } from '../../../engine/answers/answers-schema.js';
import { askedSteps } from '../../../engine/answers/conditions.js';
import { evaluate } from '../../../engine/evaluation/evaluate.js';
import { lint } from '../../../engine/lint/index.js';
import { loadDefinitions } from '../../../engine/load.js';
import { formatProblem } from '../../../engine/problem.js';
import { readSources } from '../../../node/read-definitions.js';
import { branchingModel, branchingYaml } from '../../../tests/definitions/minimal-department.js';
import { randomAnswers } from '../lib/answers.js';
import { growSources } from './grow.js';

const source = { path: 'ads.yaml', text: branchingYaml };

describe('the bench generators on a department with conditions and a number', () => {
  it('randomAnswers draws answers on every kind of path, each one the API accepts, numbers as numbers', () => {
    const dept = branchingModel().definition;
    const drawn = randomAnswers(dept, 300, 3);
    const schema = answersSchema(dept);
    for (const a of drawn) expect(schema.safeParse(a).success, JSON.stringify(a)).toBe(true);
    expect(drawn.every((a) => typeof a.people === 'number')).toBe(true);
    // people 1-4 or 5-20, ads yes or no, channels none or not: the paths of the hand count, all drawn
    const paths = new Set(drawn.map((a) => askedSteps(dept, a).map(Number).join('')));
    expect([...paths].sort()).toEqual(['1100', '1101', '1110', '1111']);
  });

  it("a grown copy asks its questions on its own copies' answers and loads without a problem", () => {
    const [grown] = growSources([source], 2);
    const loaded = loadDefinitions([grown!]);
    expect(loaded.problems.map(formatProblem)).toEqual([]);
    const steps = loaded.models[0]!.definition.wizard.steps;
    expect(steps.map((s) => [s.field, s.when, s.skipped?.attrs])).toEqual([
      ['people', undefined, undefined],
      ['ads', undefined, undefined],
      ['channels', "chose(ads, 'yes')", { channelHours: 0 }],
      ['reporting', "people >= 5 and not chose(channels, 'none')", { reportHours: 0 }],
      ['peopleCopy2', undefined, undefined],
      ['adsCopy2', undefined, undefined],
      ['channelsCopy2', "chose(adsCopy2, 'yes')", { channelHoursCopy2: 0 }],
      ['reportingCopy2', "peopleCopy2 >= 5 and not chose(channelsCopy2, 'none')", { reportHoursCopy2: 0 }],
    ]);
    expect(loaded.models[0]!.definition.formulas.hoursCopy2).toBe('min(peopleCopy2 * weeklyCopy2 * weeks, peopleCopy2 * halfYear)');
  });

  it('grown twice beside the site, quotes and reports files, it lints without an error of its own', () => {
    // 10x is not tried here: the path proofs of ten independent copies take hours (reported; an engine matter)
    const others = readSources().filter((s) => !/^kind: department$/m.test(s.text));
    const errors = lint(growSources([...others, source], 2)).filter((p) => p.severity === 'error' && p.file === source.path);
    expect(errors.map(formatProblem)).toEqual([]);
  });

  it('each grown copy scores its own answers', () => {
    const model = loadDefinitions(growSources([source], 2)).models[0]!;
    const [answers] = randomAnswers(model.definition, 1, 5);
    const copy = Object.fromEntries(
      Object.entries(answers!)
        .filter(([f]) => f.endsWith('Copy2'))
        .map(([f, v]) => [f.replace('Copy2', ''), v]),
    );
    const result = evaluate(model, answers!);
    expect(result.hoursCopy2).toBe(evaluate(branchingModel(), copy).hours);
  });

  it('every shipped department, conditional and number questions included, grown twice loads and takes its random answers', () => {
    const loaded = loadDefinitions(growSources(readSources(), 2));
    expect(loaded.problems.filter((p) => p.severity === 'error').map(formatProblem)).toEqual([]);
    expect(loaded.models.some((m) => m.definition.wizard.steps.some((s) => s.when !== undefined && s.field.endsWith('Copy2')))).toBe(true);
    for (const m of loaded.models) expect(randomAnswers(m.definition, 50, 2)).toHaveLength(50);
  });
});
