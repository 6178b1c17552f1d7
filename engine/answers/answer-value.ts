import type { StepOf } from '../schema/step.js';

/** an answer as sent: one option value, a list of them, or a whole number */
export type AnswerValue = string | string[] | number;
export type Answers = Record<string, AnswerValue>;

/** the entry of a step that asks for a typed name */
export type Other = StepOf<'single-other'>['other'];

/** the text of an "other" answer before and after the typed name: the one reading of its `send` template */
export const otherParts = ({ send }: Other): [string, string] => {
  const at = send.indexOf('{name}');
  return [send.slice(0, at), send.slice(at + '{name}'.length)];
};

/**
 * The answer an "other" choice sends: its template with the typed name (otherName reads it back).
 * @example otherAnswer({ value: 'other', send: 'other: {name}', ... }, 'Pipedrive') // 'other: Pipedrive'
 */
export function otherAnswer(other: Other, name: string): string {
  const [before, after] = otherParts(other);
  return before + name + after;
}

/** splits "other: {name}" back into the typed name, or undefined when the value is not of that form (or there is no other) */
export function typedName(other: Other | undefined, value: string): string | undefined {
  if (!other) return undefined;
  const [before, after] = otherParts(other);
  if (!value.startsWith(before) || !value.endsWith(after) || value.length < before.length + after.length) return undefined;
  return value.slice(before.length, value.length - after.length);
}
