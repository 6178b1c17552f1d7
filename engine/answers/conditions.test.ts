import { describe, expect, it } from 'vitest';
import { branchingYaml, minimalModel } from '../../tests/definitions/minimal-department.js';
import { answerSpace, answersAt, countPaths, forEachScope } from '../proof/answer-space.js';
import { answersSchema } from './answers-schema.js';
import { askedSteps, onPath, pathLength } from './conditions.js';
import { evaluate } from '../evaluation/evaluate.js';
import { reach } from '../lint/reach.js';
import { nextChanges } from '../evaluation/next-change.js';
import { prove } from '../proof/prove.js';

const model = minimalModel(branchingYaml);
const dept = model.definition;
const schema = answersSchema(dept);
const messages = (answers: unknown) => {
  const r = schema.safeParse(answers);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('questions that depend on earlier answers', () => {
  it('asks a step only when its condition holds over the answers before it', () => {
    expect(askedSteps(dept, { people: 3, ads: 'no' })).toEqual([true, true, false, false]);
    expect(askedSteps(dept, { people: 12, ads: 'yes', channels: ['search'] })).toEqual([true, true, true, true]);
    expect(askedSteps(dept, { people: 12, ads: 'yes', channels: ['none'] })).toEqual([true, true, true, false]);
    // a hidden multi-select chose nothing, so "not chose(channels, 'none')" holds
    expect(askedSteps(dept, { people: 12, ads: 'no' })).toEqual([true, true, false, true]);
  });

  it('keeps only the answers on the path', () => {
    expect(onPath(dept, { people: 3, ads: 'no', channels: ['search'], reporting: 'auto' })).toEqual({ people: 3, ads: 'no' });
  });

  it('refuses a hidden step sent, naming it and why, and a visible one missing', () => {
    expect(messages({ people: 3, ads: 'no', channels: ['search'] })).toEqual(['channels is not asked when ads is "no"; leave it out']);
    expect(messages({ people: 12, ads: 'yes', channels: ['none'], reporting: 'auto' })).toEqual([
      'reporting is not asked when people is 12 and channels is "none"; leave it out',
    ]);
    expect(messages({ people: 12, ads: 'yes' })).toEqual([
      'channels must be a non-empty list of "none", "search", "social" ("none" only on its own)',
      'reporting must be one of "manual", "auto"',
    ]);
    expect(messages({ people: 3, ads: 'no' })).toEqual([]);
  });

  it('takes a whole number within its range, naming the range otherwise', () => {
    for (const people of [0, 21, 2.5, '3']) {
      expect(messages({ people, ads: 'no' })).toEqual(['people must be a whole number from 1 to 20 (people)']);
    }
  });

  it('counts a hidden step as its skipped value, and reads a number by its field', () => {
    // 10 people x (0 ad + 0 skipped channel + 3 reporting hours) x 52 = 1560
    expect(evaluate(model, schema.parse({ people: 10, ads: 'no', reporting: 'manual' }))).toMatchObject({ total: 0, hours: 1560 });
    // 4 people x (3 + 2) x 52 = 1040; reach 2 + 2 = 4
    expect(evaluate(model, schema.parse({ people: 4, ads: 'yes', channels: ['search'] }))).toMatchObject({ total: 4, hours: 1040 });
  });

  it('walks every path exactly: the 128 worked out by hand', () => {
    const space = answerSpace(dept);
    expect(countPaths(space)).toBe(128);
    let visited = 0;
    forEachScope(model, space, (s, at) => {
      visited++;
      const answers = answersAt(dept, space, at);
      // every path is an answer set the API accepts, scored as the walk scores it
      expect(evaluate(model, schema.parse(answers)).hours).toBe(s.hours);
    });
    expect(visited).toBe(128);
  });

  it('reaches only the scores some path gives, and proves the invariant over every path', () => {
    // reach 0, 2, 4 or 5, and insight 0 or 5 only where reporting is asked: 7 (ads with no channel, plus
    // automatic reporting) would need reporting asked after "none", which no path does
    expect(reach(dept).total).toEqual([0, 2, 4, 5, 9, 10]);
    expect(prove(model)).toEqual([]);
  });

  it('counts the longest and shortest whole path still possible', () => {
    expect(pathLength(dept, {}, 0)).toEqual({ min: 2, max: 4 });
    expect(pathLength(dept, { people: 3 }, 1)).toEqual({ min: 2, max: 3 });
    expect(pathLength(dept, { people: 10, ads: 'no' }, 2)).toEqual({ min: 3, max: 3 });
    expect(pathLength(dept, { people: 10, ads: 'yes' }, 2)).toEqual({ min: 3, max: 4 });
  });

  it('gives, after any answers of any path, the shortest and longest of the whole paths that begin with them', () => {
    // every path's answers, and the questions it asks, walked over the whole space
    const space = answerSpace(dept);
    const paths: { answers: Record<string, unknown>; asked: number }[] = [];
    forEachScope(model, space, (_s, at) => {
      const answers = answersAt(dept, space, at);
      paths.push({ answers, asked: askedSteps(dept, answers).filter(Boolean).length });
    });
    const fields = dept.wizard.steps.map((s) => s.field);
    let checked = 0;
    for (const path of paths) {
      for (let from = 0; from <= fields.length; from++) {
        const before = fields.slice(0, from);
        const prefix = Object.fromEntries(before.flatMap((f) => (f in path.answers ? [[f, path.answers[f]]] : [])));
        const same = paths.filter((p) => before.every((f) => JSON.stringify(p.answers[f]) === JSON.stringify(path.answers[f])));
        // asked in any order, one department object: what one call works out must hold for the next
        expect(pathLength(dept, prefix as Parameters<typeof pathLength>[1], from)).toEqual({
          min: Math.min(...same.map((p) => p.asked)),
          max: Math.max(...same.map((p) => p.asked)),
        });
        checked++;
      }
    }
    expect(checked).toBe(128 * 5);
  });

  it('never suggests a change that would ask a question the visitor has not answered', () => {
    const answers = schema.parse({ people: 10, ads: 'no', reporting: 'manual' });
    const reachChange = nextChanges(dept, answers).find((n) => n.component === 'reach');
    // "yes" would ask channels, which this visitor never answered
    expect(reachChange?.change).toBeUndefined();
    expect(nextChanges(dept, answers).find((n) => n.component === 'insight')?.change).toEqual({ field: 'reporting', to: 'auto', points: 5, score: 5 });
  });
});
