import { codePoints, emojiFields } from '../display/emoji.js';
import { pathToString } from '../problem.js';
import { error, type Check, type Finding } from './types.js';

/** an emoji the app's emoji set has no drawing of: visitors would see the system's glyph, or an empty box */
export const emojiGlyph: Check = (ctx) => {
  const set = ctx.emojiSet;
  if (!set) return [];
  return ctx.load.files.flatMap((file): Finding[] =>
    emojiFields(file.data).flatMap(({ path, glyph }) =>
      set.draws(glyph)
        ? []
        : [
            error(
              file,
              path,
              `${pathToString(path)} is "${glyph}" (${codePoints(glyph)}), which ${set.name} does not draw, so visitors without an emoji font would see an empty box; write a single emoji the set has`,
            ),
          ],
    ),
  );
};
