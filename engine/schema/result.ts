import { z } from 'zod';
import { Expr } from './common.js';
import { Name } from './step.js';

/**
 * The lists the engine fills itself, each by the word a definition writes for it (`advice: $recommendations`):
 * every other result entry is a figure (an expression) or a group of figures.
 */
export const listWords = { recommendations: '$recommendations', nextChanges: '$nextChanges' } as const;
export type ListKind = keyof typeof listWords;

/** one entry of a department's response: a figure's expression, one of the lists, or a group of figures */
export const ResultEntryInput = z.union([Expr, z.literal(listWords.recommendations), z.literal(listWords.nextChanges), z.record(Name, Expr)]);
