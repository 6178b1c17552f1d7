import { expect, type Locator } from '@playwright/test';
import { bandFor } from '../../../../engine/display/bands.js';
import { displayModel } from '../../../../engine/display/display.js';
import { compile } from '../../../../engine/expressions/expression.js';
import { fillTemplate, formatValue } from '../../../../engine/display/format.js';
import { peersIn, peersLine } from '../../../../engine/insights/peers.js';
import type { NextChange } from '../../../../engine/evaluation/next-change.js';
import type { Block, BlockKind, Department } from '../../../../engine/schema/index.js';
import { escapeRegExp, type PageRoot } from '../wizard/answers.js';
import { control } from '../wizard/wizard.js';
import { expectSumsAddUp } from './working.js';
import { optionsOf } from '../../../../engine/answers/question-kinds.js';

type Scope = Record<string, number>;
// an expression's value worked out here, apart from the page's display model
const displayValue = (text: string, scope: Scope): number => compile(text).run(scope);
interface Context {
  /** the page, or the frame that holds it */
  root: PageRoot;
  main: Locator;
  dept: Department;
  scope: Scope;
  stored: Record<string, unknown>;
}
type Check<K extends BlockKind> = (block: Extract<Block, { kind: K }>, c: Context) => Promise<void>;

/** "27 / 35" or "27 out of 35", wherever the page puts the two numbers */
export const outOf = (value: number, max: number): RegExp => new RegExp(`(^|[^\\d.])${value}\\s*(/|out of)\\s*${max}(?![\\d])`);

/** a formatted figure that is not followed by more digits or decimals ($42,000 but not $42,000.50) */
const figure = (text: string): RegExp => new RegExp(`${escapeRegExp(text)}(?![.,]?\\d)`);

/** the text of a band set for the page's scope */
export function bandText(dept: Department, set: string, scope: Scope): string {
  const bands = dept.bands[set];
  if (!bands) throw new Error(`${dept.id} has no band set "${set}"`);
  const band = bandFor(bands, displayValue(bands.of, scope));
  if (!band) throw new Error(`${dept.id}: no band of "${set}" holds ${displayValue(bands.of, scope)}`);
  return band.text;
}

/** innerText keeps the line breaks between blocks, so numbers of neighbouring elements do not run together */
const has = (main: Locator, text: string | RegExp, message?: string) => expect(main, message).toContainText(text, { useInnerText: true });

async function expectFigure(main: Locator, value: number, format: Parameters<typeof formatValue>[1]) {
  const text = formatValue(value, format);
  if (format === 'currency') expect(text, 'USD with thousands separators, no decimals').toMatch(/^\$\d{1,3}(,\d{3})*$/);
  await has(main, figure(text));
}

