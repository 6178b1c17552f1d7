import { expect, type Page } from '@playwright/test';
import type { Department } from '../../../../engine/schema/index.js';

type Json = Record<string, unknown>;

/** the first object (depth first) that has the key: the stored value may be wrapped, as zustand persist does */
export function findObjectWith(value: unknown, key: string): Json | undefined {
  if (!value || typeof value !== 'object') return undefined;
  if (!Array.isArray(value) && key in value) return value as Json;
  for (const inner of Object.values(value)) {
    const found = findObjectWith(inner, key);
    if (found) return found;
  }
  return undefined;
}

export const readSession = (page: Page, key: string): Promise<string | null> => page.evaluate((k) => sessionStorage.getItem(k), key);

/** the answers the wizard keeps in the session for a department, by field */
export const draftValues = (page: Page, id: string): Promise<Record<string, unknown>> =>
  page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? '{"values":{}}') as { values: Record<string, unknown> }).values, `wizardDraft:${id}`);

export async function writeSession(page: Page, key: string, value: string): Promise<void> {
  await page.evaluate(([k, v]) => sessionStorage.setItem(k, v), [key, value] as const);
}

/** the stored result of a department, or undefined when nothing usable is kept */
export async function storedResult(page: Page, dept: Department): Promise<Json | undefined> {
  const raw = await readSession(page, dept.session.results);
  if (raw === null) return undefined;
  try {
    return findObjectWith(JSON.parse(raw), dept.scoring.field);
  } catch {
    return undefined;
  }
}

/** the session keys after a successful calculation: JSON values holding the answer and the result */
export async function expectStored(page: Page, dept: Department, sent: Json, result: Json): Promise<void> {
  const raw = await readSession(page, dept.session.results);
  expect(raw, `sessionStorage has "${dept.session.results}"`).not.toBeNull();
  expect(() => JSON.parse(raw!), `"${dept.session.results}" holds JSON`).not.toThrow();
  expect(await storedResult(page, dept), `"${dept.session.results}" holds the answer of ${dept.api}`).toMatchObject(result);
  // every department keeps the answers sent (share links need them), under the spec's key where it names one
  const answersKey = dept.session.answers ?? `${dept.session.results}Answers`;
  const answers = await readSession(page, answersKey);
  expect(answers, `sessionStorage has "${answersKey}"`).not.toBeNull();
  const firstField = dept.wizard.steps[0]!.field;
  expect(findObjectWith(JSON.parse(answers!), firstField), `"${answersKey}" holds the answers sent`).toMatchObject(sent);
}

/** waits until the department's stored result is gone (cleared or never kept) */
export async function expectNoStoredResult(page: Page, dept: Department): Promise<void> {
  await expect.poll(() => storedResult(page, dept), { message: `"${dept.session.results}" is cleared` }).toBeUndefined();
}
