import { describe, expect, it } from 'vitest';
import { Step, type Department } from '../../../engine/schema/index.js';
import { branchingYaml, minimalModel } from '../../../tests/definitions/minimal-department.js';
import { emptyDraft, type Draft } from './draft.js';
import { asDraft, questionPath, reachableStep, stepFromSearch } from './wizard-state.js';

const steps = ['a', 'b', 'c'].map((field) => Step.parse({ field, question: `${field}?`, options: [{ value: 'x', label: 'X' }] }));
const base = minimalModel().definition;
// three questions, always asked
const plain: Department = { ...base, wizard: { ...base.wizard, steps } };
const answered = (...fields: string[]) => ({ values: Object.fromEntries(fields.map((f) => [f, 'x'])), otherNames: {} });

// people 1-20, ads yes/no, channels when ads is yes, reporting when people >= 5 and channels is not "none"
const ads = minimalModel(branchingYaml).definition;
const draft = (values: Draft['values']): Draft => ({ values, otherNames: {} });
const fieldsOf = (d: Draft) => questionPath(ads, d).map((i) => ads.wizard.steps[i]!.field);

describe('wizard state', () => {
  it('reaches the first unanswered step, or the last when all are answered', () => {
    expect(reachableStep(plain, emptyDraft())).toBe(0);
    expect(reachableStep(plain, answered('a', 'b'))).toBe(2);
    expect(reachableStep(plain, answered('a', 'b', 'c'))).toBe(2);
  });

  it('opens the step the address asks for when the answers reach it', () => {
    expect(stepFromSearch(2, plain, answered('a', 'b'))).toBe(1);
    expect(stepFromSearch(3, plain, answered('a', 'b'))).toBe(2);
  });

  it('never skips an unanswered question, and reads a bad step as the first', () => {
    expect(stepFromSearch(3, plain, answered('a'))).toBe(1);
    for (const bad of [undefined, 0, -1, 1.5, 'abc', '']) expect(stepFromSearch(bad, plain, answered('a', 'b'))).toBe(0);
  });

  it('reads anything that is not a stored draft as an empty one', () => {
    for (const bad of [null, 'x', [], { values: [] }, { values: {} }]) expect(asDraft(bad, steps)).toEqual(emptyDraft());
    expect(asDraft(answered('a'), steps)).toEqual(answered('a'));
  });

  it('drops a stored answer the step does not offer, so that step is asked again', () => {
    const stored = { values: { a: 'x', b: 'gone', c: 5 }, otherNames: { a: 'kept', b: 7 } };
    expect(asDraft(stored, steps)).toEqual({ values: { a: 'x' }, otherNames: { a: 'kept' } });
    expect(reachableStep(plain, asDraft(stored, steps))).toBe(1);
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

  it('keeps a stored number only when the number question accepts it', () => {
    const kept = (people: unknown) => asDraft({ values: { people }, otherNames: {} }, ads.wizard.steps).values.people;
    for (const ok of [1, 12, 20]) expect(kept(ok)).toBe(ok);
    for (const bad of [0, 21, 2.5, '12', null, [12]]) expect(kept(bad)).toBeUndefined();
  });
});

describe('the visitor path', () => {
  it('asks only the questions the answers so far make relevant', () => {
    expect(fieldsOf(emptyDraft())).toEqual(['people', 'ads']);
    expect(fieldsOf(draft({ people: 3, ads: 'no' }))).toEqual(['people', 'ads']);
    expect(fieldsOf(draft({ people: 12, ads: 'no' }))).toEqual(['people', 'ads', 'reporting']);
    expect(fieldsOf(draft({ people: 12, ads: 'yes' }))).toEqual(['people', 'ads', 'channels', 'reporting']);
    expect(fieldsOf(draft({ people: 12, ads: 'yes', channels: ['none'] }))).toEqual(['people', 'ads', 'channels']);
  });

  it('reads ?step=N as the N-th question asked, not the N-th of the definition', () => {
    const noAds = draft({ people: 12, ads: 'no' });
    // the 3rd question asked is reporting, the 4th step of the definition
    expect(stepFromSearch(3, ads, noAds)).toBe(2);
    expect(questionPath(ads, noAds)[2]).toBe(3);
    // beyond the first unanswered question on the path: that question
    expect(stepFromSearch(4, ads, noAds)).toBe(2);
    expect(stepFromSearch(3, ads, draft({ people: 12 }))).toBe(1);
    // all answered: the last question asked
    expect(stepFromSearch(9, ads, draft({ people: 12, ads: 'no', reporting: 'auto' }))).toBe(2);
  });

  it('goes Back to the question asked before, over the ones the answers skip', () => {
    const noAds = draft({ people: 12, ads: 'no', reporting: 'auto' });
    const path = questionPath(ads, noAds);
    const at = stepFromSearch(3, ads, noAds);
    expect(ads.wizard.steps[path[at]!]!.field).toBe('reporting');
    expect(ads.wizard.steps[path[at - 1]!]!.field).toBe('ads');
  });

  it('keeps what was answered for a question now skipped, and shows it again when the question comes back', () => {
    const stored = { values: { people: 12, ads: 'no', channels: ['social'], reporting: 'manual' }, otherNames: {} };
    const kept = asDraft(stored, ads.wizard.steps);
    expect(kept.values.channels).toEqual(['social']);
    expect(fieldsOf(kept)).toEqual(['people', 'ads', 'reporting']);
    const back = { ...kept, values: { ...kept.values, ads: 'yes' } };
    expect(fieldsOf(back)).toEqual(['people', 'ads', 'channels', 'reporting']);
    // every question on the path is still answered: the visitor may go straight to the end
    expect(reachableStep(ads, back)).toBe(3);
  });
});
