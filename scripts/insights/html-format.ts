import type { InsightsReport } from '../../engine/insights/report.js';
import { hostsSection, type ReportTexts } from './text-formats.js';

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const num = (v: number | string) => (typeof v === 'number' ? v : 0);
const label = (v: number | string) => (typeof v === 'number' ? v.toLocaleString('en-US') : v);

/** horizontal bars as inline SVG: a small cell draws no bar, exactly as 0 does, and says "fewer than 5" */
function bars(title: string, rows: { label: string; value: number | string; note?: string }[]): string {
  const max = Math.max(1, ...rows.map((r) => num(r.value)));
  const h = 26;
  const body = rows
    .map((r, i) => {
      const w = Math.round((num(r.value) / max) * 360);
      return `<g transform="translate(0 ${i * h})"><text x="0" y="17">${esc(r.label)}</text><rect x="260" y="4" width="${w}" height="18" fill="#2f9e44"/><text x="${268 + w}" y="17">${esc(label(r.value))}${r.note ? ` ${esc(r.note)}` : ''}</text></g>`;
    })
    .join('');
  return `<figure><figcaption>${esc(title)}</figcaption><svg role="img" aria-label="${esc(title)}" width="760" height="${rows.length * h}" font-size="13" font-family="system-ui, sans-serif">${body}</svg></figure>`;
}

/** a table of rows of cells, its caption the section's title; the section's `none` in place of an empty one */
function table({ title, head, rows, none }: ReturnType<typeof hostsSection>): string {
  if (rows.length === 0) return `<h2>${esc(title)}</h2><p>${esc(none)}</p>`;
  const cells = (tag: string, row: string[]) => row.map((c, i) => `<${i === 0 ? 'th scope="row"' : tag}>${esc(c)}</${i === 0 ? 'th' : tag}>`).join('');
  return `<table><caption>${esc(title)}</caption><thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${cells('td', r)}</tr>`).join('')}</tbody></table>`;
}

/** one file that opens offline: the funnel and distributions as inline SVG, the hosts as a table, no script, no link */
export function htmlReport(r: InsightsReport, texts: ReportTexts): string {
  const parts = r.departments.flatMap((d) => [
    `<h2>${esc(d.title)}</h2>`,
    ...d.versions.map((v) =>
      bars(
        `Funnel, version ${v.definitionHash}`,
        v.funnel.map((s) => ({ label: s.label, value: s.count, note: s.dropOff === null ? '' : `(−${s.dropOff}%)` })),
      ),
    ),
    bars(
      `Where teams land: stored calculations (${label(d.outcomes.calculations)})`,
      d.outcomes.bands.map((b) => ({ label: b.band, value: b.stored })),
    ),
    bars(
      'Where the answer space lands (% of answer sets)',
      d.outcomes.bands.map((b) => ({ label: b.band, value: b.spacePercent, note: '%' })),
    ),
    ...d.outcomes.questions.map((q) =>
      bars(
        q.label,
        q.options.map((o) => ({ label: o.label, value: o.count })),
      ),
    ),
  ]);
  parts.push(
    `<h2>Quotes: ${esc(label(r.quotes.count))}</h2>`,
    bars(
      'Solutions chosen',
      r.quotes.solutions.map((s) => ({ label: s.title, value: s.count })),
    ),
    table(hostsSection(r, texts)),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Insights ${r.from} to ${r.to}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}figure{margin:1rem 0}figcaption,caption{font-weight:600;text-align:left}td{text-align:right}th,td{padding:2px 8px}</style></head>
<body><h1>Insights ${r.from} to ${r.to} (${r.days} days)</h1><p>Counts from 1 to 4 read "fewer than 5", as 0 does; percentages from such counts are not shown.</p>${parts.join('\n')}</body></html>
`;
}
