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

// mantine's dimmed grey (gray 6) is 3.3:1 on white; gray 7 is 8:1
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