const checks: { [K in BlockKind]: Check<K> } = {
  async score(block, { main, dept, scope }) {
    await has(main, outOf(scope.score!, dept.scoring.max));
    await has(main, new RegExp(`(^|\\D)${dept.scoring.scale.join('\\s+')}(?!\\d)`), `the scale marks ${dept.scoring.scale.join(', ')}`);
    await has(main, bandText(dept, block.band, scope));
  },
  async breakdown(_block, { main, dept, scope }) {
    const shares = dept.scoring.breakdown;
    if (shares) {
      for (const share of shares) await has(main, share.label);
      return;
    }
    for (const c of dept.scoring.components.filter((c) => c.shown)) {
      await has(main, c.label);
      await has(main, outOf(scope[c.field ?? c.id]!, c.max));
    }
  },
  async metrics(block, { main, scope }) {
    for (const item of block.items) {
      await has(main, item.label);
      await expectFigure(main, displayValue(item.value, scope), item.format);
      if (item.note) await has(main, fillTemplate(item.note, scope));
    }
  },
  async text(block, { main, dept, scope }) {
    const band = block.band ? bandText(dept, block.band, scope) : '';
    await has(main, fillTemplate(block.text, { ...scope, band }));
  },
  async split(block, { main, scope }) {
    const total = displayValue(block.total, scope);
    for (const part of block.parts) {
      await has(main, part.label);
      await expectFigure(main, total * part.share, block.format);
    }
  },
  async recommendations(block, { main, stored }) {
    const list = stored[block.field];
    expect(Array.isArray(list), `the result carries the list "${block.field}"`).toBe(true);
    for (const rec of list as { title: string; impact: string }[]) {
      await has(main, rec.title);
      // badges may be styled in capitals, which innerText reports
      await has(main, new RegExp(escapeRegExp(rec.impact), 'i'));
    }
  },
  async 'next-change'(block, { root, main, dept, stored }) {
    const list = stored[block.field];
    expect(Array.isArray(list), `the result carries the list "${block.field}"`).toBe(true);
    const section = block.title ? main.locator('section').filter({ has: root.getByRole('heading', { name: block.title, exact: true }) }) : main;
    const entries = list as NextChange[];
    await expect(section.getByRole('listitem'), 'one line per listed component').toHaveCount(entries.length);
    for (const n of entries) {
      await has(section, dept.scoring.components.find((c) => c.id === n.component)!.label);
      const step = n.change && dept.wizard.steps.find((s) => s.field === n.change!.field);
      if (n.change) await has(section, optionsOf(step!).find((o) => o.value === n.change!.to)!.label);
    }
  },
  async actions(block, { root, main, scope }) {
    if (block.text) await has(main, fillTemplate(block.text, scope));
    for (const b of block.buttons) await expect(control(root, b.label)).toBeVisible();
  },
  // teams like yours are those of the moment the page is shown (a share link recalculates them), so the figures
  // may have grown since the result was stored: the sentence with any whole numbers there, or the "fewer" line
  async peers(block, { main, scope }) {
    // numbers no figure of the page has stand for them (a plural needs a number to pick its words), then any whole number
    const [percent, teams] = [12345, 67890];
    const sentence = [percent, teams].reduce(
      (text, n) => text.replaceAll(escapeRegExp(formatValue(n)), '\\d[\\d,]*'),
      escapeRegExp(fillTemplate(block.text, { ...scope, percent, teams })),
    );
    const fewer = block.fewer === undefined ? undefined : peersLine(block, undefined, scope, fillTemplate)!;
    await has(main, new RegExp(fewer === undefined ? sentence : `${sentence}|${escapeRegExp(fewer)}`));
  },
  async working(block, { root, main, dept, scope }) {
    const card = main.locator('section').filter({ has: root.getByRole('heading', { name: block.title }) });
    for (const line of block.lines) {
      await expect(card.getByRole('rowheader', { name: line.label, exact: true })).toBeVisible();
      await has(card, fillTemplate(line.text, scope));
    }
    expect(await expectSumsAddUp(card), 'the working writes out at least one sum').toBeGreaterThan(0);
    // every figure the page's metrics show comes out of the working
    for (const item of shownBlocks(dept, scope).flatMap((b) => (b.kind === 'metrics' ? b.items : []))) {
      await expectFigure(card, displayValue(item.value, scope), item.format);
    }
  },
};

/** the blocks a results page shows for a stored result */
export const shownBlocks = (dept: Department, scope: Scope): Block[] => dept.results.blocks.filter((b) => !b.when || displayValue(b.when, scope));

/** checks every block of the results page against the definition and the stored result */
export async function expectResultsPage(page: PageRoot, dept: Department, stored: Record<string, unknown>): Promise<void> {
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: dept.results.heading })).toBeVisible();
  const scope = displayModel(dept).scope(stored);
  await has(main, outOf(scope.score!, dept.scoring.max), `the score ${scope.score} out of ${dept.scoring.max}`);
  const context: Context = { root: page, main, dept, scope, stored };
  for (const block of dept.results.blocks) {
    // a next-change block shows nothing for a result without its list (a sample result)
    const shown =
      (!block.when || displayValue(block.when, scope)) &&
      (block.kind !== 'next-change' || Array.isArray(stored[block.field])) &&
      // a peers block says nothing while too few teams are behind it and it has no line for that
      (block.kind !== 'peers' || block.fewer !== undefined || peersIn(stored) !== undefined);
    if (block.title && shown) await has(main, block.title);
    // a block whose condition fails (a platform card without a saving) is not there at all
    if (block.title && !shown) await expect(main.getByText(block.title, { exact: true })).toHaveCount(0);
    if (shown) await (checks[block.kind] as Check<BlockKind>)(block, context);
  }
}
