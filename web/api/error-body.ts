import { ErrorBody, Issue } from '../../engine/error-body.js';
import { ApiError } from './request.js';

/** the body of a failed request's `status: body` message */
const bodyOf = (message: string): string => message.slice(message.indexOf(':') + 1).trim();

const Message = ErrorBody.shape.error.shape.message;

/** the well-formed issues of a list that holds some others */
const wellFormed = (issues: unknown): Issue[] =>
  Array.isArray(issues) ? issues.flatMap((i) => Issue.safeParse(i).data ?? []) : [];

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** what a visitor may read of a failure: the API's own message or a plain-text answer, never raw JSON */
export function visibleMessage(error: Error): string | undefined {
  if (!(error instanceof ApiError)) return error.message || undefined;
  const parsed = parseErrorBody(error.message).message;
  if (parsed) return parsed;
  return isJson(bodyOf(error.message)) ? undefined : error.message;
}

/**
 * The API's error shape from a failed request's `status: body` message, read with the API's own schema
 * field by field, so a body that holds only part of it still gives that part.
 */
export function parseErrorBody(message: string): { message?: string; issues: Issue[] } {
  try {
    const error = (JSON.parse(bodyOf(message)) as { error?: { message?: unknown; issues?: unknown } }).error;
    const text = Message.safeParse(error?.message);
    return { message: text.success ? text.data : undefined, issues: wellFormed(error?.issues) };
  } catch {
    return { issues: [] };
  }
}
