import type { Format } from '../schema/department.js';

// each made on first use: the first one costs a browser some 20 ms of its first load, and most first paints show no figure
const numberFormat = (options: Intl.NumberFormatOptions): ((value: number) => string) => {
  let made: Intl.NumberFormat | undefined;
  return (value) => (made ??= new Intl.NumberFormat('en-US', options)).format(value);
};
const usd = numberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const cents = numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = numberFormat({ maximumFractionDigits: 0 });
const oneDecimal = numberFormat({ maximumFractionDigits: 1 });
// a plain number keeps two decimals, so a figure of the working (3.75 hours a week) reads exactly
const twoDecimals = numberFormat({ maximumFractionDigits: 2 });

/**
 * A number as the results pages show it: USD without decimals, whole hours, percent with one decimal, up to two otherwise.
 * @example formatValue(42000, 'currency') // '$42,000'
 */
export function formatValue(value: number, format: Format = 'number'): string {
  return Number.isFinite(value) ? formatters[format](value) : '-';
}

// singular by the shown figure, so 0.6 hours reads "1 hour"
const unit = (shown: string, name: string): string => `${shown} ${shown === '1' ? name : `${name}s`}`;

// how each format of the schema writes a number; a new format does not compile until it is here
const formatters: Record<Format, (value: number) => string> = {
  currency: usd,
  rate: cents,
  hours: (v) => unit(whole(v), 'hour'),
  percent: (v) => `${oneDecimal(v)}%`,
  number: twoDecimals,
  months: (v) => unit(oneDecimal(v), 'month'),
  text: (v) => String(v),
};

/** the values the wizard fills its templates with; the web passes exactly these, the lint checks them */
export const wizardPlaceholders = { progress: ['n', 'total', 'percent'], failure: ['status'], other: ['name'], cleared: ['chosen', 'cleared'] } as const;

const atMax = ['component', 'answer', 'points', 'max', 'score', 'maxScore'] as const;
const change = [...atMax, 'from', 'to', 'gain', 'newPoints', 'newScore'] as const;
/** the names a next-change block's sentences are filled with */
export const nextChangePlaceholders = { atMax, change, bandChange: [...change, 'band', 'newBand'] } as const;
/** what a peers block's texts are filled with: the page's values plus these (engine/insights/peers.ts) */
export const peersPlaceholders = ['percent', 'teams', 'minPeers'] as const;
export type WizardPlaceholders<K extends keyof typeof wizardPlaceholders> = Record<(typeof wizardPlaceholders)[K][number], number>;

/** the formats a {name:format} placeholder may name: those of the schema's Format, through the map above */
export const formats = new Set<string>(Object.keys(formatters));

/**
 * Fills {name} and {name:format} placeholders; text values (such as {band}) are used as they are.
 * @example fillTemplate('within {roi} months', { roi: 3 }) // 'within 3 months'
 */
export function fillTemplate(text: string, values: Record<string, number | string>): string {
  return text.replace(/\{([a-zA-Z][a-zA-Z0-9]*)(?::([a-z]+))?\}/g, (whole, name: string, format?: string) => {
    const v = values[name];
    if (v === undefined) return whole;
    if (typeof v === 'string') return v;
    return formatValue(v, format && formats.has(format) ? (format as Format) : 'number');
  });
}

/** the placeholder names a template uses */
export const templateNames = (text: string): string[] => [...text.matchAll(/\{([a-zA-Z][a-zA-Z0-9]*)(?::[a-z]+)?\}/g)].map((m) => m[1]!);
