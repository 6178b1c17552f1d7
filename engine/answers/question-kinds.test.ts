import { describe, expect, it } from 'vitest';
import { highestOf, questionKinds } from './question-kinds.js';
import { QuestionKind } from '../schema/department.js';

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

  it('only a single-other asks for a typed name, only a multi-select has options that stand alone', () => {
    expect(
      Object.entries(questionKinds)
        .filter(([, k]) => k.typedName)
        .map(([n]) => n),
    ).toEqual(['single-other']);
    expect(
      Object.entries(questionKinds)
        .filter(([, k]) => k.exclusive)
        .map(([n]) => n),
    ).toEqual(['multi']);
  });
});

describe('highestOf', () => {
  it('takes the highest points, and per attr the highest among options at those points', () => {
    expect(highestOf([basic, smart, smartToo], ['manual'])).toEqual({ points: 6, attrs: { manual: 2 } });
    expect(highestOf([], ['manual'])).toBeUndefined();
  });
});
