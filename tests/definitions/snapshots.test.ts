import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answersSchema } from '../../engine/answers/answers-schema.js';
import { evaluate } from '../../engine/evaluation/evaluate.js';
import { answersAt, type Level } from './answer-sets.js';
import { bandsOf, shippedModels } from './shipped.js';

const levels: Level[] = ['low', 'mid', 'high'];

/** keys sorted at every depth, so the file only changes when a figure or a text does */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sorted((value as Record<string, unknown>)[k])]));
  }
  return value;
}

// reviewed like code: a change here is a change in what visitors see; never update blindly
describe.each(shippedModels().map((m) => [m.definition.id, m] as const))('%s results snapshot', (id, model) => {
  it.each(levels)('%s answers', async (level) => {
    const answers = answersSchema(model.definition).parse(answersAt(model.definition, level));
    const full = evaluate(model, answers);
    // the hash changes with every comment; the figures are what reviewers read
    const { definitionHash: _hash, ...result } = full;
    const bands = Object.fromEntries(Object.entries(bandsOf(model, full)).map(([set, band]) => [set, band?.text ?? null]));
    const readable = { answers: sorted(answers), result: sorted(result), bands: sorted(bands) };
    const file = `./__snapshots__/${id}.${level}.json`;
    // a new department's snapshots are written by a local run; CI only compares, so say what to do instead of "mismatched"
    if (process.env.CI && !existsSync(join(import.meta.dirname, file))) {
      expect.fail(`tests/definitions/${file.slice(2)} is missing: run "npx vitest run tests/definitions/snapshots.test.ts" locally, review the new files and commit them`);
    }
    await expect(`${JSON.stringify(readable, null, 2)}\n`).toMatchFileSnapshot(file);
  });
});
