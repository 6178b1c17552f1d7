import { afterEach, describe, expect, it } from 'vitest';
import { localDate } from './quote-response.js';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('localDate', () => {
  it('keeps the calendar day in a time zone west of UTC (a UTC midnight would show the day before)', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(localDate('2026-03-01', 'en')).toBe('March 1, 2026');
  });

  it("writes the date in the page's language, not the browser's", () => {
    expect(localDate('2026-03-01', 'es')).toBe('1 de marzo de 2026');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(localDate('soon')).toBe('soon');
  });
});
