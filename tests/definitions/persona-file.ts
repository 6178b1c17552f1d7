import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { Personas, type Persona } from '../../engine/schema/persona.js';
import { definitionsDir } from '../../node/read-definitions.js';

export const personasDir = resolve(definitionsDir, 'personas');
// the schema lives in the engine: npm run schema writes it for the editors, the studio reads personas with it
export { personaColours as colours, Persona } from '../../engine/schema/persona.js';

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
  const parsed = Personas.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n');
    return { personas: [], error: `${shown} is not a list of personas:\n${issues}` };
  }
  return { personas: parsed.data };
}
