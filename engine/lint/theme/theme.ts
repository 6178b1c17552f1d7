import { contrast, nearestPassing, ratioText } from '../../theme/colour.js';
import { bandShades, surfaces } from '../../theme/palette.js';
import { graphicRatio, surfaceName, textRatio, themePairs, type ColourPair } from '../../theme/pairs.js';
import { error, type Check, type Finding, type Path } from '../types.js';

const kinds = { [textRatio]: 'text', [graphicRatio]: 'a focus ring or a bar' } as Record<number, string>;

/**
 * The message of a pair that fails against one or more of its colours (the lowest ratio named), or none: both
 * colours, the ratio, the ratio required and the nearest shade of the theme's colour that passes against all.
 */
export function pairFailure(pair: ColourPair): string | undefined {
  const [worst] = pair.against.map((other) => ({ other, ratio: contrast(pair.themed, other) })).sort((a, b) => a.ratio - b.ratio);
  if (!worst || worst.ratio >= pair.required) return undefined;
  const fix = nearestPassing(pair.themed, pair.against, pair.required);
  return (
    `${pair.what(worst.other)}: contrast ${ratioText(worst.ratio, pair.required)}:1, below the ${pair.required}:1 WCAG 2.2 AA asks of ${kinds[pair.required]}` +
    (fix ? `; the nearest shade of ${pair.themed} that passes is ${fix}` : '')
  );
}

/** every pair the primary colour makes: an error at theme.primaryColor (at theme, for the default colour) for each that fails */
export const themeContrast: Check = (ctx) =>
  ctx.sites.flatMap(({ file, data }): Finding[] => {
    const at: Path = data.theme.primaryColor === undefined ? ['theme'] : ['theme', 'primaryColor'];
    return themePairs(data.theme).flatMap((pair) => {
      const message = pairFailure(pair);
      return message ? [error(file, at, message)] : [];
    });
  });

/** each band colour the definitions use, where it is first used: its bar and dot on the page and the cards, its words on its box */
export const bandContrast: Check = (ctx) => {
  const seen = new Set<string>();
  return ctx.departments.flatMap(({ file, dept }): Finding[] =>
    Object.entries(dept.bands).flatMap(([set, { bands }]) =>
      bands.flatMap((band, i): Finding[] => {
        if (!band.color || seen.has(band.color)) return [];
        seen.add(band.color);
        const { strong, tint } = bandShades[band.color];
        const pairs: ColourPair[] = [
          {
            what: (bg) => `The ${band.color} band's bar and dot ${strong} on ${surfaceName(bg)} ${bg}`,
            themed: strong,
            against: [surfaces.page, surfaces.card],
            required: graphicRatio,
          },
          { what: (text) => `The ${band.color} band's words ${text} on its box ${tint}`, themed: tint, against: [surfaces.text], required: textRatio },
        ];
        return pairs.flatMap((pair) => {
          const message = pairFailure(pair);
          return message ? [error(file, ['bands', set, 'bands', i, 'color'], `${message}; choose another band colour`)] : [];
        });
      }),
    ),
  );
};

/** the folder of a path as the lint names it: definitions/site.yaml -> definitions */
const folder = (path: string) => (/[\\/]/.test(path) ? path.replace(/[\\/][^\\/]*$/, '') : '.');

/** the logo and font files the theme names, each found beside site.yaml */
export const themeFile: Check = (ctx) =>
  ctx.exists === undefined
    ? []
    : ctx.sites.flatMap(({ file, data }): Finding[] => {
        const dir = folder(file.source.path);
        const named: [Path, string][] = [
          ...(data.theme.logo ? [[['theme', 'logo', 'file'], data.theme.logo.file] as [Path, string]] : []),
          ...data.theme.fonts.map((f, i): [Path, string] => [['theme', 'fonts', i, 'file'], f.file]),
        ];
        return named.flatMap(([path, name]) =>
          ctx.exists!(`${dir}/${name}`)
            ? []
            : [error(file, path, `The theme names ${name}, which is not in the definitions folder (${dir}/${name}); put the file there or correct the path`)],
        );
      });
