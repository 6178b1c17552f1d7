import { displayModel } from '../../../engine/display/display.js';
import type { CompanyReport, Department, Format, ReportFigure } from '../../../engine/schema/index.js';

type Card = CompanyReport['departments'][number];
type Figure = ReportFigure;
/** a card's figures; undefined: the source does not have it (shown as not available, never invented) */
export type Figures = Record<Figure, number | undefined>;
/** a card filled from the visitor's own result, with its results page */
export interface OwnFigures {
  figures: Figures;
  to: string;
}

/** how each figure reads */
export const figureFormats: Record<Figure, Format> = { teamSize: 'number', annualSavings: 'currency', roiMonths: 'number', productivityGain: 'percent' };

// the names from figureFormats, whose type makes it list every figure: reading them off the schema's enum put
// zod and every definition schema in the report pages' first load
export const figureNames = Object.keys(figureFormats) as Figure[];

/** the card's figures from a stored result, through the expressions reports.yaml maps each field to */
export function cardFigures(department: Department, stored: Record<string, unknown>, map: NonNullable<Card['from']>['figures']): Figures {
  const display = displayModel(department);
  const scope = display.scope(stored);
  const one = (f: Figure): number | undefined => {
    const text = map[f];
    if (!text) return undefined;
    const value = display.value(text, scope);
    return Number.isFinite(value) ? value : undefined;
  };
  return Object.fromEntries(figureNames.map((f) => [f, one(f)])) as Figures;
}

/** the sample's own figures as a card shows them */
export const sampleFigures = (card: Card): Figures => Object.fromEntries(figureNames.map((f) => [f, card[f]])) as Figures;
