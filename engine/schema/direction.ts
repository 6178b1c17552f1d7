import { z } from 'zod';
import type { Direction as Written } from '../i18n/direction.js';
import { notText } from './common.js';

export { directionOf } from '../i18n/direction.js';

/** a language's writing direction, as <html dir> takes it */
export const Direction = z.enum(['ltr', 'rtl'] satisfies Written[]).meta(notText);
export type Direction = z.infer<typeof Direction>;
