import { z } from 'zod';
import { ErrorBody as ErrorBodySchema } from '../../engine/error-body.js';
import { limitDescription } from '../http/rate-limit.js';
import type { ApiRoute, RouteSource } from './route.js';

type Json = Record<string, unknown>;

/** a zod schema as the JSON Schema (2020-12, which OpenAPI 3.1 uses) of what is sent or what comes back */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' });
  return rest;
}

const content = (schema: Json) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: content({ $ref: '#/components/schemas/Error' }) });

// the failures every body can meet (docs/api.md "Errors")
const bodyErrors = {
  '400': 'invalid_request (issues name the fields at fault), invalid_json or bad_request',
  '413': 'payload_too_large: a body over 64 KB',
  '415': 'unsupported_media_type: a body that is not application/json',
};

// the language of an answer's texts (docs/api.md "Languages"); figures never depend on it
const languageParameters = (codes: string[]): Json[] => [
  {
    name: 'lang',
    in: 'query',
    required: false,
    description: `The language of the answer's texts (recommendations, validation messages written for visitors, error messages for visitors), before Accept-Language; a code not listed is passed over`,
    schema: { type: 'string', enum: codes },
  },
  {
    name: 'Accept-Language',
    in: 'header',
    required: false,
    description: `The languages the caller reads, with q-values (es-MX matches es); without ?lang=, the first declared one decides, else ${codes[0]}. The answer says which in Content-Language`,
    schema: { type: 'string' },
  },
];

/** a query schema's fields as query parameters */
function queryParameters(query: z.ZodType): Json[] {
  const schema = jsonSchema(query, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: s }));
}

/** hono's ":name" as OpenAPI's "{name}" */
export const documentPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

/** one operation, from its declaration alone */
function operation(r: ApiRoute, codes: string[]): Json {
  const errors: Record<string, string> = { ...(r.body || r.query ? { '400': bodyErrors['400'] } : {}), ...(r.body ? bodyErrors : {}) };
  if (r.limit) errors['429'] = limitDescription(r.limit);
  for (const e of r.errors ?? []) errors[String(e.status)] = errors[String(e.status)] ? `${errors[String(e.status)]}; ${e.description}` : e.description;
  // a stored limit answers 503 when the database does not
  if (r.limit && !errors['503']) errors['503'] = 'database_unavailable: the rate limit could not be read; retry later';
  errors['500'] ??= 'internal: a fault on our side';
  const { answer } = r;
  const answered = answer.schema ? content(jsonSchema(answer.schema, 'output')) : answer.type ? { [answer.type]: { schema: { type: 'string' } } } : undefined;
  const parameters = [
    ...Object.entries(r.params ?? {}).map(([name, p]) => ({
      name,
      in: 'path',
      required: true,
      description: p.description,
      schema: { type: 'string', enum: p.values },
    })),
    ...(r.query ? queryParameters(r.query) : []),
    ...(r.languages ? languageParameters(codes) : []),
  ];
  return {
    summary: r.summary,
    ...(parameters.length > 0 && { parameters }),
    ...(r.body && { requestBody: { required: true, content: content(jsonSchema(r.body, 'input')) } }),
    responses: {
      [answer.status]: { description: answer.description, ...(answered && { content: answered }) },
      ...Object.fromEntries(
        Object.entries(errors)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([status, description]) => [status, error(description)]),
      ),
      default: error('any other failure, in the same shape'),
    },
  };
}

/**
 * The OpenAPI 3.1 document of these routes, each from its declaration (api/routes/route.ts): the zod schemas that
 * validate its requests and describe its answers, its rate-limit class and its failures.
 * @example documentOf(apiRoutes(source), source).paths['/api/health']
 */
export function documentOf(routes: readonly ApiRoute[], { title, languages = ['en'] }: Pick<RouteSource, 'title' | 'languages'>) {
  const paths: Record<string, Record<string, Json>> = {};
  for (const r of routes) (paths[documentPath(r.path)] ??= {})[r.method] = operation(r, languages);
  return {
    openapi: '3.1.1',
    info: { title: `${title} API`, version: '1' },
    paths,
    components: { schemas: { Error: jsonSchema(ErrorBodySchema, 'output') } },
  };
}
