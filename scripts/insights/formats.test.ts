import { describe, expect, it } from 'vitest';
import type { CounterRow, EventKind } from '../../engine/insights/events.js';
import { insightsReport, type InsightsReport, type ReportData } from '../../engine/insights/report.js';
import { readDefinitions } from '../../node/read-definitions.js';
import { htmlReport } from './html-format.js';
import { markdownReport, textReport } from './text-formats.js';
import { optionsOf } from '../../engine/answers/question-kinds.js';

const { models, definitions } = readDefinitions();
const texts = definitions.site.insights;
const dept = models[0]!.definition;

/** a period's data where quotes were sent `small` times (cells no total is drawn from) */
function data(small: number): ReportData {
  const row = (event: EventKind, count: number, step = 0, host = ''): CounterRow => ({
    day: '2026-12-01',
    department: dept.id,
    definitionHash: 'v1',
    event,
    step,
    host,
    count,
  });
  const counters = [row('page_viewed', 120), row('wizard_started', 80), row('question_reached', 80, 1), row('completed', 60), row('quote_sent', small)];
  // an embed on a partner's site: a small count of views and completions, on another a small count of completions
  counters.push(row('wizard_started', small, 0, 'https://partner.example'), row('completed', small, 0, 'https://partner.example'));
  counters.push(row('wizard_started', 30, 0, 'https://www.example.com'), row('completed', small, 0, 'https://www.example.com'));
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

const formats = {
  json: (r: unknown) => JSON.stringify(r),
  text: (r: InsightsReport) => textReport(r, texts),
  markdown: (r: InsightsReport) => markdownReport(r, texts),
  html: (r: InsightsReport) => htmlReport(r, texts),
};

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
    const html = htmlReport(insightsReport(data(9)), texts);
    expect(html).toContain('<svg role="img"');
    expect(html).not.toMatch(/<script|<link|src=|href=/);
  });
});

describe('the embed by host', () => {
  it('lists each host and department with a count of 5 or more, in the words of site.yaml, the unknown host last', () => {
    const d = data(0);
    const row = (host: string, count: number): CounterRow => ({
      day: '2026-12-01',
      department: dept.id,
      definitionHash: 'v1',
      event: 'wizard_started',
      step: 0,
      host,
      count,
    });
    d.departments[0]!.counters.push(row('unknown', 7));
    const report = insightsReport(d);
    expect(report.hosts).toEqual([
      { host: 'https://www.example.com', department: dept.id, title: dept.title, views: 30, completions: 'fewer than 5' },
      { host: 'unknown', department: dept.id, title: dept.title, views: 7, completions: 'fewer than 5' },
    ]);
    const text = textReport(report, texts);
    const table = text.slice(text.indexOf(texts.hosts.heading)).split('\n');
    expect(table[0]).toBe(`${texts.hosts.heading}: ${texts.hosts.caption}`);
    expect(table[1]!.split(/\s{2,}/)).toEqual([texts.hosts.host, texts.hosts.department, texts.hosts.views, texts.hosts.completions]);
    expect(table[2]!.split(/\s{2,}/)).toEqual(['https://www.example.com', dept.title, '30', 'fewer than 5']);
    expect(table[3]!.split(/\s{2,}/)).toEqual([texts.hosts.unknown, dept.title, '7', 'fewer than 5']);
    // the partner's site had fewer than 5 of each: not there at all, as a site with none
    expect(text).not.toContain('partner.example');
    expect(markdownReport(report, texts)).toContain(`| https://www.example.com | ${dept.title} | 30 | fewer than 5 |`);
  });

  it('says so when no host reaches 5', () => {
    const d = data(0);
    d.departments[0]!.counters = d.departments[0]!.counters.filter((r) => r.host === '');
    expect(textReport(insightsReport(d), texts)).toContain(`${texts.hosts.heading}: ${texts.hosts.caption}\n${texts.hosts.none}\n`);
    expect(htmlReport(insightsReport(d), texts)).toContain(`<p>${texts.hosts.none}</p>`);
  });
});
