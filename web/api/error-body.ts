import { ApiError } from './request.js';

export interface ServerIssue {
  path: string;
  message: string;
}

/** the body of a failed request's `status: body` message */
const bodyOf = (message: string): string => message.slice(message.indexOf(':') + 1).trim();

/** the API's `{ error: { message, issues } }` from a failed request's `status: body` message, when it holds one */
export function parseErrorBody(message: string): { message?: string; issues: ServerIssue[] } {
  try {
    const error = (JSON.parse(bodyOf(message)) as { error?: { message?: unknown; issues?: unknown } }).error;
    const issues = Array.isArray(error?.issues)
      ? error.issues.filter((i): i is ServerIssue => typeof i?.path === 'string' && typeof i?.message === 'string')
      : [];
    return { message: typeof error?.message === 'string' ? error.message : undefined, issues };
  } catch {
    return { issues: [] };
  }
}

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
