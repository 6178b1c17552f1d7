import { describe, expect, it } from 'vitest';
import { contrast, luminance, nearestPassing, normalHex, parseHex, ratioText, withLightness, lightnessOf } from './colour.js';

describe('the contrast maths of WCAG 2.2', () => {
  it('gives the ratios WCAG tools give for known pairs', () => {
    expect(ratioText(contrast('#777', '#fff'))).toBe('4.48'); // a well-known just-failing grey
    expect(contrast('#000000', '#ffffff')).toBe(21);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2); // the lightest grey that passes on white
    expect(contrast('#1971c2', '#ffffff')).toBeCloseTo(5.02, 2); // mantine's blue 8, the default primary
  });

  it('is the same whichever colour is the text', () => {
    expect(contrast('#ffffff', '#0000ff')).toBe(contrast('#0000ff', '#ffffff'));
  });

  it('reads #rgb and #rrggbb, any case', () => {
    expect(parseHex('#777')).toEqual([119, 119, 119]);
    expect(normalHex('#ABCDEF')).toBe('#abcdef');
    expect(luminance('#fff')).toBe(1);
    expect(() => parseHex('blue')).toThrow('"blue" is no hex colour');
  });

  it('never writes a failing ratio as passing: 4.499 reads 4.49', () => {
    expect(ratioText(4.499, 4.5)).toBe('4.49');
    expect(ratioText(4.499)).toBe('4.50');
    expect(ratioText(3)).toBe('3.00');
  });
});

describe('the nearest passing shade', () => {
  it('keeps a colour that passes', () => {
    expect(nearestPassing('#1971c2', ['#ffffff'], 4.5)).toBe('#1971c2');
  });

  it('moves a light yellow darker until white text on it reaches 4.5:1, keeping its hue', () => {
    const shade = nearestPassing('#ffd43b', ['#ffffff'], 4.5)!;
    expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // a thousandth lighter fails: it is the nearest
    expect(contrast(withLightness(shade, lightnessOf(shade) + 0.002), '#ffffff')).toBeLessThan(4.5);
    expect(shade).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('moves a colour lighter when that is nearer (a dark navy behind dark text)', () => {
    const shade = nearestPassing('#1a1a40', ['#141414'], 3)!;
    expect(lightnessOf(shade)).toBeGreaterThan(lightnessOf('#1a1a40'));
    expect(contrast(shade, '#141414')).toBeGreaterThanOrEqual(3);
  });

  it('passes against every background at once', () => {
    const shade = nearestPassing('#f08c00', ['#ffffff', '#f8f9fa'], 3)!;
    expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrast(shade, '#f8f9fa')).toBeGreaterThanOrEqual(3);
  });
});
