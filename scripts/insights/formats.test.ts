import { describe, expect, it } from 'vitest';
import type { CounterRow, EventKind } from '../../engine/insights/events.js';
import { insightsReport, type ReportData } from '../../engine/insights/report.js';
import { readDefinitions } from '../../node/read-definitions.js';
import { htmlReport } from './html-format.js';
import { markdownReport, textReport } from './text-formats.js';
import { optionsOf } from '../../engine/answers/question-kinds.js';

const { models } = readDefinitions();
const dept = models[0]!.definition;

/** a period's data where quotes were sent `small` times (cells no total is drawn from) */
function data(small: number): ReportData {
  const row = (event: EventKind, count: number, step = 0): CounterRow => ({ day: '2026-12-01', department: dept.id, definitionHash: 'v1', event, step, count });
  const counters = [row('page_viewed', 120), row('wizard_started', 80), row('question_reached', 80, 1), row('completed', 60), row('quote_sent', small)];
  const field = dept.wizard.steps[0]!.field;
  return {
    days: 30,
    from: '2026-11-02',
    to: '2026-12-01',
    departments: [
      {
        department: dept,
        counters,
        scores: [[10, 40]],
        options: [{ field, value: optionsOf(dept.wizard.steps[0]!)[0]!.value, count: 40 }],
        figures: [],
        space: { sets: new Map(), complete: true },
      },
    ],
    quotes: { count: small, solutions: [{ title: 'Chatbot', count: small }] },
  };
}

const formats = { json: (r: unknown) => JSON.stringify(r), text: textReport, markdown: markdownReport, html: htmlReport };

describe('the small-group rule in every format', () => {
  it.each(Object.entries(formats))('%s: counts from 1 to 4 read exactly as 0 does', (_name, format) => {
    const zero = format(insightsReport(data(0)));
    for (const small of [1, 4]) expect(format(insightsReport(data(small)))).toBe(zero);
    expect(format(insightsReport(data(5)))).not.toBe(zero);
    expect(zero).toContain('fewer than 5');
  });

  it('hides a small band or option and draws no percent from it', () => {
    const d = data(0);
    d.departments[0]!.scores.push([dept.scoring.max, 3]);
    const field = dept.wizard.steps[0]!.field;
    d.departments[0]!.options.push({ field, value: optionsOf(dept.wizard.steps[0]!)[1]!.value, count: 2 });
    const outcomes = insightsReport(d).departments[0]!.outcomes;
    expect(outcomes.bands.filter((b) => b.stored === 'fewer than 5').every((b) => b.storedPercent === null)).toBe(true);
    expect(outcomes.questions[0]!.options[1]).toMatchObject({ count: 'fewer than 5', percent: null });
  });

  it('gives the funnel with drop-off as a percent of those who reached the earlier stage', () => {
    const funnel = insightsReport(data(5)).departments[0]!.versions[0]!.funnel;
    expect(funnel.slice(0, 3).map((s) => [s.stage, s.count, s.dropOff])).toEqual([
      ['page_viewed', 120, null],
      ['wizard_started', 80, 33.3],
      ['question_1', 80, 0],
    ]);
  });

  it('html is one offline file: inline SVG, no script, nothing fetched', () => {
    const html = htmlReport(insightsReport(data(9)));
    expect(html).toContain('<svg role="img"');
    expect(html).not.toMatch(/<script|<link|src=|href=/);
  });
});
