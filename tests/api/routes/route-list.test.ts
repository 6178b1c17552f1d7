import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../node/project-root.js';
import { targets } from '../support/databases.js';
import { appPerSuite } from '../support/fixtures.js';

type Json = Record<string, any>;
const methods = ['get', 'put', 'post', 'delete', 'patch'];

describe('the routes the server answers and the OpenAPI document', () => {
  const suite = appPerSuite(targets[0]!, { insightsToken: 'insights-token-of-forty-characters-long!' });
  const documented = async (): Promise<Json> => (await suite.api.app.request('/api/openapi.json')).json();
  /** "METHOD /path" of each operation of the document, its parameters written as hono writes them */
  const operations = (doc: Json) =>
    Object.entries(doc.paths as Json).flatMap(([path, item]) =>
      Object.keys(item as Json).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );

  it('documents every /api route registered in the Hono app, and nothing it does not register', async () => {
    // from Hono itself, not from the declarations: a route registered beside them is found here
    const registered = suite.api.app.routes.filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL').map((r) => `${r.method} ${r.path}`);
    expect(registered.length).toBeGreaterThan(10);
    expect([...new Set(registered)].sort()).toEqual(operations(await documented()).sort());
  });

  it('answers every documented operation (never 404 or 405), a parameter given its first documented value', async () => {
    const doc = await documented();
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json)) {
        const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => op.parameters.find((p: Json) => p.name === name).schema.enum[0]);
        const res = await suite.api.app.request(url, {
          method: method.toUpperCase(),
          ...(op.requestBody && { body: '{}', headers: { 'content-type': 'application/json' } }),
        });
        expect([404, 405], `${method} ${url} answered ${res.status}`).not.toContain(res.status);
        expect(Object.keys(op.responses), `${method} ${path}`).toContain(String(res.status));
      }
    }
  });

  it('answers any other method on a documented path with 405 and Allow naming the documented ones, in the error shape', async () => {
    const doc = await documented();
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      const own = Object.keys(item as Json);
      const url = path.replace(/\{\w+\}/g, 'start.js');
      const other = methods.find((m) => !own.includes(m))!;
      const res = await suite.api.app.request(url, { method: other.toUpperCase() });
      expect(res.status, `${other} ${url}`).toBe(405);
      const allow = own.flatMap((m) => (m === 'get' ? ['GET', 'HEAD'] : [m.toUpperCase()]));
      expect(res.headers.get('allow')?.split(', ').sort(), url).toEqual(allow.sort());
      expect((await res.json()).error.code).toBe('method_not_allowed');
    }
  });

  it('docs/api.md names every documented path', async () => {
    const page = readFileSync(resolve(projectRoot, 'docs/api.md'), 'utf8');
    const named = (path: string) => new RegExp(`[\\s\`]${path.replace(/[.{}]/g, '\\$&')}[\\s\`]`).test(page);
    expect(Object.keys((await documented()).paths).filter((path) => !named(path))).toEqual([]);
  });
});
