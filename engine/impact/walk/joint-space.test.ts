import { describe, expect, it } from 'vitest';
import { branchingYaml, minimalModel } from '../../../tests/definitions/minimal-department.js';
import { pairs } from '../../../tests/impact/pairs.js';
import { jointSpace } from './joint-space.js';

const base = minimalModel().definition;
const summary = (text: string) =>
  jointSpace(base, minimalModel(text).definition).map((s) => [
    s.field,
    s.choices.map((c) => [c.labels.join('+'), c.count, c.before?.points ?? null, c.after?.points ?? null]),
  ]);

describe('the answer space two versions share', () => {
  it('counts the real answers of each class: a multi-select by every non-empty set of its options', () => {
    expect(summary(pairs.changedConstant)).toEqual([
      [
        'size',
        [
          ['Small', 1, 0, 0],
          ['Large', 1, 0, 0],
        ],
      ],
      // none alone; basic with or without none; smart with anything below it
      [
        'tools',
        [
          ['None', 1, 0, 0],
          ['Basic', 2, 3, 3],
          ['Smart', 4, 6, 6],
        ],
      ],
      [
        'vendor',
        [
          ['Acme', 1, 4, 4],
          ['Other', 1, 1, 1],
        ],
      ],
    ]);
  });

  it('splits a class where the edit tells its answers apart, and marks answers one version rejects', () => {
    const tools = (text: string) => summary(text).find(([f]) => f === 'tools')![1];
    // basic at 6 points: with smart it now brings basic's manual hours, so smart's class splits in two
    expect(tools(pairs.changedPoints)).toEqual([
      ['None', 1, 0, 0],
      ['Basic', 2, 3, 6],
      ['Smart', 2, 6, 6],
      ['Basic+Smart', 2, 6, 6],
    ]);
    // the new tool: 8 more sets, none of them accepted before
    const added = tools(pairs.addedOption) as [string, number, number | null, number | null][];
    expect(added.filter(([, , before]) => before === null).reduce((n, [, count]) => n + count, 0)).toBe(8);
  });

  it('counts only answers the API accepts: an exclusive option is never combined with others', () => {
    const dept = minimalModel(branchingYaml).definition;
    const channels = jointSpace(dept, dept).find((s) => s.field === 'channels')!;
    // none alone, search, social, search + social (scores as social): 4 answers, none with none among others
    expect(channels.choices.map((c) => [c.labels.join('+'), c.count])).toEqual([
      ['Nowhere yet', 1],
      ['Search', 1],
      ['Social', 2],
    ]);
    expect(channels.total).toEqual({ before: 4, after: 4 });
  });

  it('keeps every value of a number question apart (formulas read it) and orders fields so conditions read known answers', () => {
    const dept = minimalModel(branchingYaml).definition;
    const joint = jointSpace(dept, dept);
    expect(joint.find((s) => s.field === 'people')!.choices.map((c) => c.answer)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // the edit asks reporting first and reads nothing; the old version's condition reads people and channels first
    const moved = dept.wizard.steps.at(-1)!;
    const edited = { ...dept, wizard: { ...dept.wizard, steps: [{ ...moved, when: undefined, skipped: undefined }, ...dept.wizard.steps.slice(0, -1)] } };
    expect(jointSpace(dept, edited).map((s) => s.field)).toEqual(['people', 'ads', 'channels', 'reporting']);
  });
});
