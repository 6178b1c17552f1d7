import { randomInt } from 'node:crypto';

// no 0/O, 1/I/L: a number read out over the phone cannot be misheard
export const quoteAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const length = 6;

/**
 * A quote number such as Q-2026-7K3M9P: crypto-random, 31^6 (about 887 million) per prefix and year,
 * so numbers cannot be guessed from one another; uniqueness is left to the database's constraint.
 */
export function newQuoteNumber(prefix: string, today: Date): string {
  let code = '';
  for (let i = 0; i < length; i++) code += quoteAlphabet[randomInt(quoteAlphabet.length)];
  return `${prefix}-${today.getUTCFullYear()}-${code}`;
}

export const quoteNumberPattern = new RegExp(`^[A-Z]+-\\d{4}-[${quoteAlphabet}]{${length}}$`);
