import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { toggleChoice, type Answers } from '../../../engine/answers/answers.js';
import { onPath } from '../../../engine/answers/conditions.js';
import { choicesOf } from '../../../engine/answers/choices.js';
import { answerFor, choosesMany } from '../../../engine/answers/question-kinds.js';
import type { Model } from '../../../engine/evaluation/model.js';
import { createApp, type AppHandle, type AppOptions } from '../../../api/app.js';
import { readDefinitions } from '../../../node/read-definitions.js';
import type { Target, TestDatabase } from './databases.js';
import { random } from '../../../scripts/lib/seeded-random.js';

export { random };

export const loaded = readDefinitions();
export const { definitions, models } = loaded;
export const quotes = definitions.quotes;

export interface TestApp extends AppHandle {
  logs: string[];
  post(path: string, body: unknown, init?: { headers?: Record<string, string>; address?: string }): Promise<Response>;
}

/** the real app over a test database, logging into a list, journaling into a folder of its own (unless given one) */
export function openApp(t: TestDatabase, options: Partial<AppOptions> = {}): TestApp {
  const logs: string[] = [];
  const journalDir = options.journalDir ?? mkdtempSync(join(tmpdir(), 'api-test-journal-'));
  const handle = createApp({
    definitions,
    models,
    db: t.db,
    journalDir,
    webDir: false,
    rateLimits: { writes: false, events: false },
    log: (l) => logs.push(l),
    ...options,
  });
  // a folder of its own goes with the app (what it could not store is in the database's test anyway)
  const close = async (timeoutMs?: number) => {
    const counters = await handle.close(timeoutMs);
    if (!options.journalDir) rmSync(journalDir, { recursive: true, force: true });
    return counters;
  };
  const post = async (path: string, body: unknown, init: { headers?: Record<string, string>; address?: string } = {}) =>
    handle.app.request(
      path,
      { method: 'POST', headers: { 'content-type': 'application/json', ...init.headers }, body: typeof body === 'string' ? body : JSON.stringify(body) },
      init.address ? { incoming: { socket: { remoteAddress: init.address } } } : undefined,
    );
  return { ...handle, close, logs, post };
}

/** a fresh database of the target and the app over it, opened before a suite's tests and closed after them */
export function appPerSuite(target: Target, options: Partial<AppOptions> = {}): { t: TestDatabase; api: TestApp } {
  const suite = {} as { t: TestDatabase; api: TestApp };
  beforeAll(async () => {
    suite.t = await target.open();
    suite.api = openApp(suite.t, options);
  });
  afterAll(async () => {
    await suite.api.close();
    await suite.t.dispose();
  });
  return suite;
}

/** valid answers for a department, chosen by the generator from its own options and numbers, on the path they take */
export function answersFor(model: Model, next: () => number = random(1)): Answers {
  const answers: Answers = {};
  for (const step of model.definition.wizard.steps) {
    const choices = choicesOf(step);
    const pick = () => choices[Math.floor(next() * choices.length)]!;
    if (choosesMany(step)) {
      // two picks as the wizard would make them: an exclusive option clears the other
      const values = [pick().value, pick().value].reduce<string[]>((a, v) => (a.includes(v) ? a : toggleChoice(step, a, v).values), []);
      answers[step.field] = answerFor(
        step,
        choices.filter((o) => values.includes(o.value)).sort((a, b) => values.indexOf(a.value) - values.indexOf(b.value)),
      );
    } else answers[step.field] = answerFor(step, [pick()], 'Acme CRM');
  }
  // drawn for every step, kept where the earlier answers ask it (a condition reads only earlier steps)
  return onPath(model.definition, answers);
}

export const validQuote = {
  contactName: 'Ada Lovelace',
  contactEmail: 'ada@example.com',
  contactPhone: '+44 20 7946 0000',
  selectedSolutions: [quotes.solutions[0]!.id],
  customNotes: 'Call after 3pm',
  validityDays: 30,
};
