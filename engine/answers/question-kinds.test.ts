import { describe, expect, it } from 'vitest';
import { choicesOf } from './choices.js';
import { answerFor, highestOf, questionKinds, refusedAnswer, ruleOf, type QuestionKindRule } from './question-kinds.js';
import { QuestionKind, Step, type StepOf } from '../schema/department.js';

const kindsWhere = (test: (rule: QuestionKindRule) => boolean) => QuestionKind.options.filter((k) => test(questionKinds[k] as unknown as QuestionKindRule));
const a = { value: 'a', label: 'A' };
const steps = [
  Step.parse({ field: 'one', question: 'One?', options: [a] }),
  Step.parse({ field: 'many', kind: 'multi', question: 'Many?', options: [a, { value: 'none', label: 'None', exclusive: true }] }),
  Step.parse({
    field: 'typed',
    kind: 'single-other',
    question: 'Which?',
    options: [a, { value: 'other', label: 'Other' }],
    other: { value: 'other', prompt: 'Name', send: 'other: {name}' },
  }),
  Step.parse({ field: 'size', kind: 'number', question: 'How many?', number: { min: 2, max: 6, step: 2, unit: 'people' } }),
] as [StepOf<'single'>, StepOf<'multi'>, StepOf<'single-other'>, StepOf<'number'>];

const basic = { points: 3, attrs: { manual: 5 } };
const smart = { points: 6, attrs: { manual: 1 } };
const smartToo = { points: 6, attrs: { manual: 2 } };

describe('questionKinds', () => {
  it('are the kinds the schema accepts, in the published order', () => {
    expect(QuestionKind.options).toEqual(['single', 'multi', 'single-other', 'number']);
    expect(Object.keys(questionKinds)).toEqual(QuestionKind.options);
  });

  it('a single choice scores the one option chosen, and nothing for none or several', () => {
    for (const kind of ['single', 'single-other'] as const) {
      expect(questionKinds[kind].score([basic], ['manual'])).toBe(basic);
      expect(questionKinds[kind].score([], ['manual'])).toBeUndefined();
      expect(questionKinds[kind].score([basic, smart], ['manual'])).toBeUndefined();
    }
  });

  it('a multi-select scores its highest chosen option', () => {
    expect(questionKinds.multi.score([basic, smart], ['manual'])).toBe(smart);
  });

  it('only a multi-select combines several options into one answer, only a number is read as its value', () => {
    expect(kindsWhere((k) => k.many)).toEqual(['multi']);
    expect(kindsWhere((k) => k.valued)).toEqual(['number']);
    expect(kindsWhere((k) => !k.suggests)).toEqual(['number']);
  });

  it('answers a step as a visitor would: the list for a multi-select, the typed form for "other", the number', () => {
    const [single, multi, other, number] = steps;
    expect(answerFor(single, single.options)).toBe('a');
    expect(answerFor(multi, multi.options)).toEqual(['a', 'none']);
    expect(answerFor(other, other.options.slice(1))).toBe('other: <name>');
    expect(answerFor(number, choicesOf(number).slice(1, 2))).toBe(4);
    expect(steps.map(refusedAnswer)).toEqual(['no-such-option', ['no-such-option'], 'no-such-option', 7]);
  });

  it('each kind accepts the stored answers it takes, and refuses the others', () => {
    const [single, multi, other, number] = steps;
    expect([ruleOf(single).takes(single, 'a'), ruleOf(single).takes(single, ['a'])]).toEqual([true, false]);
    expect([ruleOf(multi).takes(multi, ['a', 'none']), ruleOf(multi).takes(multi, ['a', 'a']), ruleOf(multi).takes(multi, ['none'])]).toEqual([
      false,
      false,
      true,
    ]);
    expect(ruleOf(other).takes(other, 'other')).toBe(true);
    expect([ruleOf(number).takes(number, 4), ruleOf(number).takes(number, 3), ruleOf(number).takes(number, '4')]).toEqual([true, false, false]);
  });

  it('names what each kind accepts in its error', () => {
    expect(steps.map((s) => ruleOf(s).allowed(s))).toEqual([
      'one of "a"',
      'a non-empty list of "a", "none" ("none" only on its own)',
      'one of "a" or "other: <name>"',
      'a whole number from 2 to 6 in steps of 2 (people)',
    ]);
  });
});

describe('highestOf', () => {
  it('takes the highest points, and per attr the highest among options at those points', () => {
    expect(highestOf([basic, smart, smartToo], ['manual'])).toEqual({ points: 6, attrs: { manual: 2 } });
    expect(highestOf([], ['manual'])).toBeUndefined();
  });
});
