import { unknownHost } from '../../engine/insights/hosts.js';
import type { DepartmentReport, InsightsReport } from '../../engine/insights/report.js';
import type { Site } from '../../engine/schema/index.js';

/** the words of the report's parts that site.yaml holds (insights), in the report's language */
export type ReportTexts = Site['insights'];

const n = (v: number | string) => (typeof v === 'number' ? v.toLocaleString('en-US') : v);
const pct = (v: number | null) => (v === null ? '—' : `${v}%`);
const money = (v: number | null) => (v === null ? '—' : Math.round(v).toLocaleString('en-US'));

interface Section {
  title: string;
  head: string[];
  rows: string[][];
  /** said in place of the table when it has no rows */
  none?: string;
}

/** the report's tables as rows of cells, shared by the text and Markdown formats */
function sections(d: DepartmentReport): Section[] {
  return [
    ...d.versions.map((v) => ({
      title: `${d.title}: funnel (version ${v.definitionHash})`,
      head: ['stage', 'count', 'drop-off'],
      rows: [...v.funnel.map((s) => [s.label, n(s.count), pct(s.dropOff)]), ...v.other.map((s) => [s.label, n(s.count), ''])],
    })),
    {
      title: `${d.title}: where teams land (${n(d.outcomes.calculations)} calculations)`,
      head: ['band', 'stored', 'share', `answer space${d.outcomes.spaceComplete ? '' : ' (first 500,000 sets)'}`],
      rows: d.outcomes.bands.map((b) => [b.band, n(b.stored), pct(b.storedPercent), `${b.spacePercent}%`]),
    },
    ...d.outcomes.questions.map((q) => ({
      title: `${d.title}: ${q.label}`,
      head: ['answer', 'chosen', 'share'],
      rows: q.options.map((o) => [o.label, n(o.count), pct(o.percent)]),
    })),
    {
      title: `${d.title}: figures`,
      head: ['figure', 'median', '90th percentile'],
      rows: d.outcomes.figures.map((f) => [f.field, money(f.median), money(f.p90)]),
    },
  ];
}

const quoteSection = (r: InsightsReport): Section => ({
  title: `Quotes: ${n(r.quotes.count)}, ${pct(r.quotes.shareOfCompletions)} of completions`,
  head: ['solution', 'chosen'],
  rows: r.quotes.solutions.map((s) => [s.title, n(s.count)]),
});

/**
 * The embed's counts by host, as rows of cells (shared with the HTML format)
 * @example hostsSection(report, definitions.site.insights).head // ['Site', 'Department', 'Views', 'Completions']
 */
export function hostsSection(r: InsightsReport, texts: ReportTexts): Section & { none: string } {
  const t = texts.hosts;
  return {
    title: `${t.heading}: ${t.caption}`,
    head: [t.host, t.department, t.views, t.completions],
    rows: r.hosts.map((h) => [h.host === unknownHost ? t.unknown : h.host, h.title, n(h.views), n(h.completions)]),
    none: t.none,
  };
}

const heading = (r: InsightsReport) => `Insights ${r.from} to ${r.to} (${r.days} days). Counts from 1 to 4 read "fewer than 5", as 0 does.`;

/** plain text, columns padded */
export function textReport(r: InsightsReport, texts: ReportTexts): string {
  const out = [heading(r)];
  for (const s of [...r.departments.flatMap(sections), quoteSection(r), hostsSection(r, texts)]) {
    if (s.rows.length === 0 && s.none) {
      out.push('', s.title, s.none);
      continue;
    }
    const widths = s.head.map((h, i) => Math.max(h.length, ...s.rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) =>
      cells
        .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
        .join('  ')
        .trimEnd();
    out.push('', s.title, line(s.head), ...s.rows.map(line));
  }
  return `${out.join('\n')}\n`;
}

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** GitHub Markdown tables */
export function markdownReport(r: InsightsReport, texts: ReportTexts): string {
  const out = [`# ${heading(r)}`];
  for (const s of [...r.departments.flatMap(sections), quoteSection(r), hostsSection(r, texts)]) {
    if (s.rows.length === 0 && s.none) {
      out.push('', `## ${s.title}`, '', s.none);
      continue;
    }
    out.push('', `## ${s.title}`, '', `| ${s.head.map(cell).join(' | ')} |`, `|${s.head.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`);
    for (const row of s.rows) out.push(`| ${row.map(cell).join(' | ')} |`);
  }
  return `${out.join('\n')}\n`;
}
