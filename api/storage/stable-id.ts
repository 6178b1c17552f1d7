import { createHash } from 'node:crypto';

/**
 * A row id made from what identifies the row, shaped as a UUID (version 5 and variant bits set): the same form
 * posted again, to any server or after a restart, is the same row, which the database keeps once.
 * @example stableId('quote-form\nkey\n{...}') // '3f2a9c1e-7b4d-5e21-a9f0-1c2d3e4f5a6b'
 */
export function stableId(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
