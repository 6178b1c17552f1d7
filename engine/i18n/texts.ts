import type { z } from 'zod';

/** one text a visitor can be shown, found by walking a definition along its schema */
export interface TextAt {
  /** the stable key a translation is filed under, such as wizard.steps.teamSize.options.small.label */
  key: string;
  /** where it stands in the parsed file */
  path: (string | number)[];
  text: string;
}

type Schema = z.core.$ZodType;
const def = (s: Schema) => s._zod.def as unknown as Record<string, unknown> & { type: string };

/** a schema marked `.meta({ translate: false })`: a value, name, expression or address, never shown as words */
function notText(s: Schema): boolean {
  if ((s as { meta?: () => { translate?: boolean } | undefined }).meta?.()?.translate === false) return true;
  // an optional or defaulted name is still a name
  const inner = def(s).innerType as Schema | undefined;
  return inner !== undefined && notText(inner);
}

/** the values of a literal inside wrappers (a defaulted discriminator, such as a step's kind) */
function literalValues(s: Schema): unknown[] | undefined {
  const d = def(s);
  if (d.type === 'literal') return d.values as unknown[];
  const inner = d.innerType as Schema | undefined;
  return inner ? literalValues(inner) : undefined;
}

/** the object schema inside wrappers (optional, default, pipe...), or undefined */
function objectShape(s: Schema): Record<string, Schema> | undefined {
  const d = def(s);
  if (d.type === 'object') return d.shape as Record<string, Schema>;
  const inner = (d.innerType ?? d.in) as Schema | undefined;
  return inner ? objectShape(inner) : undefined;
}

// an element of a list is keyed by its own id where it has one unique among its siblings, else by its position; an
// id is a field the schema marks as no text (an option's value), never a text (a stat's value "0-30"), whose edit
// would orphan its translations
const idKeys = ['field', 'value', 'id'] as const;
function elementKeys(list: unknown[], element: Schema): (string | number)[] {
  // the elements of a union (steps of several kinds) share an id only when every option has it
  const options = def(element).type === 'union' ? (def(element).options as Schema[]) : [element];
  const shapes = options.map(objectShape);
  for (const k of idKeys) {
    if (!shapes.every((shape) => shape?.[k] && notText(shape[k]))) continue;
    const ids = list.map((e) => (e && typeof e === 'object' ? (e as Record<string, unknown>)[k] : undefined));
    if (ids.every((id) => typeof id === 'string' && /^[\w+-]+$/.test(id)) && new Set(ids).size === ids.length) return ids as string[];
  }
  return list.map((_, i) => i);
}

function walk(schema: Schema, value: unknown, path: (string | number)[], key: (string | number)[], out: TextAt[]): void {
  if (value === undefined || value === null || notText(schema)) return;
  const d = def(schema);
  switch (d.type) {
    case 'string':
      if (typeof value === 'string' && value.trim() !== '') out.push({ key: key.join('.'), path, text: value });
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return walk(d.innerType as Schema, value, path, key, out);
    case 'pipe':
      return walk(d.in as Schema, value, path, key, out);
    case 'lazy':
      return walk((d.getter as () => Schema)(), value, path, key, out);
    case 'object': {
      const shape = d.shape as Record<string, Schema>;
      if (typeof value !== 'object') return;
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (shape[k]) walk(shape[k], v, [...path, k], [...key, k], out);
      return;
    }
    case 'array': {
      if (!Array.isArray(value)) return;
      const keys = elementKeys(value, d.element as Schema);
      value.forEach((v, i) => walk(d.element as Schema, v, [...path, i], [...key, keys[i]!], out));
      return;
    }
    case 'record': {
      if (typeof value !== 'object') return;
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(d.valueType as Schema, v, [...path, k], [...key, k], out);
      return;
    }
    case 'union': {
      const options = d.options as Schema[];
      const discriminator = d.discriminator as string | undefined;
      const chosen = discriminator
        ? options.find((o) => {
            const shape = def(o).shape as Record<string, Schema> | undefined;
            const lit = shape?.[discriminator];
            const values = lit ? literalValues(lit) : undefined;
            return values?.includes((value as Record<string, unknown>)[discriminator]);
          })
        : options.find((o) => (o as z.ZodType).safeParse(value).success);
      if (chosen) walk(chosen, value, path, key, out);
      return;
    }
    default:
      return;
  }
}

/**
 * Every text of a parsed definition file a visitor can be shown, in file order, each with its translation key.
 * What is not words (values sent, names, expressions, routes, emoji, notes to editors) is marked in the schema
 * with `.meta({ translate: false })`.
 */
export function textsOf(schema: Schema, data: unknown): TextAt[] {
  const out: TextAt[] = [];
  walk(schema, data, [], [], out);
  return out;
}
