import { describe, expect, it } from 'vitest';
import { branchingYaml, colOf, lineOf } from '../../../tests/definitions/minimal-department.js';
import { loadDefinitions } from '../../load.js';
import type { Department } from '../../schema/department.js';
import { lint } from '../index.js';
import { proofsOf } from '../context.js';
import { numberRange } from './numbers.js';

const lintOne = (text: string) => lint([{ path: 'ads.yaml', text }], { wholeSet: false });
const found = (text: string, rule: string) => lintOne(text).filter((p) => p.rule === rule);
const range = 'number: { min: 1, max: 20, unit: people }';
const withPoints = (rows: string) => branchingYaml.replace(range, `${range}\n      points:\n${rows}`);

describe('number-range', () => {
  it('reports a range that accepts no value at its min', () => {
    const text = branchingYaml.replace(range, 'number: { min: 21, max: 20, unit: people }');
    expect(found(text, 'number-range')).toMatchObject([
      {
        severity: 'error',
        line: lineOf(text, 'min: 21'),
        col: colOf(text, '21, max'),
        message: 'Number question "people" accepts no value: its min 21 is above its max 20; min must be at most max',
      },
    ]);
  });

  it('accepts a step larger than the range (only min is accepted) and a single value', () => {
    expect(found(branchingYaml.replace(range, 'number: { min: 1, max: 20, step: 50 }'), 'number-range')).toEqual([]);
    expect(found(branchingYaml.replace(range, 'number: { min: 7, max: 7 }'), 'number-range')).toEqual([]);
  });

  it('reports a range too large for the proofs to walk', () => {
    // the rule alone: the whole lint would walk the 100,000 values it keeps
    const text = branchingYaml.replace(range, 'number: { min: 0, max: 1000000 }');
    const load = loadDefinitions([{ path: 'ads.yaml', text }]);
    const ctx = {
      load,
      departments: load.files.map((file) => ({
        file,
        dept: file.data as Department,
        entries: [],
        reach: { steps: new Map(), components: [], raw: [], total: [] },
        proofs: proofsOf(file.data as Department),
      })),
      sites: [],
      quotes: [],
      reports: [],
      wholeSet: false,
    };
    expect(numberRange(ctx).map((f) => f.message)).toEqual([
      'Number question "people" accepts 1,000,001 values (0 to 1000000 in steps of 1), more than the 100,000 the proofs can walk; narrow the range or raise its step',
    ]);
  });
});

describe('number-points', () => {
  it('passes rows that cover the range once', () => {
    const text = withPoints('        - { min: 1, max: 4, points: 0 }\n        - { min: 5, max: 20, points: 1 }\n');
    expect(found(text, 'number-points')).toEqual([]);
  });

  it('reports an overlap at the later row, a gap at the row whose edge borders it, and a row outside the range', () => {
    const text = withPoints('        - { min: 1, max: 5, points: 0 }\n        - { min: 5, max: 9, points: 1 }\n        - { min: 12, max: 25, points: 2 }\n');
    expect(found(text, 'number-points').map((p) => [p.line, p.message])).toEqual([
      [lineOf(text, 'min: 5, max: 9'), 'Points row 2 of "people" overlaps an earlier row at 5; the rows must cover 1 to 20 once, each value in one row'],
      [lineOf(text, 'min: 12'), 'Values 10-11 of "people" fall in no points row, so they bring 0 points; the rows must cover 1 to 20 once'],
      [lineOf(text, 'min: 12'), 'Points row 3 of "people" (12 to 25) reaches outside the accepted 1 to 20; keep every row within number.min and number.max'],
    ]);
  });

  it('reports an empty row', () => {
    const text = withPoints('        - { min: 1, max: 20, points: 0 }\n        - { min: 9, max: 3, points: 1 }\n');
    expect(found(text, 'number-points').map((p) => p.message)).toEqual(['Points row 2 of "people" (9 to 3) holds no value: its min is above its max']);
  });
});

describe('component-max over a number question', () => {
  it('reports a points row above its component max at the row', () => {
    const text = withPoints('        - { min: 1, max: 4, points: 0 }\n        - { min: 5, max: 20, points: 7 }\n').replace(
      'from: [ads, channels]',
      'from: [ads, channels, people]',
    );
    expect(found(text, 'component-max').filter((p) => p.path?.startsWith('wizard'))).toMatchObject([
      {
        line: lineOf(text, 'points: 7'),
        message: 'Points row 2 of "people" (5 to 20) gives 7 points, above the 5-point max of component "reach"; the extra points would be cut off',
      },
    ]);
  });
});
