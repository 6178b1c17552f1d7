import { describe, expect, it } from 'vitest';
import { broken, lintAll } from './broken-copy.js';

// the shipped definitions with a text, in English or in a translation, holding what the PDF's font cannot draw:
// the lint names the character and its code point at the file, line and column an editor opens
const ofRule = (sources: Parameters<typeof lintAll>[0]) => lintAll(sources).filter((p) => p.rule === 'pdf-glyph');

describe('pdf-glyph', () => {
  it('a translation (every language is checked) holding a script the font lacks, at its first such letter', () => {
    const edit = broken(
      { file: 'es/sales.yaml', find: '"¿Qué plataforma CRM utiliza su equipo de ventas?"', replace: '"¿Qué plataforma CRM utiliza su oficina de 東京?"' },
      '東京',
    );
    const found = ofRule(edit.sources);
    expect(found.map((p) => [p.file, p.line, p.col, p.severity])).toEqual([[edit.file, edit.line, edit.col, 'error']]);
    expect(found[0]!.message).toBe(
      `wizard.steps.crmPlatform.question holds "東" (U+6771), "京" (U+4EAC), which the PDF's font (DejaVu Sans 2.37.3) cannot draw: the PDF would leave them out. Write the text with letters the font has (Latin, Greek, Cyrillic, Hebrew, Arabic...), without emoji`,
    );
  });

  it('an English text with an emoji, while letters of Polish, Greek, Hebrew and the typographic marks pass', () => {
    const edit = broken(
      {
        file: 'sales.yaml',
        find: 'question: Which CRM platform does your sales team use?',
        replace: 'question: Which CRM 🚀 does your team in Łódź — “Ελλάδα”, שלום — use?',
      },
      '🚀',
    );
    expect(ofRule(edit.sources).map((p) => [p.file, p.line, p.col, p.message.split(', which')[0]])).toEqual([
      [edit.file, edit.line, edit.col, 'wizard.steps.crmPlatform.question holds "🚀" (U+1F680)'],
    ]);
  });
});
