import { fillTemplate } from '../../../engine/display/format.js';
import type { CompanyReport, Link } from '../../../engine/schema/index.js';
import type { OwnFigures } from './card-figures.js';

type Card = CompanyReport['departments'][number];

/** what a card says of itself: its badge (in words, never colour alone), its button and whose figures it shows */
export interface CardState {
  status: 'complete' | 'not-taken' | 'coming-soon';
  badge: string;
  button: Link;
}

/**
 * a card's state: the visitor's own result first; then a complete report; then the card's assessment, offered until
 * it is taken (3-decisions.md, 2026-11-25: a working assessment is never "coming soon"); else coming soon
 * @example cardState(card, labels, undefined, '/widgets') // { status: 'not-taken', badge: 'Not taken yet', button: { label: 'Start the Widgets Assessment', to: '/widgets' } }
 */
export function cardState(card: Card, labels: CompanyReport['labels'], own: OwnFigures | undefined, landing: string | undefined): CardState {
  if (own) return { status: 'complete', badge: labels.available, button: { label: labels.viewResults, to: own.to } };
  if (card.status === 'complete' && card.button) return { status: 'complete', badge: labels.available, button: card.button };
  const start = fillTemplate(labels.start, { name: card.name });
  if (card.from && landing) return { status: 'not-taken', badge: labels.notTaken, button: { label: start, to: landing } };
  // a card without an assessment (or whose department did not load) never links anywhere, whatever its button says
  const button = card.button ?? { label: start };
  return { status: 'coming-soon', badge: labels.comingSoon, button: { ...button, to: undefined, disabled: true } };
}
