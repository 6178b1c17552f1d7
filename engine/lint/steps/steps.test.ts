import { describe, expect, it } from 'vitest';
import { department, lintSet, ofRule, stepOf } from '../../../tests/lint/sources.js';

describe('duplicate-option', () => {
  it('names the value and the question, at the second option', () => {
    const problems = lintSet(department((d) => (stepOf(d, 0).options![2]!.value = 'manual')));
    expect(ofRule(problems, 'duplicate-option')).toMatchObject([
      {
        severity: 'error',
        path: 'wizard.steps[0].options[2].value',
        message: 'Option "manual" appears twice in question "tool"; each option of a question needs its own value',
      },
    ]);
  });

  it('allows one value in two different questions', () => {
    const problems = lintSet(department((d) => (stepOf(d, 1).options![0]!.value = 'manual')));
    expect(ofRule(problems, 'duplicate-option')).toEqual([]);
  });
});

describe('duplicate-field', () => {
  it('reports a second step with the same field', () => {
    const problems = lintSet(department((d) => (d.wizard.steps[2]!.field = 'tool')));
    expect(ofRule(problems, 'duplicate-field')).toMatchObject([
      { severity: 'error', path: 'wizard.steps[2].field', message: expect.stringContaining('Field "tool" is answered by steps 1 and 3') },
    ]);
  });

  it('reports a hidden field that a step also answers', () => {
    const problems = lintSet(department((d) => (d.wizard.hidden = { process: '' })));
    expect(ofRule(problems, 'duplicate-field')).toMatchObject([
      { path: 'wizard.hidden.process', message: expect.stringContaining('Hidden field "process" is also answered by step 2') },
    ]);
  });
});

describe('other-option', () => {
  const other = { value: 'other', prompt: 'Which one?', send: 'other: {name}' };

  it('accepts a single-other step whose other value is an option', () => {
    const problems = lintSet(
      department((d) => {
        stepOf(d, 0).kind = 'single-other';
        stepOf(d, 0).other = { ...other, value: 'basic' };
      }),
    );
    expect(ofRule(problems, 'other-option')).toEqual([]);
  });

  it('reports an other value that is none of the options', () => {
    const problems = lintSet(
      department((d) => {
        stepOf(d, 0).kind = 'single-other';
        stepOf(d, 0).other = other;
      }),
    );
    expect(ofRule(problems, 'other-option')).toMatchObject([
      {
        path: 'wizard.steps[0].other.value',
        message: 'The "other" option "other" of question "tool" is not one of its options ("manual", "basic", "smart")',
      },
    ]);
  });

  it('an other entry on a step that is not single-other is refused by the schema, naming the kind that has one', () => {
    const problems = lintSet(department((d) => (stepOf(d, 0).other = { ...other, value: 'basic' })));
    expect(ofRule(problems, 'schema')).toMatchObject([
      { path: 'wizard.steps[0].other', message: expect.stringContaining('unknown key "other"; "other" belongs to kind single-other, and this step is single') },
    ]);
  });

  it('a single-other step without an other entry is refused by the schema, at the step', () => {
    const problems = lintSet(department((d) => (stepOf(d, 0).kind = 'single-other')));
    expect(ofRule(problems, 'schema')).toMatchObject([{ path: 'wizard.steps[0].other', message: 'wizard.steps[0].other: missing: add it (a map of keys)' }]);
  });
});
