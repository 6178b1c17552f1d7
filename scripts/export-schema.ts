import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { Department, Quotes, Reports, Site, Translation } from '../engine/schema/index.js';
import { Personas } from '../engine/schema/persona.js';
import { sourceHash, sourceTexts } from '../engine/i18n/translate.js';
import { readDefinitions } from '../node/read-definitions.js';

export const schemaDir = resolve(import.meta.dirname, '../schema');

const schemas = {
  department: { schema: Department, title: 'A department of the AI Opportunity Tool (definitions/<id>.yaml)' },
  site: { schema: Site, title: 'Site-wide content of the AI Opportunity Tool (definitions/site.yaml)' },
  quotes: { schema: Quotes, title: 'The quote generator of the AI Opportunity Tool (definitions/quotes.yaml)' },
  reports: { schema: Reports, title: 'The report pages of the AI Opportunity Tool (definitions/reports.yaml)' },
  personas: { schema: Personas, title: "A department's personas, the answers of typical visitors and what they must see (definitions/personas/<id>.yaml)" },
  translation: { schema: Translation, title: 'The texts of one definition file in another language (definitions/<language>/<file>.yaml)' },
};

const draft7 = (schema: z.ZodType, title: string) => {
  const { $schema, ...rest } = z.toJSONSchema(schema, { target: 'draft-07', io: 'input' });
  return { $schema, title, ...rest };
};

/**
 * Per definition file, the schema of its translations: the translation schema with every key of a text listed, the
 * text itself as its hover help and its source hash as the default, so an editor completes keys and sees the English.
 */
function translationSchemas(): Record<string, string> {
  const { files } = readDefinitions();
  return Object.fromEntries(
    files.flatMap((file) => {
      if (!file.data || file.data.kind === 'translation') return [];
      const name = file.source.path
        .split(/[\\/]/)
        .at(-1)!
        .replace(/\.ya?ml$/, '');
      const schema = draft7(Translation, `The texts of definitions/${name}.yaml in another language (definitions/<language>/${name}.yaml)`);
      const texts = (
        schema.properties as Record<string, { properties?: Record<string, unknown>; additionalProperties?: { properties: Record<string, object> } }>
      ).texts!;
      const entry = texts.additionalProperties!;
      texts.properties = Object.fromEntries(
        sourceTexts(file.data).map((t) => [
          t.key,
          { ...entry, description: t.text, properties: { ...entry.properties, source: { ...entry.properties.source, default: sourceHash(t.text) } } },
        ]),
      );
      return [[`translations/${name}.schema.json`, `${JSON.stringify(schema, null, 2)}\n`]];
    }),
  );
}

/**
 * The JSON Schema of each definition file, keyed by file name, as the committed files read: draft-07 (the YAML
 * language server reads only that), the input side (defaults are optional), descriptions kept as hover help.
 */
export function exportSchemas(): Record<string, string> {
  return {
    ...Object.fromEntries(
      Object.entries(schemas).map(([kind, { schema, title }]) => [`${kind}.schema.json`, `${JSON.stringify(draft7(schema, title), null, 2)}\n`]),
    ),
    ...translationSchemas(),
  };
}

/** writes schema/*.schema.json */
export function writeSchemas(dir = schemaDir): string[] {
  mkdirSync(join(dir, 'translations'), { recursive: true });
  return Object.entries(exportSchemas()).map(([name, text]) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const file of writeSchemas()) process.stdout.write(`wrote ${file}\n`);
}
