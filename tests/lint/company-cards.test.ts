import { describe, expect, it } from 'vitest';
import { department, lintSet, reports } from './sources.js';

type Card = Parameters<Parameters<typeof reports>[0]>[0]['company']['departments'][number];

/** the clean set with its one company report card replaced */
const withCard = (card: Partial<Card>) =>
  lintSet(
    department(),
    reports((r) => {
      r.company.departments = [{ name: 'Alpha', teamSize: 5, annualSavings: 1000, roiMonths: 3, productivityGain: 10, ...card }];
    }),
  ).map((p) => ({ path: p.path, rule: p.rule, message: p.message }));

const from = { department: 'alpha', figures: { annualSavings: 'costSavings' } };
const button = { label: 'View Alpha Report', disabled: true };

// 3-decisions.md (2026-11-25): a card with an assessment offers it; only a card without one is coming soon
describe('company report cards: an assessment is never coming soon', () => {
  it('accepts a card that offers its assessment (from, no status, no button), a coming-soon card without one, and a complete card', () => {
    expect(withCard({ from })).toEqual([]);
    expect(withCard({ status: 'coming-soon', button })).toEqual([]);
    expect(withCard({ status: 'complete', button: { label: 'View', to: '/report' }, from })).toEqual([]);
  });

  it('refuses a coming-soon card that has an assessment, at its status', () => {
    expect(withCard({ status: 'coming-soon', button, from })).toEqual([
      expect.objectContaining({
        path: 'company.departments[0].status',
        message: expect.stringContaining('Card "Alpha" offers the assessment of department "alpha", so it is never Coming Soon: remove status'),
      }),
    ]);
  });

  it('refuses a card with neither an assessment nor a status, a status without its button, and a button never shown', () => {
    expect(withCard({ button }).map((p) => p.message)).toEqual([
      expect.stringContaining('Card "Alpha" has no assessment (from) and no status'),
      expect.stringContaining('so this button is never shown: remove it'),
    ]);
    expect(withCard({ status: 'coming-soon' })).toEqual([
      expect.objectContaining({ message: expect.stringContaining('Card "Alpha" is coming-soon: give it the button it shows') }),
    ]);
  });

  it('fills only {name} in the start label: other braces would reach the visitor', () => {
    const problems = lintSet(
      department(),
      reports((r) => (r.company.labels.start = 'Start the {department} Assessment')),
    );
    expect(problems).toEqual([
      expect.objectContaining({ path: 'company.labels.start', message: expect.stringContaining('the only placeholder here is {name}') }),
    ]);
  });
});
