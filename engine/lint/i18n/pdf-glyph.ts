import { codePoints } from '../../display/emoji.js';
import { pdfFontCoverage, undrawable } from '../../display/pdf-font.js';
import { sourceFiles, sourceTexts } from '../../i18n/translate.js';
import type { LoadedFile } from '../../load.js';
import { error, type Check, type Finding, type Path } from '../types.js';

// a text in a script the font lacks would list every letter: the first few say enough
const named = 5;

function check(file: LoadedFile, path: Path, key: string, text: string): Finding[] {
  const missing = undrawable(text);
  if (!missing.length) return [];
  const listed = missing
    .slice(0, named)
    .map(({ char }) => `"${char}" (${codePoints(char)})`)
    .join(', ');
  const more = missing.length > named ? ` and ${missing.length - named} more` : '';
  const font = `${pdfFontCoverage.font} ${pdfFontCoverage.version}`;
  return [
    error(
      file,
      path,
      `${key} holds ${listed}${more}, which the PDF's font (${font}) cannot draw: the PDF would leave ${missing.length === 1 ? 'it' : 'them'} out. Write the text with letters the font has (Latin, Greek, Cyrillic, Hebrew, Arabic...), without emoji`,
      missing[0]!.offset,
    ),
  ];
}

/** every text of every file, source and translation alike, whose characters the PDF cannot draw */
export const pdfGlyph: Check = (ctx) => [
  ...sourceFiles(ctx.load.files).flatMap(({ file, data }) => sourceTexts(data).flatMap((t) => check(file, t.path, t.key, t.text))),
  ...ctx.load.files.flatMap((file) =>
    file.data?.kind === 'translation' ? Object.entries(file.data.texts).flatMap(([key, t]) => check(file, ['texts', key, 'text'], key, t.text)) : [],
  ),
];
