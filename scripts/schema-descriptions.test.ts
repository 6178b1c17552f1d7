import { describe, expect, it } from 'vitest';
import { exportSchemas } from './export-schema.js';

type Node = { [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** every property of a JSON Schema without a description (its own, or its $ref target's), by its path */
function undescribed(schema: Node): string[] {
  const defs = { ...(schema.definitions as Node | undefined), ...(schema.$defs as Node | undefined) };
  const target = (n: Node): Node => (typeof n.$ref === 'string' ? ((defs[n.$ref.split('/').at(-1)!] as Node | undefined) ?? n) : n);
  const missing = new Set<string>();
  const seen = new Set<Node>();
  const walk = (n: unknown, at: string): void => {
    if (!isNode(n) || seen.has(n)) return;
    seen.add(n);
    if (isNode(n.properties)) {
      for (const [key, p] of Object.entries(n.properties)) {
        if (!isNode(p)) continue;
        if (typeof p.description !== 'string' && typeof target(p).description !== 'string') missing.add(`${at}.${key}`);
        walk(target(p), `${at}.${key}`);
        walk(p, `${at}.${key}`);
      }
    }
    for (const key of ['items', 'additionalItems', 'additionalProperties', 'not']) {
      const sub = n[key];
      const into = key.endsWith('Items') || key === 'items' ? `${at}[]` : `${at}.*`;
      // draft-07 tuples list their items' schemas in an array
      for (const s of Array.isArray(sub) ? (sub as unknown[]) : [sub]) walk(s, into);
    }
    for (const key of ['anyOf', 'oneOf', 'allOf']) if (Array.isArray(n[key])) for (const alt of n[key] as unknown[]) walk(alt, at);
  };
  walk(schema, '');
  for (const [name, d] of Object.entries(defs)) walk(d, `#${name}`);
  return [...missing];
}

describe('the check for keys without a description', () => {
  it('names each key without one, at any depth, and takes a description from a $ref target (its keys named once, where first reached)', () => {
    const schema: Node = {
      type: 'object',
      properties: {
        plain: { type: 'string' },
        described: { description: 'has one', type: 'object', properties: { inner: { type: 'number' } } },
        list: { description: 'a list', type: 'array', items: { type: 'object', properties: { item: { type: 'string' } } } },
        map: { description: 'a map', type: 'object', additionalProperties: { type: 'object', properties: { entry: { type: 'string' } } } },
        either: { description: 'one of two', anyOf: [{ type: 'object', properties: { left: { type: 'string' } } }, { type: 'string' }] },
        referred: { $ref: '#/definitions/Named' },
      },
      definitions: { Named: { description: 'described where defined', type: 'object', properties: { field: { type: 'string' } } } },
    };
    expect(undescribed(schema).sort()).toEqual(['.either.left', '.described.inner', '.list[].item', '.map.*.entry', '.plain', '.referred.field'].sort());
  });
});

describe('the JSON Schemas npm run schema writes', () => {
  const schemas = Object.entries(exportSchemas()).map(([file, text]) => [file, JSON.parse(text) as Node] as const);

  it('holds the schema of every definition file and of the personas', () => {
    expect(schemas.map(([file]) => file)).toEqual(expect.arrayContaining(['department.schema.json', 'quotes.schema.json', 'personas.schema.json']));
  });

  // the studio's hover and VS Code's yaml-language-server show these: a key without one says nothing
  it.each(schemas)('%s describes every key', (_file, schema) => {
    expect(undescribed(schema)).toEqual([]);
  });
});
