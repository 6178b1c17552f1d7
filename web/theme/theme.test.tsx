// @vitest-environment jsdom
import { Button, MantineProvider, Progress } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Theme } from '../../engine/schema/index.js';
import { cssVariablesResolver, themeOf } from './theme.js';

afterEach(cleanup);
// what jsdom lacks and Mantine reads
// eslint-disable-next-line @typescript-eslint/unbound-method -- only tested for absence, never called unbound
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;

/** a primary button and a bar under site.yaml's theme, with the CSS variables Mantine declares for it */
function renderThemed(theme: unknown) {
  render(
    <MantineProvider theme={themeOf(Theme.parse(theme))} cssVariablesResolver={cssVariablesResolver}>
      <Button>Start</Button>
      <Progress value={40} data-testid="bar" />
    </MantineProvider>,
  );
  const declared = new Map<string, string>();
  for (const style of document.querySelectorAll('style[data-mantine-styles]')) {
    for (const m of (style.textContent ?? '').matchAll(/(--[\w-]+):\s*([^;}]+)/g)) declared.set(m[1]!, m[2]!.trim());
  }
  // what a variable ends up as, following var() to var(); Mantine's defaults (its default-css-variables.css) are not
  // loaded here, so a name it leaves to them stays a name
  const resolve = (value: string): string => {
    const m = /^var\((--[\w-]+)\)$/.exec(value);
    return m && declared.has(m[1]!) ? resolve(declared.get(m[1]!)!) : value;
  };
  const variable = (element: Element, name: string) => resolve((element as HTMLElement).style.getPropertyValue(name).trim());
  // Button.css paints a button's background var(--button-bg, var(--mantine-primary-color-filled))
  const buttonBackground = (button: HTMLElement) => variable(button, '--button-bg') || resolve('var(--mantine-primary-color-filled)');
  // Progress.css paints a section var(--progress-section-color), which the section sets on itself
  const barColour = () => variable(screen.getByTestId('bar').querySelector('.mantine-Progress-section')!, '--progress-section-color');
  return { declared, resolve, variable, buttonBackground, barColour };
}

describe("site.yaml's theme as the Mantine theme", () => {
  it('paints the primary button exactly the primaryColor, its hover a darker shade, and the bars the same colour', () => {
    const { resolve, buttonBackground, barColour } = renderThemed({ primaryColor: '#0B7285' });
    expect(buttonBackground(screen.getByRole('button', { name: 'Start' }))).toBe('#0b7285');
    expect(barColour()).toBe('#0b7285');
    const hover = resolve('var(--mantine-primary-color-filled-hover)');
    expect(hover).toMatch(/^#[0-9a-f]{6}$/);
    expect(hover).not.toBe('#0b7285');
  });

  it("keeps Mantine's blue at shade 8 without a primaryColor: the look before themes", () => {
    const { buttonBackground, barColour } = renderThemed({});
    // left to Mantine's default-css-variables.css: blue at the primary shade, 8 (#1971c2)
    expect(buttonBackground(screen.getByRole('button', { name: 'Start' }))).toBe('var(--mantine-primary-color-filled)');
    expect(barColour()).toBe('var(--mantine-color-blue-8)');
    expect(themeOf(Theme.parse({})).primaryShade).toBe(8);
  });

  it('takes the radius and the font stack', () => {
    expect(themeOf(Theme.parse({ radius: 'xl', fontFamily: 'Brand Sans, sans-serif' }))).toMatchObject({
      defaultRadius: 'xl',
      fontFamily: 'Brand Sans, sans-serif',
      headings: { fontFamily: 'Brand Sans, sans-serif' },
    });
    expect(themeOf(Theme.parse({ radius: 0 })).defaultRadius).toBe(0);
  });

  it('declares each band colour the lint checks', () => {
    const { declared } = renderThemed({});
    expect(declared.get('--band-yellow-strong')).toBe('#d37b00');
  });
});
