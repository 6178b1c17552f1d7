/** one figure of the bench table */
export interface Row {
  section: string;
  figure: string;
  value: string;
  /** what the figure must reach, as people read it (">= 0.45", "< 1 s") */
  budget?: string;
  /** set when the figure has a budget or a must-equal check */
  ok?: boolean;
  note?: string;
}

/** a row with a budget: ok when the check holds */
export const checked = (row: Omit<Row, 'ok'>, ok: boolean): Row => ({ ...row, ok });

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));

/** the rows as one aligned text table; missed budgets say so in capitals */
export function formatTable(rows: Row[]): string {
  const cells = rows.map((r) => [r.section, r.figure, r.value, r.budget ?? '', r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED', r.note ?? '']);
  const head = ['section', 'figure', 'value', 'budget', 'status', 'note'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => pad(v, widths[i]!))
      .join(' | ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...cells.map(line)].join('\n');
}

/** the same rows as a Markdown table, for docs/performance.md */
export function markdownTable(rows: Row[]): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  const out = ['| section | figure | value | budget | status | note |', '|---|---|---|---|---|---|'];
  for (const r of rows) {
    const status = r.ok === undefined ? '' : r.ok ? 'ok' : '**missed**';
    out.push(`| ${r.section} | ${esc(r.figure)} | ${esc(r.value)} | ${esc(r.budget ?? '')} | ${status} | ${esc(r.note ?? '')} |`);
  }
  return out.join('\n');
}

export const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export const ms = (v: number): string => (v >= 100 ? `${Math.round(v)} ms` : `${v.toFixed(1)} ms`);
export const ratio = (v: number): string => v.toFixed(2);
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const perSecond = (v: number): string => `${Math.round(v).toLocaleString('en-US')}/s`;
