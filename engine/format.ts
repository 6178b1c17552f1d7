import type { Format } from './schema/department.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
// a plain number keeps two decimals, so a figure of the working (3.75 hours a week) reads exactly
const twoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A number as the results pages show it: USD without decimals, whole hours, percent with one decimal, up to two otherwise.
 * @example formatValue(42000, 'currency') // '$42,000'
 */
export function formatValue(value: number, format: Format = 'number'): string {
  if (!Number.isFinite(value)) return '-';
  switch (format) {
    case 'currency':
      return usd.format(value);
    case 'rate':
      return cents.format(value);
    case 'hours':
      return unit(whole.format(value), 'hour');
    case 'percent':
      return `${oneDecimal.format(value)}%`;
    case 'months':
      return unit(oneDecimal.format(value), 'month');
    case 'text':
      return String(value);
    case 'number':
      return twoDecimals.format(value);
  }
}

// singular by the shown figure, so 0.6 hours reads "1 hour"
const unit = (shown: string, name: string): string => `${shown} ${shown === '1' ? name : `${name}s`}`;

/** the values the wizard fills its templates with; the web passes exactly these, the lint checks them */
export const wizardPlaceholders = { progress: ['n', 'total', 'percent'], failure: ['status'], other: ['name'], cleared: ['chosen', 'cleared'] } as const;

const atMax = ['component', 'answer', 'points', 'max', 'score', 'maxScore'] as const;
const change = [...atMax, 'from', 'to', 'gain', 'newPoints', 'newScore'] as const;
/** the names a next-change block's sentences are filled with */
export const nextChangePlaceholders = { atMax, change, bandChange: [...change, 'band', 'newBand'] } as const;
export type WizardPlaceholders<K extends keyof typeof wizardPlaceholders> = Record<(typeof wizardPlaceholders)[K][number], number>;

/** the formats a {name:format} placeholder may name */
export const formats = new Set<string>(['currency', 'rate', 'hours', 'percent', 'number', 'months', 'text']);

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
