import { describe, expect, it } from 'vitest';
import { bandFor, inBand } from './bands.js';
import type { BandSet } from '../schema/department.js';

// the sales score card of the spec: 26+ green, 16-25 yellow, below 16 red
const card: BandSet = {
  of: 'score',
  bands: [
    { min: 26, color: 'green', text: 'Strong' },
    { min: 16, max: 25, color: 'yellow', text: 'Good' },
    { max: 15, color: 'red', text: 'High friction' },
  ],
};

describe('inBand', () => {
  it('includes both ends', () => {
    expect(inBand({ min: 16, max: 25, text: 't' }, 16)).toBe(true);
    expect(inBand({ min: 16, max: 25, text: 't' }, 25)).toBe(true);
    expect(inBand({ min: 16, max: 25, text: 't' }, 15)).toBe(false);
    expect(inBand({ min: 16, max: 25, text: 't' }, 26)).toBe(false);
  });

  it('an end left out is open', () => {
    expect(inBand({ min: 26, text: 't' }, 1e9)).toBe(true);
    expect(inBand({ max: 15, text: 't' }, -1e9)).toBe(true);
    expect(inBand({ text: 't' }, 0)).toBe(true);
  });

  it('NaN is in no bounded band', () => {
    expect(inBand({ min: 0, text: 't' }, NaN)).toBe(false);
  });
});

describe('bandFor', () => {
  it.each([
    [35, 'Strong'],
    [26, 'Strong'],
    [25, 'Good'],
    [16, 'Good'],
    [15, 'High friction'],
    [0, 'High friction'],
  ])('score %d -> %s', (score, text) => {
    expect(bandFor(card, score)?.text).toBe(text);
  });

  it('the first matching band wins when bands overlap', () => {
    const set: BandSet = { of: 'score', bands: [{ min: 46, text: 'strong' }, { min: 26, text: 'good' }, { text: 'friction' }] };
    expect(bandFor(set, 50)?.text).toBe('strong');
    expect(bandFor(set, 30)?.text).toBe('good');
    expect(bandFor(set, 10)?.text).toBe('friction');
  });

  it('no band for a value in a gap', () => {
    expect(bandFor(card, 15.5)).toBeUndefined();
  });
});
