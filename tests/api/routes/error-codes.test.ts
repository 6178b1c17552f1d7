import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../engine/error-codes.js';
import { openApiDocument } from '../../../api/routes/api-routes.js';
import { projectRoot } from '../../../node/project-root.js';
import { definitions, models } from '../support/fixtures.js';

// the errors table, wherever the documentation keeps it (README.md, or a page of docs/)
const pages = [
  resolve(projectRoot, 'README.md'),
  ...(existsSync(resolve(projectRoot, 'docs'))
    ? readdirSync(resolve(projectRoot, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => join(projectRoot, 'docs', f))
    : []),
];
const header = /^\| Status \| `code` \| When \|$/m;

function tableCodes(): string[] {
  const page = pages.map((p) => readFileSync(p, 'utf8')).find((text) => header.test(text));
  if (!page) throw new Error('no table of errors (| Status | `code` | When |) in README.md or docs/');
  const rows = page.slice(page.search(header)).split('\n').slice(2);
  return rows
    .slice(
      0,
      rows.findIndex((r) => !r.startsWith('|')),
    )
    .map((r) => /^\| \d{3} \| `([a-z_]+)` \|/.exec(r)?.[1] ?? `unreadable row: ${r}`);
}

describe('the error codes', () => {
  it("the documentation's table of errors lists exactly the codes of engine/error-codes.ts, each once", () => {
    const codes = tableCodes();
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...ErrorCode.options].sort());
  });

  it("the OpenAPI document's error schema allows exactly those codes", () => {
    const doc = openApiDocument({ title: definitions.site.title, models, quotes: definitions.quotes });
    const code = (doc.components.schemas.Error as { properties: { error: { properties: { code: { enum?: string[] } } } } }).properties.error.properties.code;
    expect(code.enum).toEqual(ErrorCode.options);
  });
});
