import { describe, expect, it } from 'vitest';
import { fillTemplate, formats, formatValue, templateNames } from './format.js';
import { Format } from '../schema/department.js';

describe('formatValue', () => {
  it.each([
    [42000, 'currency', '$42,000'],
    [1234567.6, 'currency', '$1,234,568'],
    [0, 'currency', '$0'],
    [37.5, 'rate', '$37.50'],
    [1150, 'hours', '1,150 hours'],
    [1, 'hours', '1 hour'],
    [0.6, 'hours', '1 hour'],
    [0, 'hours', '0 hours'],
    [55.3, 'percent', '55.3%'],
    [50, 'percent', '50%'],
    [12.345, 'percent', '12.3%'],
    [1, 'months', '1 month'],
    [3, 'months', '3 months'],
    [1.5, 'months', '1.5 months'],
    [1234.56, 'number', '1,234.56'],
    [1234.567, 'number', '1,234.57'],
    [7, 'text', '7'],
  ] as const)('%d as %s is %s', (value, format, text) => {
    expect(formatValue(value, format)).toBe(text);
  });

  it('a plain number is the default', () => {
    expect(formatValue(2500)).toBe('2,500');
  });

  it.each([NaN, Infinity, -Infinity])('%d shows a dash, never "NaN"', (value) => {
    expect(formatValue(value, 'currency')).toBe('-');
  });
});

describe('fillTemplate', () => {
  it('fills a name and a name with a format', () => {
    expect(fillTemplate('start seeing results within {roiTimeline} months', { roiTimeline: 3 })).toBe('start seeing results within 3 months');
    expect(fillTemplate('{savings:currency} and {hours:hours}', { savings: 42000, hours: 1150 })).toBe('$42,000 and 1,150 hours');
    expect(fillTemplate('at {hourlyRate:rate} an hour', { hourlyRate: 37.5 })).toBe('at $37.50 an hour');
  });

  it('uses text values as they are', () => {
    expect(fillTemplate('Scored {score}. {band}', { score: 17, band: 'Good potential.' })).toBe('Scored 17. Good potential.');
  });

  it('leaves an unknown name in place so the gap shows', () => {
    expect(fillTemplate('within {missing} months', {})).toBe('within {missing} months');
  });

  it('an unknown format falls back to a plain number', () => {
    expect(fillTemplate('{x:weird}', { x: 1234.5 })).toBe('1,234.5');
  });

  it('leaves braces that are not placeholders alone', () => {
    expect(fillTemplate('{ not a name } {1x}', { x: 1 })).toBe('{ not a name } {1x}');
  });
});

describe('templateNames', () => {
  it('lists each placeholder name, without its format', () => {
    expect(templateNames('Your team scored {score} out of {maxScore}; {savings:currency}')).toEqual(['score', 'maxScore', 'savings']);
    expect(templateNames('no placeholders')).toEqual([]);
  });
});

describe('formats', () => {
  it('are exactly the formats of the schema, in its order', () => {
    expect([...formats]).toEqual(Format.options);
  });
});
