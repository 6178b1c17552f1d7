import { createTheme, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { Theme } from '../../engine/schema/index.js';
import { systemFontStack } from '../../engine/theme/fonts.js';
import { bandShades, primaryShade, primaryShades } from '../../engine/theme/palette.js';

/**
 * site.yaml's theme as Mantine's: the primary colour's ten shades (engine/theme/palette.ts, the ones the lint
 * checks) with the colour itself at shade 8, the font stack and the corners; without a theme, Mantine's blue at
 * shade 8, which keeps white button text above 4.5:1 (shade 6 is 3.6:1).
 */
export function themeOf(brand: Theme): MantineThemeOverride {
  const fontFamily = brand.fontFamily ?? systemFontStack;
  return createTheme({
    ...(brand.primaryColor === undefined
      ? { primaryColor: 'blue' }
      : { primaryColor: 'brand', colors: { brand: primaryShades(brand.primaryColor) as unknown as MantineColorsTuple } }),
    primaryShade,
    defaultRadius: brand.radius ?? 'md',
    fontFamily,
    headings: { fontFamily, fontWeight: '700' },
    cursorType: 'pointer',
  });
}

/** the look without a theme: the studio's own shell wears it */
export const defaultTheme = themeOf({ fonts: [] });

// each band colour's shades as the lint checks them (engine/theme/palette.ts); results.module.css reads them
const bandVariables = Object.fromEntries(
  Object.entries(bandShades).flatMap(([color, { strong, tint }]) => [
    [`--band-${color}-strong`, strong],
    [`--band-${color}-tint`, tint],
  ]),
);

// mantine's dimmed grey (gray 6) and error red (red 6) are 3.3:1 on white; gray 7 and red 9 pass AA
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: bandVariables,
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
