import type { z } from 'zod';
import type { Color, Theme } from '../schema/index.js';
import { mix, normalHex } from './colour.js';

/**
 * The colours the pages paint around the brand (Mantine's default palette, which web/theme keeps): the page's
 * background (gray 0), a card's (white), a bar's track (gray 2), a button's text (white) and the body text (dark 9).
 */
export const surfaces = { page: '#f8f9fa', card: '#ffffff', track: '#e9ecef', buttonText: '#ffffff', text: '#141414' } as const;

/** which of the ten shades is the primary colour itself: buttons, links, the focus ring and the bars (Mantine's primaryShade) */
export const primaryShade = 8;

/** Mantine's blue, the colour of a site without theme.primaryColor (shade 8, #1971c2, is the primary) */
export const defaultShades = ['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1c7ed6', '#1971c2', '#1864ab'] as const;

// how far each lighter shade is mixed towards white (0 to 7), and the darker shade 9 towards black: the spread of
// Mantine's own palettes around their shade 8
const towardsWhite = [0.9, 0.8, 0.62, 0.45, 0.33, 0.22, 0.12, 0.05];
const towardsBlack = 0.12;

/**
 * The ten shades of a primary colour, lightest first, the colour itself at `primaryShade` (its hover, shade 9, a
 * little darker); Mantine's blue without one.
 * @example primaryShades('#0b7285')[8] // '#0b7285'
 */
export function primaryShades(primaryColor: string | undefined): string[] {
  if (primaryColor === undefined) return [...defaultShades];
  const hex = normalHex(primaryColor);
  return [...towardsWhite.map((t) => mix(hex, '#ffffff', t)), hex, mix(hex, '#000000', towardsBlack)];
}

/** the shades of a band's colour the pages paint: its bar, dot and border (`strong`) and its box (`tint`), under dark text */
export interface BandShades {
  strong: string;
  tint: string;
}

/**
 * What each band colour of the definitions is painted in (Mantine's default palette; yellow's strong shade is
 * darkened from yellow 8 to the nearest that keeps 3:1 on the page and the cards, as WCAG 2.2 asks of a bar).
 */
export const bandShades: Record<z.infer<typeof Color>, BandShades> = {
  green: { strong: '#2f9e44', tint: '#d3f9d8' },
  yellow: { strong: '#d37b00', tint: '#fff3bf' },
  red: { strong: '#e03131', tint: '#ffe3e3' },
  blue: { strong: '#1971c2', tint: '#d0ebff' },
  gray: { strong: '#868e96', tint: '#f1f3f5' },
};

/** the theme's primary colour as the pages paint it */
export const primaryOf = (theme: Pick<Theme, 'primaryColor'>): string => primaryShades(theme.primaryColor)[primaryShade]!;
