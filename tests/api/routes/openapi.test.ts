import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../node/project-root.js';
import { securityHeaders } from '../../../api/http/security-headers.js';
import { targets } from '../support/databases.js';
import { openApiDocument } from '../../../api/routes/api-routes.js';
import { branchingModel } from '../../definitions/minimal-department.js';
import { answersFor, appPerSuite, definitions, models, random, validQuote } from '../support/fixtures.js';

type Json = Record<string, any>;
/** the API's page of the docs (moved out of the README), whose examples are all checked */
const apiSection = readFileSync(resolve(projectRoot, 'docs/api.md'), 'utf8');
/** the JSON of every curl example of the API page, by path */
const curlBodies = [...apiSection.matchAll(/curl -s localhost:\d+(\/api\/[\w/-]+)(?:'[^']*'|[^'])*? -d\s+(?:\\\s+)?'([^']*)'/g)].map(([, path, body]) => ({
  path: path!,
  body: JSON.parse(body!),
}));
/** every JSON answer the API page shows, inline or in a block; "…" stands for text it leaves out */
const answerExamples = [...apiSection.matchAll(/`(\{"[^`]*\})`|```json\n([\s\S]*?)```/g)].map(([, inline, block]) =>
  JSON.parse((inline ?? block)!.replaceAll('…', 'x')),
);

describe('the OpenAPI document', () => {
  const suite = appPerSuite(targets[0]!);
  const documentOf = async (): Promise<Json> => (await suite.api.app.request('/api/openapi.json')).json();
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const check = (doc: Json, schema: Json, value: unknown) => {
    const validate = ajv.compile({ ...schema, $defs: undefined, components: doc.components, $id: undefined });
    return validate(value) ? [] : validate.errors!.map((e) => `${e.instancePath} ${e.message}`);
  };
  const requestOf = (doc: Json, path: string): Json => doc.paths[path].post.requestBody.content['application/json'].schema;
  const responsesOf = (doc: Json): Json[] =>
    Object.values(doc.paths as Json).flatMap((item: Json) =>
      Object.values(item).flatMap((op: Json) =>
        Object.values(op.responses as Json)
          .map((r: Json) => r.content?.['application/json']?.schema)
          .filter(Boolean),
      ),
    );

  it('is valid OpenAPI 3.1', async () => {
    const doc = await documentOf();
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every department of the definitions, the quote, the assessment, health, events, insights and its own calls', async () => {
    const doc = await documentOf();
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        ...models.map((m) => m.definition.api),
        definitions.quotes.api,
        '/api/assessments',
        '/api/health',
        '/api/events',
        '/api/events/view',
        '/api/insights',
        '/api/insights/session',
        '/api/openapi.json',
        '/api/docs',
        '/api/docs/{file}',
      ].sort(),
    );
  });

  it.each(models.map((m) => [m.definition.id, m] as const))(
    '%s: answers pass the request schema and what the API answers passes the response schema',
    async (_id, model) => {
      const doc = await documentOf();
      const answers = answersFor(model, random(3));
      expect(check(doc, requestOf(doc, model.definition.api), answers)).toEqual([]);
      expect(check(doc, requestOf(doc, model.definition.api), { ...answers, [model.definition.wizard.steps[0]!.field]: 'no-such-option' })).not.toEqual([]);
      const res = await suite.api.post(model.definition.api, answers);
      expect(check(doc, doc.paths[model.definition.api].post.responses['200'].content['application/json'].schema, await res.json())).toEqual([]);
    },
  );

  it("lists the catalogue's solution ids as the only values of a quote's selectedSolutions", async () => {
    const doc = await documentOf();
    const quote = requestOf(doc, definitions.quotes.api);
    expect(check(doc, quote, validQuote)).toEqual([]);
    expect(check(doc, quote, { ...validQuote, selectedSolutions: ['time-machine'] })).not.toEqual([]);
    expect(quote.properties.selectedSolutions.items.enum).toEqual(definitions.quotes.solutions.map((s) => s.id));
  });

  it('describes what the quote, assessment, health and error answers hold', async () => {
    const doc = await documentOf();
    const quote = await suite.api.post(definitions.quotes.api, validQuote);
    expect(check(doc, doc.paths[definitions.quotes.api].post.responses['201'].content['application/json'].schema, await quote.json())).toEqual([]);
    const bad = await suite.api.post(definitions.quotes.api, { ...validQuote, contactName: '' });
    expect(bad.status).toBe(400);
    expect(check(doc, { $ref: '#/components/schemas/Error' }, await bad.json())).toEqual([]);
    const health = await suite.api.app.request('/api/health');
    expect(check(doc, doc.paths['/api/health'].get.responses['200'].content['application/json'].schema, await health.json())).toEqual([]);
  });

  it('every curl example of docs/api.md passes the request schema of its path', async () => {
    const doc = await documentOf();
    expect(curlBodies.length).toBeGreaterThanOrEqual(2); // the calculation and the marketing one
    for (const { path, body } of curlBodies) expect(check(doc, requestOf(doc, path), body), path).toEqual([]);
  });

  it('every example answer of docs/api.md passes one of the schemas of the document', async () => {
    const doc = await documentOf();
    const nextChange = Object.values(doc.paths as Json).flatMap((item: Json) => {
      const props = item.post?.responses['200']?.content['application/json'].schema.properties ?? {};
      return Object.values(props as Json)
        .filter((p: Json) => p.items?.properties?.component)
        .map((p: Json) => p.items);
    });
    expect(nextChange.length).toBeGreaterThan(0);
    const schemas = [...responsesOf(doc), ...nextChange];
    expect(answerExamples.length).toBeGreaterThanOrEqual(5); // a result, a next change, two errors, health
    for (const example of answerExamples)
      expect(
        schemas.some((s) => check(doc, s, example).length === 0),
        JSON.stringify(example),
      ).toBe(true);
  });
});

describe('the OpenAPI document of a department whose questions depend on earlier answers', () => {
  const ads = branchingModel();
  const suite = appPerSuite(targets[0]!, { models: [...models, ads] });
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const requestOf = (doc: Json): Json => doc.paths[ads.definition.api].post.requestBody.content['application/json'].schema;
  const passes = (doc: Json, value: unknown) => ajv.compile(requestOf(doc))(value);

  it('stays valid OpenAPI 3.1', async () => {
    const doc: Json = await (await suite.api.app.request('/api/openapi.json')).json();
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
  });

  it('marks conditional fields optional and says when each is asked', async () => {
    const request = requestOf(await (await suite.api.app.request('/api/openapi.json')).json());
    expect(request.required).toEqual(['people', 'ads']);
    expect(request.properties.channels.description).toBe("Asked only when chose(ads, 'yes'): sent then, left out otherwise");
    expect(request.properties.reporting.description).toBe("Asked only when people >= 5 and not chose(channels, 'none'): sent then, left out otherwise");
    expect(request.description).toMatch(
      /^The answers on the visitor's path: a question whose condition does not hold is not asked, and its field is refused if sent/,
    );
  });

  it('publishes a number question as a whole number within its range', async () => {
    const doc: Json = await (await suite.api.app.request('/api/openapi.json')).json();
    expect(requestOf(doc).properties.people).toEqual({ type: 'integer', minimum: 1, maximum: 20, description: 'A whole number from 1 to 20 (people)' });
    expect(passes(doc, { people: 3, ads: 'no' })).toBe(true);
    expect(passes(doc, { people: 12, ads: 'yes', channels: ['search'], reporting: 'auto' })).toBe(true);
    for (const people of [0, 21, 2.5, '10']) expect(passes(doc, { people, ads: 'no' }), String(people)).toBe(false);
  });

  it('gives multipleOf only when the steps from the minimum are its multiples (JSON Schema counts from 0)', () => {
    const numberOf = (range: string) => {
      const model = branchingModel((yaml) => yaml.replace('number: { min: 1, max: 20, unit: people }', `number: ${range}`));
      const doc = openApiDocument({ title: 'T', models: [model], quotes: definitions.quotes }) as Json;
      return requestOf(doc).properties.people;
    };
    expect(numberOf('{ min: 0, max: 20, step: 5 }')).toEqual({
      type: 'integer',
      minimum: 0,
      maximum: 20,
      multipleOf: 5,
      description: 'A whole number from 0 to 20 in steps of 5',
    });
    // 1, 3, 5 ... are no multiples of 2: the step is said in words only
    expect(numberOf('{ min: 1, max: 19, step: 2 }')).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 19,
      description: 'A whole number from 1 to 19 in steps of 2',
    });
  });
});

describe('the API docs page', () => {
  const suite = appPerSuite(targets[0]!);

  it('answers with a page that loads only its own files, under the security policy', async () => {
    const res = await suite.api.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(securityHeaders['Content-Security-Policy']);
    const html = await res.text();
    expect(html).toContain(`<title>${definitions.site.title} API</title>`);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url!);
    expect(assets.length).toBe(4);
    for (const url of assets.filter((a) => !a.startsWith('data:'))) {
      expect(url.startsWith('/api/docs/'), url).toBe(true);
      const asset = await suite.api.app.request(url);
      expect(asset.status, url).toBe(200);
      expect((await asset.text()).length, url).toBeGreaterThan(0);
    }
    expect(html).not.toMatch(/<script>|<style>|\son\w+=/);
  });

  it('a file the page does not use is a 404 in the one error shape', async () => {
    const res = await suite.api.app.request('/api/docs/package.json');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });
});
