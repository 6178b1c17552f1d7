import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { definitionsDir } from '../../node/read-definitions.js';

export const personasDir = resolve(definitionsDir, 'personas');
export const colours = ['green', 'yellow', 'red', 'blue', 'gray'] as const;

const Expected = z.union([
  z.number(),
  z.record(z.string(), z.number()).describe('a group such as componentScores: only the keys given are checked'),
  z.array(z.string()).describe('a list such as recommendations: the ids, in order'),
]);

/** one persona: answers a visitor gives and what the results page must then show */
export const Persona = z.strictObject({
  name: z.string().min(1),
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.number().describe('a number question: a JSON number')])),
  expect: z.strictObject({
    result: z.record(z.string(), Expected).refine((r) => Object.keys(r).length > 0, 'expect at least one result field'),
    bands: z.record(z.string(), z.string()).default({}).describe('band set -> band text, or its colour'),
  }),
});
export type Persona = z.infer<typeof Persona>;

export const personasFile = (id: string): string => resolve(personasDir, `${id}.yaml`);

/** the personas of a department, or a message saying why there are none usable */
export function readPersonas(id: string): { personas: Persona[]; error?: string } {
  const file = personasFile(id);
  const shown = `definitions/personas/${id}.yaml`;
  if (!existsSync(file)) return { personas: [], error: `${shown} is missing: every department needs at least 4 personas` };
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, 'utf8'), { uniqueKeys: true, maxAliasCount: 50 });
  } catch (e) {
    return { personas: [], error: `${shown} is not valid YAML: ${(e as Error).message}` };
  }
  const parsed = z.array(Persona).safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n');
    return { personas: [], error: `${shown} is not a list of personas:\n${issues}` };
  }
  return { personas: parsed.data };
}
