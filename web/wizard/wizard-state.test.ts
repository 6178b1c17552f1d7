import { describe, expect, it } from 'vitest';
import { Step } from '../../engine/schema/index.js';
import { emptyDraft } from './draft.js';
import { asDraft, reachableStep, stepFromSearch } from './wizard-state.js';

const steps = ['a', 'b', 'c'].map((field) => Step.parse({ field, question: `${field}?`, options: [{ value: 'x', label: 'X' }] }));
const answered = (...fields: string[]) => ({ values: Object.fromEntries(fields.map((f) => [f, 'x'])), otherNames: {} });

describe('wizard state', () => {
  it('reaches the first unanswered step, or the last when all are answered', () => {
    expect(reachableStep(steps, emptyDraft())).toBe(0);
    expect(reachableStep(steps, answered('a', 'b'))).toBe(2);
    expect(reachableStep(steps, answered('a', 'b', 'c'))).toBe(2);
  });

  it('opens the step the address asks for when the answers reach it', () => {
    expect(stepFromSearch(2, steps, answered('a', 'b'))).toBe(1);
    expect(stepFromSearch(3, steps, answered('a', 'b'))).toBe(2);
  });

  it('never skips an unanswered question, and reads a bad step as the first', () => {
    expect(stepFromSearch(3, steps, answered('a'))).toBe(1);
    for (const bad of [undefined, 0, -1, 1.5, 'abc', '']) expect(stepFromSearch(bad, steps, answered('a', 'b'))).toBe(0);
  });

  it('reads anything that is not a stored draft as an empty one', () => {
    for (const bad of [null, 'x', [], { values: [] }, { values: {} }]) expect(asDraft(bad)).toEqual(emptyDraft());
    expect(asDraft(answered('a'))).toEqual(answered('a'));
  });
});
