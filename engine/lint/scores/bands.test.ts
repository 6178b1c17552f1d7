import { describe, expect, it } from 'vitest';
import type { BandSet } from '../../schema/department.js';
import { department, lintSet, ofRule } from '../../../tests/lint/sources.js';

// the test department reaches 0, 2-8 and 10 out of 10
type Bands = BandSet['bands'];
const withCard = (bands: Bands, of?: string) =>
  lintSet(
    department((d) => {
      d.bands = { card: { of, bands } };
    }),
  );
const band = (min: number | undefined, max: number | undefined, text: string) => ({ min, max, text });
const rules = (bands: Bands) => withCard(bands).filter((p) => p.rule.startsWith('band-'));

describe('band-gap', () => {
  it('lists the reachable scores that fall in no band', () => {
    const problems = withCard([band(7, undefined, 'High'), band(undefined, 3, 'Low')]);
    expect(ofRule(problems, 'band-gap')).toMatchObject([
      {
        severity: 'error',
        path: 'bands.card.bands[0]',
        message: 'Scores 4-6 fall in no band of "card", between "Low" (max 3) and "High" (min 7); every reachable score (0, 2-8, 10) needs a band',
      },
    ]);
  });

  it('points at the band whose edge was moved: the lowest min above the gap, else the highest max below it', () => {
    const middle = withCard([band(9, undefined, 'High'), band(6, 8, 'Mid'), band(undefined, 4, 'Low')]);
    expect(ofRule(middle, 'band-gap')).toMatchObject([{ path: 'bands.card.bands[1]', message: expect.stringMatching(/^Score 5 falls/) }]);
    const top = withCard([band(undefined, 6, 'Only')]);
    expect(ofRule(top, 'band-gap')).toMatchObject([{ path: 'bands.card.bands[0]', message: expect.stringMatching(/^Scores 7-8, 10 fall/) }]);
  });

  it('ignores a gap no answers can reach', () => {
    expect(rules([band(10, undefined, 'Top'), band(undefined, 8, 'Rest')])).toEqual([]);
  });

  it('leaves band sets over other values alone', () => {
    expect(ofRule(withCard([band(1000, undefined, 'Big')], 'costSavings'), 'band-gap')).toEqual([]);
  });

  it('bands the score under its result field name too', () => {
    expect(ofRule(withCard([band(1000, undefined, 'Big')], 'alphaScore'), 'band-gap')).toHaveLength(1);
  });
});

describe('band-overlap', () => {
  it('warns when an earlier band takes scores a later band states it holds', () => {
    const problems = withCard([band(5, undefined, 'High'), band(3, 6, 'Middle'), band(undefined, 2, 'Low')]);
    expect(ofRule(problems, 'band-overlap')).toMatchObject([
      {
        severity: 'warning',
        path: 'bands.card.bands[1]',
        message: 'Band "Middle" of "card" also matches scores 5-6, which "High" takes first; the first match wins, so it is shadowed there',
      },
    ]);
  });

  it('accepts falling thresholds and a catch-all (first match wins)', () => {
    expect(rules([band(7, undefined, 'High'), band(3, undefined, 'Middle'), band(undefined, undefined, 'Low')])).toEqual([]);
  });

  it('warns when a band never shows because earlier bands take all of it', () => {
    const problems = withCard([band(0, undefined, 'All'), band(undefined, undefined, 'Never')]);
    expect(ofRule(problems, 'band-overlap')).toMatchObject([{ path: 'bands.card.bands[1]', message: expect.stringContaining('it never shows') }]);
  });
});

describe('band-beyond-max and band-unreachable', () => {
  it('reports a threshold above the maximum once, as band-beyond-max', () => {
    const problems = rules([band(12, undefined, 'Out of reach'), band(undefined, 11, 'Everything')]);
    expect(problems).toMatchObject([
      {
        rule: 'band-beyond-max',
        severity: 'warning',
        path: 'bands.card.bands[0].min',
        message: 'Band "Out of reach" of "card" has min 12, above the score\'s maximum of 10',
      },
      { rule: 'band-beyond-max', path: 'bands.card.bands[1].max' },
    ]);
  });

  it('reports a band no reachable score falls in', () => {
    const problems = rules([band(10, undefined, 'Top'), band(9, 9, 'Nine'), band(undefined, 8, 'Rest')]);
    expect(problems).toMatchObject([
      {
        rule: 'band-unreachable',
        path: 'bands.card.bands[1]',
        message: 'Band "Nine" of "card" (9 to 9) holds no reachable score (0, 2-8, 10); it never shows',
      },
    ]);
  });
});

describe('band-scale', () => {
  it('warns when the highest threshold is below a third of the maximum', () => {
    const problems = withCard([band(3, undefined, 'High'), band(undefined, undefined, 'Low')]);
    expect(ofRule(problems, 'band-scale')).toMatchObject([
      {
        severity: 'warning',
        path: 'bands.card',
        message: 'The highest threshold of "card" is 3, below a third of the score\'s maximum of 10; the bands look made for another scale',
      },
    ]);
  });

  it('accepts a single band and thresholds from a third up', () => {
    expect(ofRule(withCard([band(undefined, undefined, 'Any')]), 'band-scale')).toEqual([]);
    expect(ofRule(withCard([band(4, undefined, 'High'), band(undefined, undefined, 'Low')]), 'band-scale')).toEqual([]);
  });
});
