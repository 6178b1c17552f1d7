import { describe, expect, it } from 'vitest';
import { readDefinitions } from '../../../node/read-definitions.js';
import { cardState } from './card-state.js';

const { reports, departments } = readDefinitions().definitions;
const { labels, departments: cards } = reports.company;
const landing = (id: string | undefined) => departments.find((d) => d.id === id)?.routes.landing;
const own = { figures: { teamSize: 3, annualSavings: 100, roiMonths: undefined, productivityGain: 2 }, to: '/somewhere-results' };

describe('cardState: what a company report card offers', () => {
  it('a card with an assessment not taken yet: its badge is not Coming Soon and its button starts the assessment at its landing page', () => {
    const offered = cards.filter((c) => c.from && c.status !== 'complete');
    expect(offered.length).toBeGreaterThan(0);
    for (const card of offered) {
      const state = cardState(card, labels, undefined, landing(card.from?.department));
      expect(state).toEqual({
        status: 'not-taken',
        badge: labels.notTaken,
        button: { label: labels.start.replace('{name}', card.name), to: landing(card.from?.department) },
      });
      expect(state.badge).not.toBe(labels.comingSoon);
      expect(state.button.label).not.toContain('{');
    }
  });

  it('the same card once taken shows Available and a link to the results page', () => {
    const card = cards.find((c) => c.from && c.status !== 'complete')!;
    expect(cardState(card, labels, own, landing(card.from?.department))).toEqual({
      status: 'complete',
      badge: labels.available,
      button: { label: labels.viewResults, to: own.to },
    });
  });

  it('a card without an assessment stays Coming Soon with its button disabled, linking nowhere', () => {
    const soon = cards.filter((c) => !c.from);
    expect(soon.length).toBeGreaterThan(0);
    for (const card of soon) {
      expect(card.status).toBe('coming-soon');
      expect(cardState(card, labels, undefined, undefined)).toEqual({
        status: 'coming-soon',
        badge: labels.comingSoon,
        button: { ...card.button, to: undefined, disabled: true },
      });
    }
  });

  it('a complete card keeps its own report button until the visitor has results', () => {
    const card = cards.find((c) => c.status === 'complete')!;
    expect(cardState(card, labels, undefined, landing(card.from?.department))).toEqual({ status: 'complete', badge: labels.available, button: card.button });
  });

  it('a card whose department is not loaded is coming soon, never a link to nowhere', () => {
    const card = { ...cards.find((c) => c.from && c.status !== 'complete')!, from: { department: 'nowhere', figures: {} } };
    expect(cardState(card, labels, undefined, undefined)).toMatchObject({
      status: 'coming-soon',
      badge: labels.comingSoon,
      button: { disabled: true, to: undefined },
    });
  });
});
