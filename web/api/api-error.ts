import type { Issue } from '../../engine/error-body.js';

/** the API's error shape as read from an answer, each part only when it is well formed */
export interface ErrorParts {
  code?: string;
  message?: string;
  issues: Issue[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const isIssue = (v: unknown): v is Issue => isObject(v) && typeof v.path === 'string' && typeof v.message === 'string';

/**
 * The parts of the API's error shape (engine/error-body.ts) in an answer's text, field by field, so a body holding
 * only part of it still gives that part; undefined when the text is not JSON. Read by hand: the engine's zod schema
 * would put zod in every page that calls the API (api-error.test.ts checks both read alike).
 */
export function readErrorBody(body: string): ErrorParts | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const error = isObject(json) && isObject(json.error) ? json.error : {};
  const issues = Array.isArray(error.issues) ? error.issues.filter(isIssue).map(({ path, message }) => ({ path, message })) : [];
  return { code: text(error.code), message: text(error.message), issues };
}

/** a non-OK answer of the API, with its error body read: status, code, the API's own message and the issues by field */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly issues: Issue[];
  /** the API's own words (its error shape's message); undefined for any other answer */
  readonly apiMessage: string | undefined;
  /** what a visitor may read: the API's own words, or a plain-text answer as "status: text"; never raw JSON */
  readonly visible: string | undefined;

  /** the answer's status and text (the status text when its body is empty) */
  constructor(status: number, body: string) {
    const parts = readErrorBody(body);
    const plain = `${status}: ${body}`;
    super(parts?.message ?? plain);
    this.name = 'ApiError';
    this.status = status;
    this.code = parts?.code;
    this.issues = parts?.issues ?? [];
    this.apiMessage = parts?.message;
    this.visible = parts ? parts.message : plain;
  }
}

/**
 * What a visitor may read of any failure: an API error's visible words, or nothing (the caller's own words) for a
 * request that never reached the API: the browser's "Failed to fetch" says nothing to a visitor.
 */
export const visibleMessage = (error: Error): string | undefined => (error instanceof ApiError ? error.visible : undefined);
