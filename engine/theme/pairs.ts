import type { Theme } from '../schema/index.js';
import { primaryShade, primaryShades, surfaces } from './palette.js';

/** one pair of colours a page paints together, and the contrast WCAG 2.2 AA asks of it */
export interface ColourPair {
  /** the pair in words, against one of its colours: "Button text #ffffff on the primary colour #ffd43b" */
  what: (other: string) => string;
  /** the theme's colour in the pair: the one to change */
  themed: string;
  /** the colours it is painted on or under; it must reach the ratio against each */
  against: string[];
  /** 4.5 for text, 3 for the focus ring and bars (WCAG 2.2 1.4.3 and 1.4.11) */
  required: number;
}

export const textRatio = 4.5;
/** the page's backgrounds in words */
export const surfaceName = (hex: string): string => (hex === surfaces.page ? 'the page background' : hex === surfaces.card ? 'a card' : 'the background');
export const graphicRatio = 3;

/**
 * Every pair of colours the theme's primary colour makes on the pages: button text on the colour and on its hover
 * shade, links and outlined buttons on the page and on a card, the focus ring there, the bars on their track.
 * @example themePairs({ primaryColor: '#ffd43b' })[0].themed // '#ffd43b', against ['#ffffff'], required 4.5
 */
export function themePairs(theme: Pick<Theme, 'primaryColor'>): ColourPair[] {
  const shades = primaryShades(theme.primaryColor);
  const primary = shades[primaryShade]!;
  const hover = shades[primaryShade + 1]!;
  const backgrounds = [surfaces.page, surfaces.card];
  const given = theme.primaryColor === undefined ? 'the default primary colour' : 'the primary colour';
  return [
    { what: (white) => `Button text ${white} on ${given} ${primary}`, themed: primary, against: [surfaces.buttonText], required: textRatio },
    {
      what: (white) => `Button text ${white} on the hover shade ${hover} (made from ${primary})`,
      themed: hover,
      against: [surfaces.buttonText],
      required: textRatio,
    },
    {
      what: (bg) => `Links and outlined buttons in ${given} ${primary} on ${surfaceName(bg)} ${bg}`,
      themed: primary,
      against: backgrounds,
      required: textRatio,
    },
    { what: (bg) => `The focus ring in ${given} ${primary} on ${surfaceName(bg)} ${bg}`, themed: primary, against: backgrounds, required: graphicRatio },
    {
      what: (track) => `The progress and component bars in ${given} ${primary} on their track ${track}`,
      themed: primary,
      against: [surfaces.track],
      required: graphicRatio,
    },
  ];
}
