import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { exportSchemas, schemaDir } from './export-schema.js';

const exported = exportSchemas();
const definition = (name: string) => parse(readFileSync(join(import.meta.dirname, '../definitions', name), 'utf8')) as Record<string, unknown>;

describe('schema export', () => {
  it.each(Object.keys(exported))('schema/%s matches a fresh export', (name) => {
    const file = join(schemaDir, name);
    const committed = existsSync(file) ? readFileSync(file, 'utf8') : '(missing)';
    expect(committed === exported[name], `schema/${name} is out of date: run npm run schema`).toBe(true);
  });

  it('writes draft-07 with the schema descriptions as hover help', () => {
    const department = JSON.parse(exported['department.schema.json']!);
    expect(department.$schema).toBe('http://json-schema.org/draft-07/schema#');
    const component = department.properties.scoring.properties.components.items;
    expect(component.properties.shown.description).toBe('false: counted in the score but not in the breakdown');
    // the input side: a field with a default may be left out
    expect(component.required).not.toContain('shown');
  });

  it('accepts the reference department and rejects a key the engine does not know', () => {
    const schema = z.fromJSONSchema(JSON.parse(exported['department.schema.json']!));
    const sales = definition('sales.yaml');
    expect(schema.safeParse(sales).success).toBe(true);
    const misspelt = { ...sales, recomendations: [] };
    expect(schema.safeParse(misspelt).success).toBe(false);
  });

  it('accepts every shipped department, whose steps of every kind leave the default kind out', () => {
    const schema = z.fromJSONSchema(JSON.parse(exported['department.schema.json']!));
    const departments = readdirSync(join(import.meta.dirname, '../definitions')).filter((f) => f.endsWith('.yaml') && definition(f).kind === 'department');
    expect(departments.length).toBeGreaterThan(1);
    for (const name of departments) expect(schema.safeParse(definition(name)).error?.issues, name).toBeUndefined();
  });

  it('takes a step without kind as single, and refuses a key of another kind', () => {
    const step = z.fromJSONSchema(JSON.parse(exported['department.schema.json']!).properties.wizard.properties.steps.items);
    const options = [{ value: 'a', label: 'A' }];
    expect(step.safeParse({ field: 'tool', question: 'Which?', options }).success).toBe(true);
    expect(step.safeParse({ field: 'tool', question: 'Which?', options, number: { min: 1, max: 3 } }).success).toBe(false);
    expect(step.safeParse({ field: 'size', kind: 'number', question: 'How many?', number: { min: 1, max: 3 } }).success).toBe(true);
    expect(step.safeParse({ field: 'size', kind: 'number', question: 'How many?', number: { min: 1, max: 3 }, options }).success).toBe(false);
    expect(step.safeParse({ field: 'tool', question: 'Which?', options: [{ ...options[0], exclusive: true }] }).success).toBe(false);
    expect(step.safeParse({ field: 'tool', kind: 'multi', question: 'Which?', options: [{ ...options[0], exclusive: true }] }).success).toBe(true);
  });

  it('accepts the site file with the site schema', () => {
    const schema = z.fromJSONSchema(JSON.parse(exported['site.schema.json']!));
    expect(schema.safeParse(definition('site.yaml')).success).toBe(true);
  });
});
