import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { yamlLanguage } from '@codemirror/lang-yaml';
import { Compartment, type Extension } from '@codemirror/state';
import { hoverTooltip, type EditorView, type HoverTooltipSource } from '@codemirror/view';
import { notInProse } from './prose-completion.js';

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

interface Help {
  // codemirror-json-schema answers [] when it has no schema
  complete: (ctx: CompletionContext) => CompletionResult | never[];
  hover: HoverTooltipSource;
  /** the schema as the help reads it, from the state (codemirror-json-schema's state field) */
  schema: Extension;
}

// codemirror-json-schema (with markdown-it, shiki and json-schema-library) is a fifth of the studio's code: it comes
// with the first hover or completion asked for, so the first load carries none of it
let library: Promise<[typeof import('codemirror-json-schema/yaml'), typeof import('codemirror-json-schema')]> | undefined;

async function loadHelp(name: string): Promise<Help> {
  library ??= Promise.all([import('codemirror-json-schema/yaml'), import('codemirror-json-schema')]);
  const [schema, [{ yamlCompletion, yamlSchemaHover }, { stateExtensions }]] = await Promise.all([schemas[`../../../schema/${name}`]!(), library]);
  return { complete: yamlCompletion(), hover: yamlSchemaHover(), schema: stateExtensions(schema) };
}

/**
 * Completion and hover help from a file's JSON Schema (codemirror-json-schema's YAML support), loaded at the first
 * hover or completion asked for in the file: then its schema is put in the file's state, where the help reads it.
 */
export function schemaHelp(path: string, text: string): Extension {
  const name = schemaFile(path, text);
  if (!name || !(`../../../schema/${name}` in schemas)) return [];
  const slot = new Compartment();
  let help: Promise<Help> | undefined;
  // the help, its schema in the view's state; undefined when the view shows another file by then
  const ready = async (view: EditorView): Promise<Help | undefined> => {
    help ??= loadHelp(name);
    const loaded = await help;
    const now = slot.get(view.state);
    if (now === undefined) return undefined;
    if (now !== loaded.schema) view.dispatch({ effects: slot.reconfigure(loaded.schema) });
    return loaded;
  };
  return [
    slot.of([]),
    yamlLanguage.data.of({
      autocomplete: notInProse(async (ctx: CompletionContext) => {
        const view = ctx.view;
        const loaded = view && (await ready(view));
        if (!loaded) return null;
        // asked before the schema was in the state: answered for the state it was asked of, with the schema put in,
        // even when more was typed while the help's code came (CodeMirror maps the answer over what was typed since,
        // or asks again of the view's state; an empty answer would end the completion until the next key)
        const state = slot.get(ctx.state) === loaded.schema ? ctx.state : ctx.state.update({ effects: slot.reconfigure(loaded.schema) }).state;
        const result = loaded.complete(state === ctx.state ? ctx : new CompletionContext(state, ctx.pos, ctx.explicit, view));
        return Array.isArray(result) ? null : result;
      }),
    }),
    hoverTooltip(async (view, pos, side) => {
      const loaded = await ready(view);
      return loaded ? loaded.hover(view, pos, side) : null;
    }),
  ];
}
