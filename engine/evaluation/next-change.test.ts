import { describe, expect, it } from 'vitest';
import { answersAt } from '../../tests/definitions/answer-sets.js';
import { minimalModel, minimalYaml } from '../../tests/definitions/minimal-department.js';
import { bestChanges } from '../../tests/definitions/best-changes.js';
import { shippedModels } from '../../tests/definitions/shipped.js';
import { nextChanges } from './next-change.js';

const dept = minimalModel().definition;
// the vendor component shown, and a component of two questions capped at 8 (tools up to 6 + vendor up to 4)
const twoQuestions = minimalModel(
  minimalYaml
    .replace(
      '{ id: tooling, label: Tooling, max: 6, from: [tools], field: tooling }',
      '{ id: tooling, label: Tooling, max: 8, from: [tools, vendor], field: tooling }',
    )
    .replace('{ id: vendorFit, label: Vendor, max: 4, from: [vendor], shown: false }', '{ id: sized, label: Size, max: 2, from: [size] }')
    .replace('{ value: large, label: Large, attrs: { people: 10 } }', '{ value: large, label: Large, points: 2, attrs: { people: 10 } }'),
).definition;

describe('nextChanges', () => {
  it('names the answer that raises the score most, with the component and the score after it', () => {
    expect(nextChanges(dept, { size: 'small', tools: ['none'], vendor: 'acme' })).toEqual([
      { component: 'tooling', points: 0, max: 6, answers: { tools: ['none'] }, change: { field: 'tools', to: 'smart', points: 6, score: 10 } },
    ]);
  });

  it('says a component at its maximum has no change, and leaves hidden components out', () => {
    expect(nextChanges(dept, { size: 'large', tools: ['basic', 'smart'], vendor: 'other: Globex' })).toEqual([
      { component: 'tooling', points: 6, max: 6, answers: { tools: ['basic', 'smart'] } },
    ]);
  });

  it('weighs every question of a component against its cap; a tie goes to the first question', () => {
    const [tooling] = nextChanges(twoQuestions, { size: 'small', tools: ['basic'], vendor: 'other: Globex' });
    // tools -> smart gives 6 + 1 = 7, vendor -> acme gives 3 + 4 = 7: the first question wins the tie
    expect(tooling).toEqual({
      component: 'tooling',
      points: 4,
      max: 8,
      answers: { tools: ['basic'], vendor: ['other: Globex'] },
      change: { field: 'tools', to: 'smart', points: 7, score: 7 },
    });
    // with tools at 6, acme adds 4 but the cap of 8 keeps 2 of them
    expect(nextChanges(twoQuestions, { size: 'small', tools: ['smart'], vendor: 'other: Globex' })[0]!.change).toEqual({
      field: 'vendor',
      to: 'acme',
      points: 8,
      score: 8,
    });
  });

  it('never suggests a team size or a typed "other", and leaves out a component only they could raise', () => {
    const list = nextChanges(twoQuestions, { size: 'small', tools: ['smart'], vendor: 'acme' });
    expect(list.map((n) => n.component)).toEqual(['tooling']);
    expect(list[0]!.change).toBeUndefined();
  });
});

describe.each(shippedModels().map((m) => [m.definition.id, m] as const))('%s: nextChanges agrees with evaluating every change', (_id, model) => {
  it.each(['low', 'mid', 'high'] as const)('at the %s answers', (level) => {
    const answers = answersAt(model.definition, level);
    const list = nextChanges(model.definition, answers);
    const found = Object.fromEntries(list.map((n) => [n.component, n.change && { field: n.change.field, to: n.change.to, score: n.change.score }]));
    for (const [id, best] of Object.entries(bestChanges(model, answers))) expect(found[id], id).toEqual(best);
    // a component without a change is listed only when it is at its maximum
    for (const n of list) if (!n.change) expect(n.points, n.component).toBe(n.max);
  });
});
