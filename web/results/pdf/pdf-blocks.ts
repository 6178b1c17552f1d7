import { fillTemplate, formatValue } from '../../../engine/display/format.js';
import type { Block, BlockKind } from '../../../engine/schema/index.js';
import { peersIn, peersLine } from '../../../engine/insights/peers.js';
import { breakdownRows } from '../content/breakdown-rows.js';
import { nextChangeLines } from '../content/next-change-lines.js';
import { impactLabel, recommendationsOf } from '../content/recommendations.js';
import { bandOf, type ResultsContext } from '../results-context.js';
import type { PdfWriter } from '../../shared/pdf-writer.js';
import { bandShades } from '../../../engine/theme/palette.js';

type Writer<K extends BlockKind> = (block: Extract<Block, { kind: K }>, ctx: ResultsContext, w: PdfWriter) => void;

// the PDF's second renderer of the result blocks; a new kind does not compile until it is written here too
export const pdfBlocks: { [K in BlockKind]: Writer<K> } = {
  score: (block, ctx, w) => {
    const band = bandOf(ctx, block.band);
    w.heading(block.title ?? ctx.department.results.heading);
    const { max } = ctx.department.scoring;
    w.text(`${formatValue(ctx.scope.score ?? 0)} / ${formatValue(max)}`, { bold: true });
    // the page's score bar: the band's colour, the theme's primary without one
    w.bar(max > 0 ? (ctx.scope.score ?? 0) / max : 0, band?.color && bandShades[band.color].strong);
    if (band) w.text(band.text);
  },
  breakdown: (block, ctx, w) => {
    if (block.title) w.heading(block.title);
    for (const row of breakdownRows(ctx.department.scoring, ctx.scope)) w.row(row.label, `${row.value}/${row.max}`);
  },
  metrics: (block, ctx, w) => {
    if (block.title) w.heading(block.title);
    for (const item of block.items) {
      w.row(item.label, formatValue(ctx.display.value(item.value, ctx.scope), item.format));
      if (item.note) w.text(fillTemplate(item.note, ctx.scope));
    }
  },
  peers: (block, ctx, w) => {
    const line = peersLine(block, peersIn(ctx.result), ctx.scope, fillTemplate);
    if (line === undefined) return;
    if (block.title) w.heading(block.title);
    w.text(line);
  },
  text: (block, ctx, w) => {
    const band = bandOf(ctx, block.band);
    if (block.title) w.heading(block.title);
    w.text(fillTemplate(block.text, { ...ctx.scope, band: band?.text ?? '' }));
  },
  split: (block, ctx, w) => {
    const total = ctx.display.value(block.total, ctx.scope);
    if (block.title) w.heading(block.title);
    for (const part of block.parts)
      w.row(`${part.label} (${formatValue(Math.round(part.share * 100), 'percent')})`, formatValue(total * part.share, block.format));
  },
  recommendations: (block, ctx, w) => {
    const items = recommendationsOf(ctx.result, block.field);
    if (items.length === 0) return;
    if (block.title) w.heading(block.title);
    for (const r of items) {
      w.gap();
      w.text([r.title, r.impact && impactLabel(r.impact)].filter(Boolean).join(' - '), { bold: true });
      w.text(r.description);
      if (r.timeToImplement) w.text(r.timeToImplement);
    }
  },
  'next-change': (block, ctx, w) => {
    const lines = nextChangeLines(ctx.department, block, ctx.result);
    if (lines.length === 0) return;
    if (block.title) w.heading(block.title);
    for (const line of lines) w.text(line.text);
  },
  working: (block, ctx, w) => {
    if (block.title) w.heading(block.title);
    for (const line of block.lines) w.row(line.label, fillTemplate(line.text, ctx.scope));
  },
  // buttons mean nothing on paper; the sentence above them stays
  actions: (block, ctx, w) => {
    if (block.title) w.heading(block.title);
    if (block.text) w.text(fillTemplate(block.text, ctx.scope));
  },
};
