import { describe, expect, it } from 'vitest';
import { Wizard, type Department } from '../../../engine/schema/index.js';
import { branchingYaml, minimalModel } from '../../../tests/definitions/minimal-department.js';
import { buildPayload, emptyDraft, isAnswered, type Draft } from './draft.js';

const wizard = Wizard.parse({
  progress: { label: 'Question {n} of {total}' },
  buttons: { firstBack: { label: 'Back', to: '/' }, back: 'Back', next: 'Next', submit: 'Go', submitting: 'Processing...' },
  hidden: { unused: '' },
  onSuccess: {},
  onFailure: { kind: 'alert', message: 'Failed' },
  steps: [
    {
      field: 'platform',
      kind: 'single-other',
      question: 'Which platform?',
      options: [
        { value: 'alpha', label: 'Alpha' },
        { value: 'other', label: 'Other' },
      ],
      other: { value: 'other', prompt: 'Which one?', send: 'other: {name}' },
    },
    {
      field: 'tools',
      kind: 'multi',
      question: 'Which tools?',
      options: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
    },
  ],
});
// a department without conditions, with the wizard above
const plain: Department = { ...minimalModel().definition, wizard };
const [platform, tools] = wizard.steps as [Wizard['steps'][number], Wizard['steps'][number]];
const draft = (values: Draft['values'], otherNames: Draft['otherNames'] = {}): Draft => ({ values, otherNames });

// people 1-20, ads yes/no, channels when ads is yes, reporting when people >= 5 and channels is not "none"
const ads = minimalModel(branchingYaml).definition;
const people = ads.wizard.steps[0]!;

describe('isAnswered', () => {
  it('needs an option before moving on', () => {
    expect(isAnswered(platform, emptyDraft())).toBe(false);
    expect(isAnswered(platform, draft({ platform: 'alpha' }))).toBe(true);
  });

  it('needs a non-blank typed name when "other" is chosen', () => {
    expect(isAnswered(platform, draft({ platform: 'other' }))).toBe(false);
    expect(isAnswered(platform, draft({ platform: 'other' }, { platform: '   ' }))).toBe(false);
    expect(isAnswered(platform, draft({ platform: 'other' }, { platform: 'Acme CRM' }))).toBe(true);
  });

  it('needs at least one choice in a multi-select', () => {
    expect(isAnswered(tools, draft({ tools: [] }))).toBe(false);
    expect(isAnswered(tools, draft({ tools: ['b'] }))).toBe(true);
  });

  it('needs a whole number within the range of a number question', () => {
    for (const ok of [1, 7, 20]) expect(isAnswered(people, draft({ people: ok }))).toBe(true);
    for (const bad of [0, 21, -3, 2.5, Number.NaN, '5']) expect(isAnswered(people, draft({ people: bad }))).toBe(false);
    expect(isAnswered(people, emptyDraft())).toBe(false);
  });

  it('needs a number on the steps of a question that counts in steps', () => {
    const byFive = { ...people, number: { min: 0, max: 100, step: 5 } };
    expect(isAnswered(byFive, draft({ people: 15 }))).toBe(true);
    expect(isAnswered(byFive, draft({ people: 16 }))).toBe(false);
  });
});

describe('buildPayload', () => {
  it('sends the hidden fields, the answers and "other: {name}" with the trimmed typed name', () => {
    const payload = buildPayload(plain, draft({ platform: 'other', tools: ['a', 'b'] }, { platform: '  Acme CRM ' }));
    expect(payload).toEqual({ unused: '', platform: 'other: Acme CRM', tools: ['a', 'b'] });
  });

  it('ignores a typed name once another option is chosen', () => {
    expect(buildPayload(plain, draft({ platform: 'alpha' }, { platform: 'Acme' })).platform).toBe('alpha');
  });

  it('sends a number question as a number', () => {
    expect(buildPayload(ads, draft({ people: 3, ads: 'no' }))).toEqual({ people: 3, ads: 'no' });
  });

  it('never sends a draft kept for a question an earlier answer now skips', () => {
    // the visitor chose channels, went back and answered "no" to ads: channels is not asked, so not sent
    const kept = draft({ people: 12, ads: 'no', channels: ['search'], reporting: 'auto' });
    expect(buildPayload(ads, kept)).toEqual({ people: 12, ads: 'no', reporting: 'auto' });
    // "none" hides reporting, though it was answered earlier
    expect(buildPayload(ads, draft({ people: 12, ads: 'yes', channels: ['none'], reporting: 'auto' }))).toEqual({ people: 12, ads: 'yes', channels: ['none'] });
    // a small team is never asked about reporting
    expect(buildPayload(ads, draft({ people: 4, ads: 'yes', channels: ['social'], reporting: 'auto' }))).toEqual({
      people: 4,
      ads: 'yes',
      channels: ['social'],
    });
  });

  it('sends the kept draft again once the question it answers comes back', () => {
    expect(buildPayload(ads, draft({ people: 12, ads: 'yes', channels: ['search'], reporting: 'auto' }))).toEqual({
      people: 12,
      ads: 'yes',
      channels: ['search'],
      reporting: 'auto',
    });
  });
});
