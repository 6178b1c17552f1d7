import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { targets } from '../support/databases.js';
import { answersFor, appPerSuite, models, quotes, validQuote } from '../support/fixtures.js';

// the database plays no part in how an answer is encoded: the embedded one is enough
describe('JSON answers of the API, compressed when large', () => {
  const suite = appPerSuite(targets[0]!);
  const gzip = { 'accept-encoding': 'gzip, deflate, br' };

  it('sends a large answer (a quote of the whole catalogue) gzipped, and it reads back the same', async () => {
    const body = { ...validQuote, selectedSolutions: quotes.solutions.map((s) => s.id) };
    const res = await suite.api.post(quotes.api, body, { headers: gzip });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const quote = JSON.parse(gunzipSync(new Uint8Array(await res.arrayBuffer())).toString());
    expect(quote.selectedSolutions.map((s: { id: string }) => s.id)).toEqual(body.selectedSolutions);
  });

  it('sends a small answer (a calculation) as it is, with its length', async () => {
    const model = models[0]!;
    const res = await suite.api.post(model.definition.api, answersFor(model), { headers: gzip });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    const text = await res.text();
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text).definitionHash).toEqual(expect.any(String));
  });

  it('sends a large answer as it is to a client that accepts no compression', async () => {
    const res = await suite.api.post(quotes.api, { ...validQuote, selectedSolutions: quotes.solutions.map((s) => s.id) });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await res.json()).quoteNumber).toEqual(expect.any(String));
  });
});
