import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { definitionsIndex, forBrowser } from '../../engine/display/browser-definitions.js';
import type { Definitions } from '../../engine/schema/index.js';
import { brandFile, brandHead, readBrand, withBrandHead, type Brand } from '../../node/brand-files.js';
import { definitionsDir, readDefinitions } from '../../node/read-definitions.js';

const prefix = 'virtual:definitions';

/** each part a page may load on its own: one department, the quote generator, the reports */
const parts: Record<string, (d: Definitions, key: string) => object | undefined> = {
  department: (d, id) => d.departments.find((x) => x.id === id),
  quotes: (d) => d.quotes,
  reports: (d) => d.reports,
};

// JSON.parse of a string literal starts faster than an object literal of the same size
const jsonModule = (value: unknown) => `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;

/** a dynamic import() per part, so each is a chunk of its own that loads with the first page needing it */
function loadersModule(d: Definitions): string {
  const load = (part: string) => `() => import(${JSON.stringify(`${prefix}/${part}`)}).then((m) => m.default)`;
  const departments = d.departments.map((x) => `${JSON.stringify(x.id)}: ${load(`department/${x.id}`)}`);
  return `export const departments = { ${departments.join(', ')} };\nexport const quotes = ${load('quotes')};\nexport const reports = ${load('reports')};\n`;
}

function moduleCode(id: string, d: Definitions, brand: Brand): string {
  // the theme's files as the server serves them: this dev server serves them too (definitionsPlugin)
  if (id === `${prefix}-index`) return jsonModule({ ...definitionsIndex(d), brand: brand.assets });
  if (id === `${prefix}-loaders`) return loadersModule(d);
  const [part = '', key = ''] = id.slice(prefix.length + 1).split('/');
  const value = id.startsWith(`${prefix}/`) ? parts[part]?.(d, key) : undefined;
  if (!value) throw new Error(`unknown module ${id}`);
  return jsonModule(forBrowser(value));
}

/**
 * The definitions folder read and validated once: the browser module of each virtual id from it, the theme's files
 * beside it and the head tags of its fonts; throws with every file:line:col problem
 */
export function definitionsModules(dir: string = definitionsDir): { code: (id: string) => string; files: string[]; brand: Brand; head: string } {
  const { definitions, files } = readDefinitions([dir]);
  const brand = readBrand(dir, definitions.site.theme, (line) => console.warn(line));
  return {
    code: (id) => moduleCode(id, definitions, brand),
    files: files.map((f) => resolve(f.source.path)),
    brand,
    head: brandHead(brand.assets, definitions.site.theme.fontFamily),
  };
}

/** the browser module of a virtual id */
export function definitionsModule(id: string, dir: string = definitionsDir): { code: string; files: string[] } {
  const { code, files } = definitionsModules(dir);
  return { code: code(id), files };
}

// the built app reads the definitions from the page the server sends (api/web), its server build from the server
// that renders it (web/server-definitions.ts), never from the build
function builtModule(id: string, ssr: boolean): string | undefined {
  const from = JSON.stringify(resolve(import.meta.dirname, ssr ? '../server-definitions.ts' : '../page-definitions.ts'));
  if (id === `${prefix}-index`) return `export { index as default } from ${from};`;
  if (id === `${prefix}-loaders`) return `export { departments, quotes, reports } from ${from};`;
  return undefined;
}

/**
 * In dev and in the tests, provides the definitions folder to the browser as validated JSON, split so a page
 * loads only its part, and reloads the page when a YAML file changes, appears or goes. A build bakes in no
 * definitions: the app reads those of the server that sends its pages (web/page-definitions.ts).
 */
export function definitionsPlugin(options: { dir?: string } = {}): Plugin {
  const dir = resolve(options.dir ?? definitionsDir);
  // a YAML file, or a theme file beside them (a logo, a font) that a page shows
  const isDefinition = (file: string) => resolve(file).startsWith(dir) && /\.(ya?ml|svg|png|woff2?|ttf|otf)$/i.test(file);
  // read once per build (every virtual module comes from the same read); dropped when a file changes
  let read: ReturnType<typeof definitionsModules> | undefined;
  let build = false;
  let ssr = false;
  const reload = (server: ViteDevServer) => {
    read = undefined;
    for (const env of Object.values(server.environments)) {
      for (const [id, mod] of env.moduleGraph.idToModuleMap) if (id.startsWith(`\0${prefix}`)) env.moduleGraph.invalidateModule(mod);
    }
    server.ws.send({ type: 'full-reload' });
  };
  return {
    name: 'definitions',
    configResolved: (config) => {
      build = config.command === 'build';
      ssr = Boolean(config.build.ssr);
    },
    buildStart: () => void (read = undefined),
    resolveId: (source) => (source.startsWith(prefix) ? `\0${source}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      if (build) return builtModule(id.slice(1), ssr) ?? this.error(`${id.slice(1)} is read from the page in a build`);
      try {
        read ??= definitionsModules(dir);
        for (const f of read.files) this.addWatchFile(f);
        return read.code(id.slice(1));
      } catch (e) {
        return this.error((e as Error).message);
      }
    },
    // the dev server's pages wear the brand as the server's do: the fonts' head tags, the logo and fonts served
    transformIndexHtml: (html) => {
      if (build) return html;
      try {
        read ??= definitionsModules(dir);
        return withBrandHead(html, read.head);
      } catch {
        return html; // the definitions' problems show with the first module
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        let file;
        try {
          file = req.url?.startsWith('/assets/brand/') ? brandFile((read ??= definitionsModules(dir)).brand, req.url) : undefined;
        } catch {
          file = undefined;
        }
        if (!file) return next();
        res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-cache' });
        res.end(file.body);
      });
      server.watcher.add(dir);
      const onChange = (file: string) => isDefinition(file) && reload(server);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.watcher.on('change', onChange);
    },
  };
}
