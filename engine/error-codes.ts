import { z } from 'zod';

/**
 * Every `code` an API error answer can carry: the API throws only these, the OpenAPI document's error schema
 * lists them, and a test holds the README's table of errors to exactly this list.
 * @example ErrorCode.parse('rate_limited')
 */
export const ErrorCode = z.enum([
  'invalid_request',
  'invalid_json',
  'bad_request',
  'cross_origin',
  'sign_in_required',
  'wrong_token',
  'not_found',
  'method_not_allowed',
  'request_timeout',
  'unknown_host',
  'headers_too_large',
  'not_implemented',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'database_unavailable',
  'storage_unavailable',
  'overloaded',
  'too_many_connections',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;
