import { z } from 'zod';
import { ErrorCode } from './error-codes.js';

/** one field at fault: its path as "selectedSolutions[2]" or "contact.email", "" for the body itself */
export const Issue = z.object({ path: z.string(), message: z.string() });
export type Issue = z.infer<typeof Issue>;

/** the one shape every failed API call answers with */
export const ErrorBody = z.object({
  error: z.object({ code: ErrorCode, message: z.string(), issues: z.array(Issue) }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

const pathText = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k}]` : s ? `${s}.${String(k)}` : String(k)), '');

/** zod's issues in the error shape's words */
export const issuesOf = (error: z.ZodError): Issue[] => error.issues.map((i) => ({ path: pathText(i.path), message: i.message }));
