import { formatValue } from '../display/format.js';
import type { AnswerImpact, Change } from './compare.js';
import type { DepartmentImpact } from './department.js';
import type { LanguageTexts, TextRef } from './languages.js';
import type { VersionReplay } from './replay.js';
import type { Spread } from './walk/tally.js';

/** how a report is written: plain text for a terminal, Markdown for a pull-request comment */
export interface Style {
  heading(level: 1 | 2 | 3, text: string): string;
  table(head: string[], rows: string[][]): string;
  list(items: string[]): string;
  text(line: string): string;
  /** long detail a reader opens on demand */
  details(summary: string, body: string): string;
}

const pad = (cells: string[], widths: number[]) =>
  cells
    .map((c, i) => c.padEnd(widths[i]!))
    .join('  ')
    .trimEnd();
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export const styles: Record<'text' | 'markdown', Style> = {
  text: {
    heading: (level, text) => (level === 1 ? `${text}\n${'='.repeat(text.length)}\n` : level === 2 ? `\n${text}\n${'-'.repeat(text.length)}\n` : `\n${text}\n`),
    table(head, rows) {
      const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
      return [pad(head, widths), ...rows.map((r) => pad(r, widths))].map((l) => `  ${l}`).join('\n') + '\n';
    },
    list: (items) => items.map((i) => `  - ${i}`).join('\n') + '\n',
    text: (line) => `${line}\n`,
    details: (summary, body) => `${summary}\n${body}`,
  },
  markdown: {
    heading: (level, text) => `${'#'.repeat(level + 1)} ${text}\n\n`,
    table: (head, rows) => [head, head.map(() => '---'), ...rows].map((r) => `| ${r.map(cell).join(' | ')} |`).join('\n') + '\n\n',
    list: (items) => items.map((i) => `- ${i}`).join('\n') + '\n\n',
    text: (line) => `${line}\n\n`,
    details: (summary, body) => `<details><summary>${summary}</summary>\n\n${body}\n</details>\n\n`,
  },
};

