import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { displayModel } from '../../../engine/display/display.js';
import { formatValue } from '../../../engine/display/format.js';
import { choose } from '../support/wizard/answers.js';
import { departments } from '../support/common/definitions.js';
import { pdfText } from '../support/results/pdf-text.js';
import { bandText } from '../support/results/results-page.js';
import { complete, control } from '../support/wizard/wizard.js';

const downloading = departments.filter((d) => d.results.blocks.some((b) => b.kind === 'actions' && b.buttons.some((l) => l.action === 'pdf')));

test('a department downloads its results as a PDF (IT in the spec)', () => {
  expect(downloading.map((d) => d.id)).toContain('it');
});

for (const dept of downloading) {
  const label = dept.results.blocks.flatMap((b) => (b.kind === 'actions' ? b.buttons : [])).find((l) => l.action === 'pdf')!.label;

  test(`${dept.id}: "${label}" downloads an A4 PDF named after the department and date, with the score, the band and every figure`, async ({ page }) => {
    const { result } = await complete(page, dept, choose(dept, 'mixed'));
    const [download] = await Promise.all([page.waitForEvent('download'), control(page, label).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${dept.id}-results-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    const { text, size } = await pdfText(new Uint8Array(await readFile(await download.path())));
    expect(size.map(Math.round), 'A4 in points').toEqual([595, 842]);

    const scope = displayModel(dept).scope(result);
    expect(text).toContain(`${scope.score} / ${dept.scoring.max}`);
    for (const block of dept.results.blocks) {
      if (block.kind === 'score') expect(text).toContain(bandText(dept, block.band, scope));
      if (block.kind === 'metrics') {
        for (const item of block.items) expect(text).toContain(item.label);
      }
    }
    const money = Object.values(result).filter((v): v is number => typeof v === 'number' && v >= 1000);
    expect(money.length).toBeGreaterThan(0);
    const recommendations = (result.recommendations ?? []) as { title: string }[];
    for (const r of recommendations) expect(text).toContain(r.title);
    expect(text, 'a figure of the result, formatted as on the page').toMatch(
      new RegExp(money.map((m) => formatValue(m, 'currency').replace('$', '\\$')).join('|')),
    );
  });
}
