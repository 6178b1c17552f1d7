import { z } from 'zod';
import { optionsOf, ruleOf } from '../answers/question-kinds.js';
import { bandFor } from '../display/bands.js';
import type { Department } from '../schema/department.js';
import type { CounterRow, EventKind } from './events.js';
import { unknownHost } from './hosts.js';
import { dropOff, percentOf, shown, smallGroup } from './small-groups.js';

const Count = z.union([z.number().int().min(smallGroup), z.literal('fewer than 5')]);
const Percent = z.number().nullable();

/** the report every view shows (page, API, command): every count already passed through the small-group rule */
export const InsightsReportSchema = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  departments: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      versions: z.array(
        z.object({
          definitionHash: z.string(),
          funnel: z.array(z.object({ stage: z.string(), label: z.string(), count: Count, dropOff: Percent })),
          other: z.array(z.object({ stage: z.string(), label: z.string(), count: Count })),
        }),
      ),
      outcomes: z.object({
        calculations: Count,
        spaceComplete: z.boolean(),
        bands: z.array(z.object({ band: z.string(), color: z.string().optional(), stored: Count, storedPercent: Percent, spacePercent: z.number() })),
        questions: z.array(
          z.object({ field: z.string(), label: z.string(), options: z.array(z.object({ label: z.string(), count: Count, percent: Percent })) }),
        ),
        figures: z.array(z.object({ field: z.string(), median: z.number().nullable(), p90: z.number().nullable() })),
      }),
    }),
  ),
  quotes: z.object({ count: Count, shareOfCompletions: Percent, solutions: z.array(z.object({ title: z.string(), count: Count })) }),
  /**
   * The embed's views (its starts) and completions by the origin of the page it was on ("unknown" when the
   * browser did not say), per department: a host and department only once one of the two counts reaches 5
   */
  hosts: z.array(z.object({ host: z.string(), department: z.string(), title: z.string(), views: Count, completions: Count })),
});
export type InsightsReport = z.infer<typeof InsightsReportSchema>;
export type DepartmentReport = InsightsReport['departments'][number];

/** what the database holds for one department over the period, before the small-group rule */
export interface DepartmentData {
  department: Department;
  /** the version the server loaded: its funnel shows even before any event */
  definitionHash?: string;
  counters: CounterRow[];
  /** per stored score, how many calculations of the period have it */
  scores: [number, number][];
  /** per question and option value, how often it was chosen (a typed "other" under the other option) */
  options: { field: string; value: string; count: number }[];
  /** the `growing` figures: median and 90th percentile over the period's calculations */
  figures: { field: string; median: number | null; p90: number | null }[];
  /** the answer space's band distribution (spaceBands) */
  space: { sets: Map<string, number>; complete: boolean };
}

export interface ReportData {
  days: number;
  from: string;
  to: string;
  departments: DepartmentData[];
  quotes: { count: number; solutions: { title: string; count: number }[] };
}

const stageLabels: Record<Exclude<EventKind, 'question_reached'>, string> = {
  page_viewed: 'Landing page views',
  wizard_started: 'Started the assessment',
  completed: 'Completed',
  results_viewed: 'Viewed results',
  quote_sent: 'Sent a quote request',
  share_link_made: 'Made a share link',
  pdf_downloaded: 'Downloaded the PDF',
  quote_started: 'Opened the quote generator',
};
const other = ['share_link_made', 'pdf_downloaded', 'quote_started'] as const;

const sum = (rows: readonly CounterRow[], event: EventKind, step = 0) => rows.reduce((n, r) => (r.event === event && r.step === step ? n + r.count : n), 0);

function funnelOf(dept: Department, rows: CounterRow[]): DepartmentReport['versions'][number]['funnel'] {
  const stages: [string, string, number][] = [
    ['page_viewed', stageLabels.page_viewed, sum(rows, 'page_viewed')],
    ['wizard_started', stageLabels.wizard_started, sum(rows, 'wizard_started')],
    ...dept.wizard.steps.map((_, i): [string, string, number] => [`question_${i + 1}`, `Reached question ${i + 1}`, sum(rows, 'question_reached', i + 1)]),
    ['completed', stageLabels.completed, sum(rows, 'completed')],
    ['results_viewed', stageLabels.results_viewed, sum(rows, 'results_viewed')],
    ['quote_sent', stageLabels.quote_sent, sum(rows, 'quote_sent')],
  ];
  return stages.map(([stage, label, n], i) => ({ stage, label, count: shown(n), dropOff: i === 0 ? null : dropOff(stages[i - 1]![2], n) }));
}

