import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { issuesOf, type ErrorBody, type Issue } from '../../engine/error-body.js';
import type { ErrorCode } from '../../engine/error-codes.js';
import { Site } from '../../engine/schema/site.js';
import { unstorable } from './json-check.js';
import { inFormatLanguage } from '../../engine/display/format.js';
import { json } from './respond.js';

/** site.yaml's errors: the messages written for visitors, in one language */
export type ErrorTexts = Site['errors'];
/** the English of site.yaml's errors as the schema writes them when site.yaml does not */
export const defaultErrorTexts: ErrorTexts = Site.shape.errors.parse(undefined);

/** a message written for visitors, made from site.yaml's errors in the request's language */
export type VisitorMessage = (texts: ErrorTexts) => string;

/** an HTTP failure with a stable code and the fields at fault; rendered by renderError */
export class ApiError extends HTTPException {
  /** set when the message is written for visitors: renderError writes it in the request's language */
  readonly visitor?: VisitorMessage;

  constructor(
    status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string | VisitorMessage,
    readonly issues: Issue[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message: typeof message === 'string' ? message : message(defaultErrorTexts) });
    if (typeof message !== 'string') this.visitor = message;
  }
}

/** an error answer lists at most this many issues (the largest form has 15 fields), so a bad body cannot make a large answer */
export const issueLimit = 20;

/** a 400 listing the fields at fault (the first few), as zod found them */
export function invalid(error: z.ZodError): ApiError {
  const issues = issuesOf(error).slice(0, issueLimit);
  const unique = [...new Set(issues.map((i) => i.message))];
  return new ApiError(400, 'invalid_request', unique.join('; '), issues);
}

/**
 * The schema's value, or a 400 naming the fields at fault; text the database would refuse or alter is refused
 * here too, wherever it is, so what is stored is exactly what was answered.
 */
export function validate<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(parsed.error);
  const issues = unstorable(parsed.data);
  if (issues.length > 0) throw new ApiError(400, 'invalid_request', issues[0]!.message, issues.slice(0, issueLimit));
  return parsed.data;
}

// a framework's HTTPException by its status; any other status is a bad request or, 5xx, ours
const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * Renders any thrown error as the error shape; unknown errors become a 500 without details. A message written for
 * visitors is in the request's language (`texts`: its site.yaml errors, with the language's code); a message for
 * developers stays English.
 */
export function renderError(err: Error, c: Context, log: (line: string) => void, texts?: { code: string; errors: ErrorTexts }): Response {
  const language: Record<string, string> = texts ? { 'Content-Language': texts.code } : {};
  const errors = texts?.errors ?? defaultErrorTexts;
  if (err instanceof ApiError) {
    const message = err.visitor ? inFormatLanguage(texts?.code, () => err.visitor!(errors)) : err.message;
    return json({ error: { code: err.code, message, issues: err.issues } } satisfies ErrorBody, err.status, { ...err.headers, ...language });
  }
  if (err instanceof HTTPException) {
    const code = codeByStatus[err.status] ?? (err.status >= 500 ? 'internal' : 'bad_request');
    return json({ error: { code, message: err.message || code.replaceAll('_', ' '), issues: [] } } satisfies ErrorBody, err.status);
  }
  // the message of a library error never carries request data we log (no bodies, no contact fields)
  log(`error ${c.req.method} ${c.req.path}: ${err.name}: ${err.message.split('\n')[0]}`);
  return json({ error: { code: 'internal', message: errors.internal, issues: [] } } satisfies ErrorBody, 500, language);
}
