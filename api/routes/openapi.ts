import { z } from 'zod';
import { answersSchema } from '../../engine/answers/answers.js';
import type { Model } from '../../engine/evaluation/model.js';
import { resultSchema } from '../../engine/evaluation/result-schema.js';
import type { Quotes } from '../../engine/schema/quotes.js';
import { fullAssessmentSchema } from './full-assessment.js';
import { ErrorBody as ErrorBodySchema } from '../../engine/error-body.js';
import { quoteRequestSchema } from '../../engine/quotes/request.js';
import { QuoteResponse as QuoteResponseSchema } from '../../engine/quotes/response.js';
import { AssessmentResponseSchema, HealthResponseSchema } from './response-schemas.js';

type Json = Record<string, unknown>;

/** a zod schema as the JSON Schema (2020-12, which OpenAPI 3.1 uses) of what is sent or what comes back */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' });
  return rest;
}

const content = (schema: Json) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: content({ $ref: '#/components/schemas/Error' }) });

// the failures every write can meet (docs/api.md "Errors"); each operation adds its own
const writeErrors = {
  '400': error('invalid_request (issues name the fields at fault), invalid_json or bad_request'),
  '413': error('payload_too_large: a body over 64 KB'),
  '415': error('unsupported_media_type: a body that is not application/json'),
  '500': error('internal: a fault on our side'),
};
const stored = {
  '429': error('rate_limited: too many from one address; Retry-After says when to retry'),
  '503': error('database_unavailable: not stored; retry later'),
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

function post(summary: string, request: z.ZodType, status: string, response: Json, errors: Json, codes: string[]): Json {
  return {
    post: {
      summary,
      parameters: languageParameters(codes),
      requestBody: { required: true, content: content(jsonSchema(request, 'input')) },
      responses: {
        [status]: { description: summary, content: content(response) },
        ...writeErrors,
        ...errors,
        default: error('any other failure, in the same shape'),
      },
    },
  };
}

export interface OpenApiSource {
  title: string;
  /** site.yaml's language codes, the default first (English alone unless told) */
  languages?: string[];
  models: Model[];
  quotes: Quotes;
}

/**
 * The OpenAPI 3.1 document of the API, generated from the zod schemas that validate its requests.
 * @example openApiDocument({ title, models, quotes }).paths['/api/health']
 */
export function openApiDocument({ title, languages = ['en'], models, quotes }: OpenApiSource) {
  const paths: Record<string, Json> = {};
  for (const { definition } of models) {
    paths[definition.api] = post(
      `${definition.id}: a calculation from the answers`,
      answersSchema(definition),
      '200',
      jsonSchema(resultSchema(definition), 'output'),
      {
        '503': error(
          'overloaded: too many calculations wait to be stored (Retry-After: 5); storage_unavailable: the journal could not be written (Retry-After: 30)',
        ),
      },
      languages,
    );
  }
  paths[quotes.api] = post(
    'a quote priced from the catalogue, stored',
    quoteRequestSchema(quotes),
    '201',
    jsonSchema(QuoteResponseSchema, 'output'),
    stored,
    languages,
  );
  const departments = models.map((m) => m.definition.id);
  paths['/api/assessments'] = post(
    'the full assessment form, stored',
    fullAssessmentSchema(departments),
    '201',
    jsonSchema(AssessmentResponseSchema, 'output'),
    stored,
    languages,
  );
  paths['/api/health'] = {
    get: {
      summary: 'whether the server and its database answer',
      responses: { '200': { description: 'the server answers', content: content(jsonSchema(HealthResponseSchema, 'output')) } },
    },
  };
  return {
    openapi: '3.1.1',
    info: { title: `${title} API`, version: '1' },
    paths,
    components: { schemas: { Error: jsonSchema(ErrorBodySchema, 'output') } },
  };
}
