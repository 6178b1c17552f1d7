import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// shade 8 keeps white button text above 4.5:1 (shade 6 is 3.6:1)
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});

// mantine's dimmed grey (gray 6) and error red (red 6) are 3.3:1 on white; gray 7 and red 9 pass AA
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
