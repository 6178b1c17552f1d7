import { describe, expect, it } from 'vitest';
import { minimalModel } from '../tests/definitions/minimal-department.js';
import { bandFor } from './bands.js';
import { displayModel } from './display.js';
import { evaluate } from './evaluate.js';

const model = minimalModel();
const dept = model.definition;
const display = displayModel(dept);
const displayScope = (_: unknown, s: Record<string, unknown>) => display.scope(s);
const stored = evaluate(model, { size: 'large', tools: ['basic'], vendor: 'acme' }) as unknown as Record<string, unknown>;

describe('displayModel.scope', () => {
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
    expect(display.band('card', scope)).toEqual({ min: 7, color: 'green', text: 'High' });
    expect(display.band('card', scope)).toBe(bandFor(set, scope.score!));
    const low = displayScope(dept, { ...stored, total: 6 });
    expect(display.band('card', low)?.text).toBe('Low');
    expect(display.band(undefined, low)).toBeUndefined();
  });

  it('value evaluates any expression over the scope', () => {
    expect(display.value('savings / 12', displayScope(dept, stored))).toBeCloseTo(2166.67, 2);
  });
});

describe('displayModel', () => {
  it('is built once per definition', () => {
    expect(displayModel(dept)).toBe(display);
    expect(model.display).toBe(display);
  });

  it('lists the page\'s expressions in the order names become known, each display value defining its name', () => {
    expect(display.expressions.map((e) => [e.path.join('.'), e.defines ?? ''])).toEqual([
      ['results.fallbacks.hours', ''],
      ['results.display.days', 'days'],
      ['bands.card.of', ''],
    ]);
  });

  it('compiles a text once however many places write it, and the page runs what was compiled', () => {
    const twice = { ...dept, results: { ...dept.results, blocks: [...dept.results.blocks, { kind: 'split' as const, total: 'score', format: 'number' as const, parts: [{ label: 'All', share: 1 }] }] } };
    const built = displayModel(twice);
    const [band, total] = built.expressions.filter((e) => e.text === 'score');
    expect(total!.path.join('.')).toBe('results.blocks.1.total');
    expect(total!.compiled).toBe(band!.compiled);
    expect(built.bands.get('card')).toBe(band!.compiled.run);
  });
});