const percentile = (v: number | null, calculations: number) => (calculations < smallGroup ? null : v);

function departmentReport(d: DepartmentData): DepartmentReport {
  const dept = d.department;
  // the funnel is the site's own pages': an embed starts at its first question, with no landing (its counts: hostsOf)
  const own = d.counters.filter((r) => r.host === '');
  const hashes = [...new Set([...(d.definitionHash ? [d.definitionHash] : []), ...own.map((r) => r.definitionHash)])].sort();
  const calculations = d.scores.reduce((n, [, c]) => n + c, 0);
  const bandSet = dept.results.blocks.find((b) => b.kind === 'score')?.band;
  const set = bandSet ? dept.bands[bandSet] : undefined;
  const byBand = new Map<string, number>();
  for (const [score, n] of d.scores) {
    const band = set && bandFor(set, score);
    if (band) byBand.set(band.name ?? band.text, (byBand.get(band.name ?? band.text) ?? 0) + n);
  }
  const spaceTotal = [...d.space.sets.values()].reduce((a, b) => a + b, 0);
  return {
    id: dept.id,
    title: dept.title,
    versions: hashes.map((definitionHash) => {
      const rows = own.filter((r) => r.definitionHash === definitionHash);
      return {
        definitionHash,
        funnel: funnelOf(dept, rows),
        other: other.map((stage) => ({ stage, label: stageLabels[stage], count: shown(sum(rows, stage)) })),
      };
    }),
    outcomes: {
      calculations: shown(calculations),
      spaceComplete: d.space.complete,
      bands: (set?.bands ?? []).map((b) => {
        const name = b.name ?? b.text;
        const n = byBand.get(name) ?? 0;
        return {
          band: name,
          color: b.color,
          stored: shown(n),
          storedPercent: percentOf(n, calculations),
          spacePercent: spaceTotal ? Math.round(((d.space.sets.get(name) ?? 0) / spaceTotal) * 1000) / 10 : 0,
        };
      }),
      questions: dept.wizard.steps
        .filter((s) => !ruleOf(s).valued)
        .map((s) => {
          const counts = new Map<string, number>();
          for (const o of d.options) if (o.field === s.field) counts.set(o.value, o.count);
          const answered = [...counts.values()].reduce((a, b) => a + b, 0);
          return {
            field: s.field,
            label: s.title ?? s.question,
            options: optionsOf(s).map((o) => ({
              label: o.label,
              count: shown(counts.get(o.value) ?? 0),
              percent: percentOf(counts.get(o.value) ?? 0, answered),
            })),
          };
        }),
      figures: d.figures.map((f) => ({ field: f.field, median: percentile(f.median, calculations), p90: percentile(f.p90, calculations) })),
    },
  };
}

/** the embed's counts by host and department; a pair whose counts are all small is left out, exactly as one with none */
function hostsOf(departments: readonly DepartmentData[]): InsightsReport['hosts'] {
  const out: InsightsReport['hosts'] = [];
  for (const d of departments) {
    const hosts = [...new Set(d.counters.map((r) => r.host).filter(Boolean))];
    for (const host of hosts) {
      const rows = d.counters.filter((r) => r.host === host);
      const [views, completions] = [sum(rows, 'wizard_started'), sum(rows, 'completed')];
      if (Math.max(views, completions) >= smallGroup)
        out.push({ host, department: d.department.id, title: d.department.title, views: shown(views), completions: shown(completions) });
    }
  }
  // by host, the unknown last; the departments in the report's order
  const rank = (host: string) => (host === unknownHost ? 1 : 0);
  return out.sort((a, b) => rank(a.host) - rank(b.host) || (a.host < b.host ? -1 : a.host > b.host ? 1 : 0));
}

/**
 * The product owner's report from raw counts, with the small-group rule applied once, here, for every view.
 * @example insightsReport(data).departments[0].versions[0].funnel[1] // { stage: 'wizard_started', count: 'fewer than 5', ... }
 */
export function insightsReport(data: ReportData): InsightsReport {
  const completions = data.departments.reduce((n, d) => n + sum(d.counters, 'completed'), 0);
  return {
    days: data.days,
    from: data.from,
    to: data.to,
    departments: data.departments.map(departmentReport),
    quotes: {
      count: shown(data.quotes.count),
      shareOfCompletions: percentOf(data.quotes.count, completions),
      solutions: data.quotes.solutions.map((s) => ({ title: s.title, count: shown(s.count) })),
    },
    hosts: hostsOf(data.departments),
  };
}
