import { afterEach, describe, expect, it } from 'vitest';
import { localDate } from './quote-response.js';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('localDate', () => {
  it('keeps the calendar day in a time zone west of UTC (a UTC midnight would show the day before)', () => {
    process.env.TZ = 'America/Los_Angeles';
    const naive = new Date('2026-03-01').toLocaleDateString();
    expect(localDate('2026-03-01')).toBe(new Date(2026, 2, 1).toLocaleDateString());
    expect(localDate('2026-03-01'), 'not the UTC reading, a day early here').not.toBe(naive);
  });

  it('leaves a value that is not a date as it is', () => {
    expect(localDate('soon')).toBe('soon');
  });
});
