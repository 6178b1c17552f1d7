import { z } from 'zod';
import { hexPattern } from '../theme/colour.js';
import { notText } from './common.js';

// a file beside the definitions: a relative path without "..", so it can never name a file outside their folder
const besideDefinitions = (extensions: readonly string[], example: string) =>
  z
    .string()
    .regex(
      new RegExp(`^(?!.*(?:^|/)\\.\\.?(?:/|$))[A-Za-z0-9_][\\w.\\-/]*\\.(?:${extensions.join('|')})$`),
      `a file beside the definitions, its path relative to site.yaml's folder, ending ${extensions.map((e) => `.${e}`).join(' or ')}, such as ${example}`,
    )
    .meta(notText);

export const radiusSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export const FontFile = z
  .strictObject({
    file: besideDefinitions(['woff2', 'woff', 'ttf', 'otf'], 'fonts/brand.woff2').describe('The font file, relative to the definitions folder, such as fonts/brand.woff2'),
    weight: z.number().int().min(100).max(900).multipleOf(100).default(400).describe('The weight this file draws: 400 = regular, 700 = bold'),
    style: z.enum(['normal', 'italic']).default('normal').describe('normal or italic'),
  })
  .meta(notText);

export const Logo = z.strictObject({
  file: besideDefinitions(['svg', 'png'], 'brand/logo.svg').describe(
    'The logo, an SVG or PNG file relative to the definitions folder, such as brand/logo.svg; shown in the header and at the top of the PDF (an SVG is drawn into the PDF as a picture)',
  ),
  alt: z.string().min(1).describe("What the logo says to a screen reader and where it cannot be shown, usually the business's name; translated per language"),
  height: z.number().int().min(16).max(80).default(32).describe('Its height in the header in px, 16 to 80; default 32 (the width follows the picture)'),
});

export const Theme = z
  .strictObject({
    primaryColor: z
      .string()
      .regex(hexPattern, 'a hex colour such as "#1971c2" (# and 3 or 6 hex digits); quote it in YAML, where # starts a comment')
      .meta(notText)
      .optional()
      .describe(
        'The brand colour, a hex such as "#1971c2": primary buttons, links, the focus ring, selected answers and the progress and component bars are exactly this colour; the lighter and darker shades are made from it. Without it, the default blue (#1971c2). The lint checks every pair it makes against WCAG 2.2 AA (theme-contrast)',
      ),
    fontFamily: z
      .string()
      .min(1)
      .meta(notText)
      .optional()
      .describe(
        'The CSS font stack of every page, such as "Brand Sans, system-ui, sans-serif"; the files of `fonts` are the first family named. Default: the system stack (system-ui, -apple-system, "Segoe UI", Roboto, ...)',
      ),
    fonts: z
      .array(FontFile)
      .default([])
      .describe("Font files beside the definitions that draw fontFamily's first family, one per weight and style; served by the tool and used once loaded (no layout shift: the system stack stays until then)"),
    radius: z
      .union([z.enum(radiusSizes), z.number().int().min(0).max(32)])
      .meta(notText)
      .optional()
      .describe("The corners of buttons, cards and fields: one of xs, sm, md, lg, xl, or a number of px (0 = square, up to 32); default md"),
    logo: Logo.optional().describe("The business's logo: in the header of every page and at the top of the PDF; none by default (the title stands alone)"),
  })
  .describe("The brand: the site's colour, font, corners and logo; without it the default look");
export type Theme = z.infer<typeof Theme>;
