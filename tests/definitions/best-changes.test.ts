import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextChanges } from '../../engine/evaluation/next-change.js';
import { validAnswers } from './arbitraries.js';
import { bestChanges } from './best-changes.js';
import { branchingModel } from './minimal-department.js';

const model = branchingModel();

describe('the next change on a conditional department, against evaluating every change', () => {
  it('agrees with the oracle on every path: never a number, never a change that asks an unanswered question', () => {
    fc.assert(
      fc.property(validAnswers(model.definition), (answers) => {
        const found = Object.fromEntries(nextChanges(model.definition, answers).map((n) => [n.component, n.change && { field: n.change.field, to: n.change.to, score: n.change.score }]));
        for (const [id, best] of Object.entries(bestChanges(model, answers))) expect(found[id], `${id} at ${JSON.stringify(answers)}`).toEqual(best);
      }),
      { numRuns: 300 },
    );
  });

  it('a change that would ask an unanswered question is not one the visitor can make', () => {
    // worked by hand: reach is ads "no" (0); "yes" would bring 2 but asks channels, which is not answered
    expect(bestChanges(model, { people: 10, ads: 'no', reporting: 'manual' })).toEqual({ reach: undefined, insight: { field: 'reporting', to: 'auto', score: 5 } });
    // channels none -> search or social would ask reporting (people >= 5), not answered; ads -> no only lowers reach
    expect(bestChanges(model, { people: 10, ads: 'yes', channels: ['none'] }).reach).toBeUndefined();
    // below 5 people reporting is never asked, so none -> social is a change the visitor can make
    expect(bestChanges(model, { people: 4, ads: 'yes', channels: ['none'] }).reach).toEqual({ field: 'channels', to: 'social', score: 5 });
  });
});
