import { z } from 'zod';
import { notText } from './common.js';
import { Direction, directionOf } from './direction.js';

/** a BCP 47 language tag as the site declares it: a language, optionally with its region (es, pt-BR) */
export const languageCodePattern = /^[a-z]{2,3}(-[A-Z]{2})?$/;

export const LanguageCode = z
  .string()
  .regex(languageCodePattern, 'a language code is two or three lowercase letters, optionally with a region such as pt-BR')
  .meta(notText)
  .describe('A language code such as es or pt-BR');

export const Language = z
  .strictObject({
    code: LanguageCode,
    name: z.string().min(1).meta(notText).describe('The language named in itself, as the switcher shows it: English, Español'),
    dir: Direction.optional().describe(
      'Writing direction of its pages and PDFs: ltr (left to right) or rtl (right to left). Defaults from the code: rtl for ar, he, fa, ur and the other languages written right to left, ltr for the rest',
    ),
  })
  // the direction is always there once loaded, said or taken from the code
  .transform((l) => ({ ...l, dir: l.dir ?? directionOf(l.code) }));
export type Language = z.infer<typeof Language>;

/** the hash of a source text a translation was made from: the first 8 hex digits of contentHash */
export const SourceHash = z.string().regex(/^[0-9a-f]{8}$/, 'source is the 8 hex digits the lint prints for the text translated, such as 3f2a9c1b');

export const TranslatedText = z.strictObject({
  text: z.string().min(1).describe('The text in this language; the same {placeholders} as the source'),
  source: SourceHash.describe('The hash of the source text this translates: when the source changes, the lint says stale-translation until this is updated'),
});
export type TranslatedText = z.infer<typeof TranslatedText>;

/**
 * The texts of one definition file in another language: definitions/<language>/<file>.yaml, keyed by each text's
 * path in the source file (list items by their field, value or id), such as wizard.steps.teamSize.question.
 */
export const Translation = z.strictObject({
  kind: z.literal('translation').describe('Which kind this is: translation'),
  language: LanguageCode.describe('The language of these texts; the folder the file is in'),
  texts: z
    .record(z.string().min(1), TranslatedText)
    .default({})
    .describe("Each text's path in the source file (such as wizard.steps.teamSize.question) -> its translation and the source's hash"),
});
export type Translation = z.infer<typeof Translation>;
