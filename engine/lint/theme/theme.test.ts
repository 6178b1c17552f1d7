import { describe, expect, it } from 'vitest';
import { lint } from '../index.js';
import { baseSource, department, singles } from '../../../tests/lint/sources.js';
import { contrast } from '../../theme/colour.js';
import { bandShades, surfaces } from '../../theme/palette.js';
import { pairFailure } from './theme.js';

/** the clean site with a theme written in after its title */
const site = (theme: string) => {
  const { path, text } = baseSource('site');
  return { path, text: text.replace(/^title: .*$/m, (line) => `${line}\ntheme:\n${theme}`) };
};
const lintSite = (theme: string, exists?: (path: string) => boolean) =>
  lint([department(), site(theme), ...singles().filter((s) => s.path !== 'site.yaml')], { exists }).filter((p) => p.severity === 'error');

describe('theme-contrast', () => {
  it('passes the default look and a dark brand colour', () => {
    expect(lintSite('  radius: md')).toEqual([]);
    expect(lintSite('  primaryColor: "#0b7285"')).toEqual([]);
  });

  it('fails a light brand colour at its line, naming both colours, the ratio, the rule and the nearest shade that passes', () => {
    const problems = lintSite('  primaryColor: "#4dabf7"');
    expect(problems.map((p) => [p.rule, p.line])).toContainEqual(['theme-contrast', 5]);
    const button = problems.find((p) => p.message.startsWith('Button text #ffffff on the primary colour #4dabf7'))!;
    expect(button.message).toMatch(
      /contrast 2\.\d\d:1, below the 4\.5:1 WCAG 2\.2 AA asks of text; the nearest shade of #4dabf7 that passes is (#[0-9a-f]{6})$/,
    );
    const fix = /passes is (#[0-9a-f]{6})$/.exec(button.message)![1]!;
    expect(contrast(fix, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // the suggested colour itself passes the whole check
    expect(lintSite(`  primaryColor: "${fix}"`).filter((p) => p.message.startsWith('Button text #ffffff on the primary'))).toEqual([]);
  });

  it('names the bars on their track at 3:1 for a colour that is dark enough for text on white yet close to the track', () => {
    // a grey that passes 3:1 on white but not on the track
    const problems = lintSite('  primaryColor: "#8d8d8d"').map((p) => p.message);
    expect(problems.some((m) => m.startsWith('The progress and component bars in the primary colour #8d8d8d on their track #e9ecef: contrast 2.'))).toBe(true);
  });
});

describe('theme-file', () => {
  it('names a logo or font file that is not beside site.yaml, at its line', () => {
    const theme = '  logo: { file: brand/logo.svg, alt: Acme }\n  fonts:\n    - { file: fonts/brand.woff2 }';
    const problems = lintSite(theme, (path) => path === './brand/logo.svg');
    expect(problems.map((p) => [p.rule, p.line, p.message])).toEqual([
      [
        'theme-file',
        7,
        'The theme names fonts/brand.woff2, which is not in the definitions folder (./fonts/brand.woff2); put the file there or correct the path',
      ],
    ]);
  });

  it('refuses a path that leaves the definitions folder', () => {
    const problems = lintSite('  logo: { file: ../secret.png, alt: Acme }');
    expect(problems.map((p) => p.rule)).toEqual(['schema']);
  });
});

describe('band colours', () => {
  it('keep 3:1 for their bars on the page and the cards, and 4.5:1 for their words on their box', () => {
    for (const [color, { strong, tint }] of Object.entries(bandShades)) {
      expect(contrast(strong, surfaces.page), color).toBeGreaterThanOrEqual(3);
      expect(contrast(strong, surfaces.card), color).toBeGreaterThanOrEqual(3);
      expect(contrast(surfaces.text, tint), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('would be an error naming the colour that fails (mantine yellow 8, the bar before this check)', () => {
    const message = pairFailure({
      what: (bg) => `The yellow band's bar #f08c00 on ${bg}`,
      themed: '#f08c00',
      against: [surfaces.page, surfaces.card],
      required: 3,
    });
    expect(message).toBe(
      "The yellow band's bar #f08c00 on #f8f9fa: contrast 2.36:1, below the 3:1 WCAG 2.2 AA asks of a focus ring or a bar; the nearest shade of #f08c00 that passes is #d37b00",
    );
  });
});
