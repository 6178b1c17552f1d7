import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { Department, Quotes, Reports, Site } from '../engine/schema/index.js';

export const schemaDir = resolve(import.meta.dirname, '../schema');

const schemas = {
  department: { schema: Department, title: 'A department of the AI Opportunity Tool (definitions/<id>.yaml)' },
  site: { schema: Site, title: 'Site-wide content of the AI Opportunity Tool (definitions/site.yaml)' },
  quotes: { schema: Quotes, title: 'The quote generator of the AI Opportunity Tool (definitions/quotes.yaml)' },
  reports: { schema: Reports, title: 'The report pages of the AI Opportunity Tool (definitions/reports.yaml)' },
};

/**
 * The JSON Schema of each definition file, keyed by file name, as the committed files read: draft-07 (the YAML
 * language server reads only that), the input side (defaults are optional), descriptions kept as hover help.
 */
export function exportSchemas(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(schemas).map(([kind, { schema, title }]) => {
      const { $schema, ...rest } = z.toJSONSchema(schema, { target: 'draft-07', io: 'input' });
      return [`${kind}.schema.json`, `${JSON.stringify({ $schema, title, ...rest }, null, 2)}\n`];
    }),
  );
}

/** writes schema/*.schema.json */
export function writeSchemas(dir = schemaDir): string[] {
  mkdirSync(dir, { recursive: true });
  return Object.entries(exportSchemas()).map(([name, text]) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const file of writeSchemas()) process.stdout.write(`wrote ${file}\n`);
}
