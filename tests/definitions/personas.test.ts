import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answersSchema } from '../../engine/answers/answers-schema.js';
import { evaluate, type Result } from '../../engine/evaluation/evaluate.js';
import { branchingModel } from './minimal-department.js';
import { colours, Persona, personasDir, readPersonas } from './persona-file.js';
import { bandsOf, shippedModels } from './shipped.js';

const models = shippedModels();
const ids = models.map((m) => m.definition.id);

/** the value a persona expects, read from the result the way the page reads it (lists by their ids) */
function actual(result: Result, field: string, expected: unknown): unknown {
  const value = result[field];
  // recommendations by id; next changes as "component -> option"
  if (Array.isArray(value)) return value.map((r) => ('id' in r ? r.id : `${r.component} -> ${r.change?.to ?? 'at max'}`));
  if (value && typeof value === 'object' && expected && typeof expected === 'object' && !Array.isArray(expected)) {
    return Object.fromEntries(Object.keys(expected).map((k) => [k, (value)[k]]));
  }
  return value;
}

describe('persona files', () => {
  it('every personas file belongs to a shipped department', () => {
    const files = readdirSync(personasDir).filter((f) => /\.ya?ml$/.test(f));
    const orphans = files.filter((f) => !ids.includes(f.replace(/\.ya?ml$/, '')));
    expect(orphans, `personas without a department in definitions/: ${orphans.join(', ')}`).toEqual([]);
  });

  it.each(ids)('%s has a personas file with at least 4 valid personas', (id) => {
    const { personas, error } = readPersonas(id);
    if (error) expect.fail(`${error} (docs/editors.md "Add a department" lists every file a department needs)`);
    expect(personas.length, `definitions/personas/${id}.yaml has ${personas.length} personas; at least 4 are needed`).toBeGreaterThanOrEqual(4);
    const names = personas.map((p) => p.name);
    expect(new Set(names).size, 'persona names must be unique').toBe(names.length);
  });
});

// a department without a usable personas file is reported once, by the test above
const withPersonas = models.filter((m) => readPersonas(m.definition.id).personas.length > 0);

describe.each(withPersonas.map((m) => [m.definition.id, m] as const))('%s personas', (id, model) => {
  const dept = model.definition;
  const schema = answersSchema(dept);
  const { personas } = readPersonas(id);

  it.each(personas.map((p) => [p.name, p] as const))('%s', (_name, persona) => {
    const parsed = schema.safeParse(persona.answers);
    // the schema also refuses a question the persona's other answers do not ask, and wants every one they do
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message), 'the persona answers must pass the answers schema').toEqual([]);
    const result = evaluate(model, parsed.data!);

    expect(Object.keys(persona.expect.result), `a persona checks the score (${dept.scoring.field})`).toContain(dept.scoring.field);
    for (const [field, expected] of Object.entries(persona.expect.result)) {
      expect(Object.keys(result), `"${field}" is not a result field of ${id}`).toContain(field);
      expect(actual(result, field, expected), `result field ${field}`).toEqual(expected);
    }

    const bands = bandsOf(model, result);
    for (const [set, expected] of Object.entries(persona.expect.bands)) {
      expect(Object.keys(bands), `"${set}" is not a band set of ${id}`).toContain(set);
      const band = bands[set];
      const shown = (colours as readonly string[]).includes(expected) ? band?.color : band?.text;
      expect(shown, `band set ${set}`).toBe(expected);
    }
  });
});

describe('persona answers on a conditional department', () => {
  const schema = answersSchema(branchingModel().definition);
  const persona = { name: 'Small ad team', answers: { people: 12, ads: 'no', reporting: 'auto' }, expect: { result: { total: 5 } } };

  it('take a number question as a number and only the questions on their path', () => {
    const parsed = Persona.parse(persona);
    expect(schema.safeParse(parsed.answers).success).toBe(true);
  });

  it('that answer a question their path does not ask are refused, naming it and why', () => {
    const r = schema.safeParse(Persona.parse({ ...persona, answers: { ...persona.answers, channels: ['search'] } }).answers);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['channels is not asked when ads is "no"; leave it out']);
  });
});
