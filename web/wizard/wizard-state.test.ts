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
    for (const bad of [null, 'x', [], { values: [] }, { values: {} }]) expect(asDraft(bad, steps)).toEqual(emptyDraft());
    expect(asDraft(answered('a'), steps)).toEqual(answered('a'));
  });

  it('drops a stored answer the step does not offer, so that step is asked again', () => {
    const stored = { values: { a: 'x', b: 'gone', c: 5 }, otherNames: { a: 'kept', b: 7 } };
    expect(asDraft(stored, steps)).toEqual({ values: { a: 'x' }, otherNames: { a: 'kept' } });
    expect(reachableStep(steps, asDraft(stored, steps))).toBe(1);
  });

  it('keeps a multi-select answer only when every choice is an option, once, and an exclusive option is alone', () => {
    const multi = Step.parse({
      field: 'tools',
      kind: 'multi',
      question: 'Tools?',
      options: [
        { value: 'none', label: 'None', exclusive: true },
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
    });
    const kept = (tools: unknown) => asDraft({ values: { tools }, otherNames: {} }, [multi]).values.tools;
    expect(kept(['a', 'b'])).toEqual(['a', 'b']);
    expect(kept(['none'])).toEqual(['none']);
    for (const bad of [['none', 'a'], ['a', 'a'], ['a', 'gone'], 'a']) expect(kept(bad)).toBeUndefined();
  });
});
