import { describe, expect, it } from 'vitest';
import { minimalModel } from '../tests/definitions/minimal-department.js';
import { bandFor } from './bands.js';
import { displayScope, displayValue } from './display.js';
import { evaluate } from './evaluate.js';

const model = minimalModel();
const dept = model.definition;
const stored = evaluate(model, { size: 'large', tools: ['basic'], vendor: 'acme' }) as unknown as Record<string, unknown>;

describe('displayScope', () => {
  it('holds the result fields with groups flattened, the score, constants and display values', () => {
    // 10 people x 5 hours x 52 = 2600 hours, $26,000; days = 2600 / 8
    expect(displayScope(dept, stored)).toEqual({ rate: 10, weeks: 52, maxScore: 10, total: 7, savings: 26000, hours: 2600, tooling: 3, fee: 100, score: 7, days: 325 });
  });

  it('leaves out what is not a number (recommendation lists, the hash)', () => {
    const s = displayScope(dept, { ...stored, recommendations: [{ id: 'x' }] });
    expect(s).not.toHaveProperty('recommendations');
    expect(s).not.toHaveProperty('definitionHash');
  });

  it('computes a fallback only when the server left the field out', () => {
    const { hours: _hours, ...withoutHours } = stored;
    expect(displayScope(dept, withoutHours)).toMatchObject({ hours: 2600, days: 325 }); // round(26000 / 10)
    expect(displayScope(dept, { ...stored, hours: 1 }).hours).toBe(1);
  });

  it('a missing score reads as 0', () => {
    const { total: _total, ...withoutScore } = stored;
    expect(displayScope(dept, withoutScore).score).toBe(0);
  });

  it('stored keys named after Object.prototype do not pollute anything', () => {
    const hostile = JSON.parse('{"__proto__": {"score": 99}, "constructor": 5, "total": 4}');
    const s = displayScope(dept, hostile);
    expect(s.score).toBe(4);
    expect(({} as Record<string, unknown>).score).toBeUndefined();
  });
});

describe('bands over the results-page scope', () => {
  it('evaluates a band set the way the results page does', () => {
    const set = dept.bands.card!;
    const scope = displayScope(dept, stored);
    expect(bandFor(set, displayValue(set.of, scope))).toEqual({ min: 7, color: 'green', text: 'High' });
    const low = displayScope(dept, { ...stored, total: 6 });
    expect(bandFor(set, displayValue(set.of, low))?.text).toBe('Low');
  });

  it('displayValue evaluates any expression over the scope', () => {
    expect(displayValue('savings / 12', displayScope(dept, stored))).toBeCloseTo(2166.67, 2);
  });
});
