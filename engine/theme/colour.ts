/** a colour as red, green and blue from 0 to 255 */
export type Rgb = readonly [number, number, number];

/** #rgb or #rrggbb, any case */
export const hexPattern = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/**
 * A hex colour's red, green and blue.
 * @example parseHex('#777') // [119, 119, 119]
 */
export function parseHex(hex: string): Rgb {
  if (!hexPattern.test(hex)) throw new Error(`"${hex}" is no hex colour (#rgb or #rrggbb)`);
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

const clampByte = (n: number) => Math.min(255, Math.max(0, Math.round(n)));

/** #rrggbb, lowercase */
export const toHex = (rgb: Rgb): string => `#${rgb.map((n) => clampByte(n).toString(16).padStart(2, '0')).join('')}`;

/** the same colour written #rrggbb, lowercase */
export const normalHex = (hex: string): string => toHex(parseHex(hex));

/** WCAG 2.2's relative luminance, 0 (black) to 1 (white) */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((n) => {
    const c = n / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG 2.2's contrast ratio of two colours, 1 to 21, whichever is lighter.
 * @example contrast('#777777', '#ffffff') // 4.478...
 */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** a ratio as WCAG tools write it, two decimals (#777 on white: 4.48), never rounded up to the ratio it fails (4.499 of 4.5 is 4.49) */
export function ratioText(ratio: number, required?: number): string {
  const rounded = Math.round(ratio * 100) / 100;
  return (required !== undefined && ratio < required && rounded >= required ? Math.floor(ratio * 100) / 100 : rounded).toFixed(2);
}

/** hue (0-360), saturation and lightness (0-1) */
type Hsl = readonly [number, number, number];

function toHsl([r, g, b]: Rgb): Hsl {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rr ? (gg - bb) / d + (gg < bb ? 6 : 0) : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  return [h * 60, s, l];
}

function fromHsl([h, s, l]: Hsl): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** the colour with its lightness set (0 to 1), its hue and saturation kept */
export const withLightness = (hex: string, lightness: number): string => {
  const [h, s] = toHsl(parseHex(hex));
  return toHex(fromHsl([h, s, Math.min(1, Math.max(0, lightness))]));
};

/** the colour's HSL lightness, 0 to 1 */
export const lightnessOf = (hex: string): number => toHsl(parseHex(hex))[2];

/** `hex` mixed with `other`: 0 keeps hex, 1 is other */
export function mix(hex: string, other: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(other);
  return toHex(a.map((n, i) => n + (b[i]! - n) * amount) as unknown as Rgb);
}

/**
 * The shade of `hex` nearest to it (same hue and saturation, lightness moved in steps of a thousandth, darker or
 * lighter, whichever passes sooner) whose contrast with every colour of `against` reaches `ratio`; undefined when
 * no lightness passes.
 * @example nearestPassing('#ffd43b', ['#ffffff'], 4.5) // a dark gold, such as '#846800'
 */
export function nearestPassing(hex: string, against: readonly string[], ratio: number): string | undefined {
  const passes = (c: string) => against.every((b) => contrast(c, b) >= ratio);
  if (passes(normalHex(hex))) return normalHex(hex);
  const start = lightnessOf(hex);
  for (let step = 1; step <= 1000; step++) {
    for (const l of [start - step / 1000, start + step / 1000]) {
      if (l < 0 || l > 1) continue;
      const shade = withLightness(hex, l);
      if (passes(shade)) return shade;
    }
  }
  return undefined;
}
