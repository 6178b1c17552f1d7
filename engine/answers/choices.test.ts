import { describe, expect, it } from 'vitest';
import { choicesOf } from './choices.js';
import { optionsOf } from './question-kinds.js';
import { Step } from '../schema/department.js';

describe('choicesOf', () => {
  it('a number question takes each accepted value, worth the points of its row and carrying the value under its field', () => {
    const step = Step.parse({
      field: 'teamSize',
      kind: 'number',
      question: 'How many?',
      number: { min: 2, max: 10, step: 4, unit: 'people' },
      points: [
        { min: 2, max: 5, points: 0 },
        { min: 6, max: 10, points: 3 },
      ],
    });
    expect(choicesOf(step).map((o) => [o.value, o.label, o.points, o.attrs])).toEqual([
      ['2', '2 people', 0, { teamSize: 2 }],
      ['6', '6 people', 3, { teamSize: 6 }],
      ['10', '10 people', 3, { teamSize: 10 }],
    ]);
  });

  it('a choice question takes its own options', () => {
    const step = Step.parse({ field: 'tool', question: 'Which?', options: [{ value: 'a', label: 'A' }] });
    expect(choicesOf(step)).toBe(optionsOf(step));
  });
});