const count = (n: number) => n.toLocaleString('en-US');
const share = (n: number, total: number) => (total ? `${((100 * n) / total).toFixed(1)}%` : '-');
const short = (text: string | null, max = 48) => (text === null ? '(no band)' : text.length > max ? `${text.slice(0, max - 1)}…` : text);
const value = (v: unknown) => {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 59)}…` : s;
};
const spread = (s: Spread | null, format: Parameters<typeof formatValue>[1]) =>
  s ? `${formatValue(s.min, format)} / ${formatValue(s.median, format)} / ${formatValue(s.max, format)}` : '-';

const answersText = (c: Change) => c.answers.map((a) => `${a.field}: ${a.labels.join(' + ') || JSON.stringify(a.answer)}`).join('; ');
const changeText = (c: Change) =>
  [
    c.score[0] !== c.score[1] ? `score ${c.score[0]} -> ${c.score[1]}` : `score ${c.score[0]}`,
    ...c.bands.map((b) => `${b.set}: ${short(b.from, 24)} -> ${short(b.to, 24)}`),
    ...c.figures.filter((f) => f.name).map((f) => `${f.name} ${formatValue(f.before, f.format)} -> ${formatValue(f.after, f.format)}`),
  ].join(', ');

function answerSection(s: Style, a: AnswerImpact): string {
  const { both, before, after, onlyBefore, onlyAfter } = a.answerSets;
  let out = s.heading(3, 'Every answer set');
  out += s.text(
    `${count(both)} answer sets a visitor could send to both versions (multi-selects counted by every combination` +
      (a.conditional ? '; an answer set holds the answers to the questions either version asks' : '') +
      ')' +
      (onlyAfter ? `; ${count(onlyAfter)} only the new one accepts (${count(after)} in all)` : '') +
      (onlyBefore ? `; ${count(onlyBefore)} it no longer accepts (${count(before)} before)` : '') +
      '.',
  );
  out += s.table(
    ['answer sets that now see', 'count', 'share'],
    (
      [
        ['another score', a.changed.score],
        ['another band', a.changed.band],
        ['other recommendations', a.changed.recommendations],
        ['other figures', a.changed.figures],
        // shown where questions can differ: a version with conditions, or an edit that adds or removes a step
        ...(a.conditional || a.questions ? [['other questions', a.questions] as const] : []),
      ] as const
    ).map(([what, n]) => [what, count(n), share(n, both)]),
  );
  for (const { set, moves } of a.bands) {
    out += s.text(`Band set "${set}", from -> to:`);
    out += s.table(
      ['from', 'to', 'answer sets', 'share'],
      moves.map((m) => [short(m.from), m.from === m.to ? '(same)' : short(m.to), count(m.count), share(m.count, both)]),
    );
  }
  out += s.text('Figures, min / median / max:');
  out += s.table(
    ['figure', 'before', 'after'],
    a.figures.map((f) => [f.name, spread(f.before, f.format), spread(f.after, f.format)]),
  );
  const recs = a.recommendations.filter((r) => r.before !== r.after);
  if (recs.length)
    out += s.table(
      ['recommendation shown to', 'before', 'after'],
      recs.map((r) => [r.id, count(r.before), count(r.after)]),
    );
  const moved = a.scores.some((r) => r.before !== r.after);
  const range = `${a.scores[0]?.score ?? '-'} to ${a.scores.at(-1)?.score ?? '-'}`;
  out += moved
    ? s.details(
        'Scores, answer sets before -> after',
        s.table(
          ['score', 'before', 'after'],
          a.scores.map((r) => [
            String(r.score),
            count(r.before),
            r.before === r.after ? count(r.after) : `${count(r.after)} (${r.after > r.before ? '+' : ''}${count(r.after - r.before)})`,
          ]),
        ),
      )
    : s.text(`Scores: the same distribution before and after (${range}).`);
  if (a.largest.length) out += s.text('The answer sets that move most:') + s.list(a.largest.map((c) => `${answersText(c)}: ${changeText(c)}`));
  return out;
}

function visitorSection(s: Style, visitors: VersionReplay[] | string): string {
  let out = s.heading(3, 'Past visitors');
  if (typeof visitors === 'string') return out + s.text(visitors);
  if (!visitors.length) return out + s.text('No stored calculations of this department.');
  for (const v of visitors) {
    const version = v.base ? `the base version (${v.hash})` : `older version ${v.hash ?? '(no hash)'}${v.known ? '' : ', not kept: bands read with the base'}`;
    const compared = v.calculations - v.rejected - v.moreQuestions.reduce((n, m) => n + m.visitors, 0);
    out += s.text(
      `${count(v.calculations)} stored calculations answered by ${version}` +
        (v.rejected ? `; ${count(v.rejected)} of them the new definition no longer accepts` : '') +
        (v.dropped ? `; ${count(v.dropped)} answered questions it no longer asks them (those answers are left out)` : '') +
        v.moreQuestions
          .map((m) => `; ${count(m.visitors)} would now be asked ${m.questions} more question${m.questions === 1 ? '' : 's'} (not compared)`)
          .join('') +
        `. Re-evaluated with the new definition: ${count(v.changed.score)} (${share(v.changed.score, compared)}) would see another score, ` +
        `${count(v.changed.band)} (${share(v.changed.band, compared)}) another band, ${count(v.changed.recommendations)} other recommendations.`,
    );
    const moved = v.figures.filter((f) => f.moved);
    if (moved.length) {
      out += s.table(
        ['figure', 'visitors it moves for', 'by (min / median / max)'],
        moved.map((f) => [f.name, count(f.moved), spread(f.by, f.format)]),
      );
    }
    for (const { set, moves } of v.bands.filter((b) => b.moves.some((m) => m.from !== m.to))) {
      out += s.table(
        [`band set "${set}": from`, 'to', 'visitors'],
        moves.filter((m) => m.from !== m.to).map((m) => [short(m.from), short(m.to), count(m.count)]),
      );
    }
  }
  return out;
}

/** one department's part of the report */
export function renderDepartment(s: Style, d: DepartmentImpact): string {
  let out = s.heading(2, `${d.file} (${d.department}): ${d.status}`);
  if (d.problems.length) out += s.text('It does not load, so it is not compared:') + s.list(d.problems);
  if (d.structure.length) {
    out += s.heading(3, `What changed in the file (${d.structure.length})`);
    out += s.list(
      d.structure.map((c) => {
        const what = c.change === 'changed' ? `: ${value(c.before)} -> ${value(c.after)}` : '';
        return `${c.file}:${c.line} ${c.kind} ${c.change} ${c.path}${what}`;
      }),
    );
  }
  if (d.answers) out += answerSection(s, d.answers);
  if (d.notCompared) out += s.heading(3, 'Every answer set') + s.text(`Not compared: ${d.notCompared}.`);
  if (d.visitors !== undefined && d.status === 'changed') out += visitorSection(s, d.visitors);
  return out;
}

const shownKeys = 10;
/** the keys of one kind of text change, by file, the first ten of each */
function keyList(refs: TextRef[]): string[] {
  const files = [...new Set(refs.map((r) => r.file))];
  return files.map((file) => {
    const keys = refs.filter((r) => r.file === file).map((r) => r.key);
    const more = keys.length > shownKeys ? `, and ${count(keys.length - shownKeys)} more` : '';
    return `${file}: ${keys.slice(0, shownKeys).join(', ')}${more}`;
  });
}

/** per language of the site, the texts the edit made stale or left to translate and the translations it changed */
export function renderLanguages(s: Style, languages: LanguageTexts[]): string {
  const touched = languages.filter((l) => l.declared || l.stale.length || l.missing.length || l.translated.length);
  if (!touched.length) return '';
  let out = s.heading(2, 'Texts by language');
  for (const l of touched) {
    const name = `${l.name} (${l.code})`;
    if (l.declared) {
      out += s.text(`${name}: declared by this edit; \`npm run translations -- ${l.code}\` lists every text to translate.`);
      continue;
    }
    out += s.text(`${name}: ${count(l.stale.length)} stale, ${count(l.missing.length)} to translate, ${count(l.translated.length)} translations changed.`);
    const parts = [
      ['stale (the source changed; check the translation, then its source hash)', l.stale],
      ['to translate (new texts)', l.missing],
      ['translations changed', l.translated],
    ] as const;
    for (const [what, refs] of parts) if (refs.length) out += s.details(`${name}, ${what}:`, s.list(keyList(refs)));
  }
  return out;
}

/** the whole report: a title, one line of totals, then each department that changed, then the texts by language */
export function renderReport(s: Style, title: string, departments: DepartmentImpact[], languages: LanguageTexts[] = []): string {
  const byStatus = (status: DepartmentImpact['status']) => departments.filter((d) => d.status === status).length;
  const totals = (['changed', 'added', 'removed', 'broken', 'unchanged'] as const).map((st) => `${byStatus(st)} ${st}`).join(', ');
  return [
    s.heading(1, title),
    s.text(`Departments: ${totals}.`),
    ...departments.filter((d) => d.status !== 'unchanged').map((d) => renderDepartment(s, d)),
    renderLanguages(s, languages),
  ].join('');
}
