import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { baseSource } from '../../tests/lint/sources.js';
import { Department } from '../schema/department.js';
import { reach, scoreRanges, sumset } from './reach.js';

const base = () => Department.parse(parse(baseSource('department').text));

describe('reach', () => {
  it('combines the questions component by component', () => {
    const r = reach(base());
    expect(r.steps.get('tool')).toEqual([0, 2, 4]);
    expect(r.components.map((c) => c.capped)).toEqual([
      [0, 2, 4],
      [0, 3, 6],
    ]);
    expect(r.total).toEqual([0, 2, 3, 4, 5, 6, 7, 8, 10]);
  });

  it('caps a component at its max and the score at scoring.max', () => {
    const dept = base();
    dept.scoring.components[1]!.max = 5;
    dept.scoring.max = 7;
    const r = reach(dept);
    expect(r.components[1]).toEqual({ raw: [0, 3, 6], capped: [0, 3, 5] });
    expect(r.raw).toEqual([0, 2, 3, 4, 5, 7, 9]);
    expect(r.total).toEqual([0, 2, 3, 4, 5, 7]);
  });

  it('sums the questions of a component that takes points from two', () => {
    const dept = base();
    dept.scoring.components = [{ id: 'all', label: 'All', max: 10, from: ['tool', 'process'], shown: true }];
    expect(reach(dept).components[0]!.raw).toEqual([0, 2, 3, 4, 5, 6, 7, 8, 10]);
  });

  it('works out twelve questions of ten options without trying each of their 10^12 answer sets', () => {
    const dept = base();
    const options = Array.from({ length: 10 }, (_, i) => ({ value: `o${i}`, label: `O${i}`, points: i, attrs: {} }));
    dept.wizard.steps = Array.from({ length: 12 }, (_, s) => ({ field: `q${s}`, kind: 'single' as const, question: `Q${s}?`, options }));
    dept.scoring.components = [{ id: 'all', label: 'All', max: 108, from: dept.wizard.steps.map((s) => s.field), shown: true }];
    dept.scoring.max = 108;
    // trying each answer set would never end: the test's timeout is the bound, no duration is measured
    expect(reach(dept).total).toHaveLength(109);
  });
});

describe('sumset', () => {
  it('adds every pair once, without float noise', () => {
    expect(sumset([0, 0.1], [0, 0.2])).toEqual([0, 0.1, 0.2, 0.3]);
  });
});

describe('scoreRanges', () => {
  it('joins runs of whole numbers', () => {
    expect(scoreRanges([0, 1, 2, 5, 7, 8])).toBe('0-2, 5, 7-8');
    expect(scoreRanges([1.5, 2.5])).toBe('1.5, 2.5');
    expect(scoreRanges([])).toBe('');
  });
});
