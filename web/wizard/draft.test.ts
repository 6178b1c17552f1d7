import { describe, expect, it } from 'vitest';
import { Wizard } from '../../engine/schema/index.js';
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
      options: [{ value: 'alpha', label: 'Alpha' }, { value: 'other', label: 'Other' }],
      other: { value: 'other', prompt: 'Which one?', send: 'other: {name}' },
    },
    { field: 'tools', kind: 'multi', question: 'Which tools?', options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] },
  ],
});
const [platform, tools] = wizard.steps as [Wizard['steps'][number], Wizard['steps'][number]];
const draft = (values: Draft['values'], otherNames: Draft['otherNames'] = {}): Draft => ({ values, otherNames });

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
});


describe('buildPayload', () => {
  it('sends the hidden fields, the answers and "other: {name}" with the trimmed typed name', () => {
    const payload = buildPayload(wizard, draft({ platform: 'other', tools: ['a', 'b'] }, { platform: '  Acme CRM ' }));
    expect(payload).toEqual({ unused: '', platform: 'other: Acme CRM', tools: ['a', 'b'] });
  });

  it('ignores a typed name once another option is chosen', () => {
    expect(buildPayload(wizard, draft({ platform: 'alpha' }, { platform: 'Acme' })).platform).toBe('alpha');
  });
});
