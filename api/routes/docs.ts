import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ApiError } from '../http/errors.js';
import { reply } from '../http/respond.js';
import { route, type ApiRoute } from './route.js';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// the renderer's own files, served from here (the CSP allows own scripts only); the start script is a file, not inline
const assets: Record<string, { type: string; file?: string; text?: string }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: 'swagger-ui.css' },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', file: 'swagger-ui-bundle.js' },
  'start.js': {
    type: 'text/javascript; charset=utf-8',
    text: "SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', validatorUrl: null, deepLinking: true });\n",
  },
};

const page = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} API</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="docs"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const notFound = { status: 404, description: 'not_found: a file the page does not use' };

/** the OpenAPI document at /api/openapi.json and a human page of it at /api/docs; both made once, on first ask */
export function docsRoutes(title: string, document: () => object): ApiRoute[] {
  let text: string | undefined;
  const files = new Map<string, string>();
  return [
    route({
      method: 'get',
      path: '/api/openapi.json',
      summary: 'this document: every route of the API, from the declarations that answer them',
      answer: { status: 200, description: 'the OpenAPI 3.1 document', type: 'application/json' },
      handle() {
        text ??= JSON.stringify(document());
        return reply(text, 200, { 'Content-Type': 'application/json' });
      },
    }),
    route({
      method: 'get',
      path: '/api/docs',
      summary: 'this document as a page to read and try',
      answer: { status: 200, description: 'the page', type: 'text/html' },
      handle: () => reply(page(escapeHtml(title)), 200, { 'Content-Type': 'text/html; charset=utf-8' }),
    }),
    route({
      method: 'get',
      path: '/api/docs/:file',
      summary: "a file of the docs page (its renderer's own)",
      params: { file: { description: 'a file the page loads', values: Object.keys(assets) } },
      answer: { status: 200, description: 'the file', type: 'text/plain' },
      errors: [notFound],
      handle(c) {
        const name = c.req.param('file')!;
        const asset = Object.hasOwn(assets, name) ? assets[name]! : undefined;
        if (!asset) throw new ApiError(404, 'not_found', `Nothing at ${c.req.path}`);
        if (!files.has(name)) files.set(name, asset.text ?? readFileSync(join(swaggerDir, asset.file!), 'utf8'));
        return reply(files.get(name)!, 200, { 'Content-Type': asset.type, 'Cache-Control': 'no-cache' });
      },
    }),
  ];
}
