import type { Extension } from '@codemirror/state';

// the JSON Schema npm run schema writes (schema/*.schema.json): its descriptions are the hover help
const schemas = import.meta.glob<object>('../../../schema/**/*.schema.json', { import: 'default' });

/** the schema of a file: its kind's, a translation its source file's, a personas file the personas' */
export function schemaFile(path: string, text: string): string | undefined {
  if (path.startsWith('personas/')) return 'personas.schema.json';
  const kind = /^kind:\s*([a-z]+)/m.exec(text)?.[1];
  if (kind === 'translation' || path.includes('/'))
    return `translations/${path
      .split('/')
      .at(-1)!
      .replace(/\.ya?ml$/, '')}.schema.json`;
  return kind ? `${kind}.schema.json` : undefined;
}

/**
 * Completion and hover help from a file's JSON Schema (codemirror-json-schema's YAML support, over the yaml
 * package), loaded when a file is first opened: the studio's first load carries none of it.
 */
export async function schemaHelp(path: string, text: string): Promise<Extension> {
  const name = schemaFile(path, text);
  const load = name && schemas[`../../../schema/${name}`];
  if (!load) return [];
  const [schema, { yamlCompletion, yamlSchemaHover }, { stateExtensions }, { yamlLanguage }, { hoverTooltip }] = await Promise.all([
    load(),
    import('codemirror-json-schema/yaml'),
    import('codemirror-json-schema'),
    import('@codemirror/lang-yaml'),
    import('@codemirror/view'),
  ]);
  return [yamlLanguage.data.of({ autocomplete: yamlCompletion() }), hoverTooltip(yamlSchemaHover()), stateExtensions(schema)];
}
