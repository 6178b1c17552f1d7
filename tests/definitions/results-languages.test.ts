import { afterAll, describe, expect, it } from 'vitest';
import { answersSchema } from '../../engine/answers/answers-schema.js';
import { displayModel } from '../../engine/display/display.js';
import { setFormatLanguage } from '../../engine/display/format.js';
import { evaluate } from '../../engine/evaluation/evaluate.js';
import { readDefinitions } from '../../node/read-definitions.js';
import { pdfBlocks } from '../../web/results/pdf/pdf-blocks.js';
import { shownBlocks, type ResultsContext } from '../../web/results/results-context.js';
import type { PdfWriter } from '../../web/shared/pdf-writer.js';
import type { Block } from '../../engine/schema/index.js';
import { answersAt } from './answer-sets.js';

const loaded = readDefinitions();
const languages = loaded.definitions.site.languages.map((l) => l.code);

/** what a results page says, block by block, as its second renderer (the PDF) writes it: one line per heading, text and row */
function pageText(code: string, id: string): string {
  setFormatLanguage(code);
  const model = loaded.inLanguage(code)!.models.find((m) => m.definition.id === id)!;
  const department = model.definition;
  const answers = answersSchema(department).parse(answersAt(department, 'mid'));
  const result = evaluate(model, answers) as Record<string, unknown>;
  const display = displayModel(department);
  const ctx: ResultsContext = { department, display, result, scope: display.scope(result), clearResults: () => {}, answers };
  const lines: string[] = [];
  const w: PdfWriter = {
    title: (t) => lines.push(`# ${t}`),
    heading: (t) => lines.push(`## ${t}`),
    text: (t) => lines.push(t),
    row: (label, value) => lines.push(`${label}: ${value}`),
    // a bar holds no words
    bar: () => {},
    gap: () => {},
  };
  w.title(department.results.heading);
  for (const block of shownBlocks(ctx)) (pdfBlocks[block.kind] as (b: Block, c: ResultsContext, w: PdfWriter) => void)(block, ctx, w);
  return `${lines.join('\n')}\n`;
}

afterAll(() => setFormatLanguage(languages[0]!));

// reviewed like code: a change here is a change in what a visitor reads in that language; never update blindly
describe.each(['sales', 'marketing'])('the %s results page in every language', (id) => {
  it.each(languages)('%s', async (code) => {
    await expect(pageText(code, id)).toMatchFileSnapshot(`./__snapshots__/${id}.mid.${code}.txt`);
  });

  it('says the same figures in every language, each in its own words', () => {
    const [first, ...others] = languages.map((code) => pageText(code, id));
    for (const other of others) expect(other).not.toBe(first);
    // no English sentence is left over on the Spanish page
    const english = new Set(first!.split('\n').filter((l) => l.length > 20));
    for (const other of others) expect(other.split('\n').filter((l) => english.has(l))).toEqual([]);
  });
});
