import { compile } from './expression.js';
import type { Department } from './schema/department.js';

/**
 * The named numbers a results page shows: the stored result fields (groups flattened), the score under
 * `score`, constants, fallbacks for fields the server left out, then the display values.
 * @example displayScope(dept, stored).workdays
 */
export function displayScope(dept: Department, stored: Record<string, unknown>): Record<string, number> {
  const s: Record<string, number> = { ...dept.constants, maxScore: dept.scoring.max };
  for (const [key, value] of Object.entries(stored)) {
    if (typeof value === 'number') s[key] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) if (typeof v === 'number') s[k] = v;
    }
  }
  s.score = s[dept.scoring.field] ?? 0;
  for (const [name, text] of Object.entries(dept.results.fallbacks)) if (!Number.isFinite(s[name])) s[name] = compile(text).run(s);
  for (const [name, text] of Object.entries(dept.results.display)) s[name] = compile(text).run(s);
  return s;
}

/** evaluates one expression of a results page over its scope */
export const displayValue = (text: string, scope: Record<string, number>): number => compile(text).run(scope);
