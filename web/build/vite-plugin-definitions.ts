import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { definitionsHash, definitionsHashFile } from '../../engine/hash.js';
import type { Definitions } from '../../engine/schema/index.js';
import { definitionsDir, readDefinitions } from '../../node/read-definitions.js';
import { definitionsIndex } from '../definitions-index.js';

const prefix = 'virtual:definitions';

// keys only the lint and the tests read: the browser never gets them
const lintOnly = new Set(['acknowledge', 'growing']);
const forBrowser = (value: object) => Object.fromEntries(Object.entries(value).filter(([key]) => !lintOnly.has(key)));

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

function moduleCode(id: string, d: Definitions): string {
  if (id === `${prefix}-index`) return jsonModule(definitionsIndex(d));
  if (id === `${prefix}-loaders`) return loadersModule(d);
  const [part = '', key = ''] = id.slice(prefix.length + 1).split('/');
  const value = id.startsWith(`${prefix}/`) ? parts[part]?.(d, key) : undefined;
  if (!value) throw new Error(`unknown module ${id}`);
  return jsonModule(forBrowser(value));
}

/** the definitions folder read and validated once: the browser module of each virtual id from it; throws with every file:line:col problem */
export function definitionsModules(dir: string = definitionsDir): { code: (id: string) => string; files: string[]; hash: string } {
  const { definitions, files } = readDefinitions([dir]);
  return { code: (id) => moduleCode(id, definitions), files: files.map((f) => resolve(f.source.path)), hash: definitionsHash(definitions) };
}

/** the browser module of a virtual id */
export function definitionsModule(id: string, dir: string = definitionsDir): { code: string; files: string[] } {
  const { code, files } = definitionsModules(dir);
  return { code: code(id), files };
}

/**
 * Provides the definitions folder to the browser as validated JSON (a broken definition fails the build), split
 * so a page loads only its part, and reloads the page in dev when a YAML file changes, appears or goes.
 */
export function definitionsPlugin(options: { dir?: string } = {}): Plugin {
  const dir = resolve(options.dir ?? definitionsDir);
  const isDefinition = (file: string) => resolve(file).startsWith(dir) && /\.ya?ml$/.test(file);
  // read once per build (every virtual module comes from the same read); dropped when a file changes
  let read: ReturnType<typeof definitionsModules> | undefined;
  const reload = (server: ViteDevServer) => {
    read = undefined;
    for (const env of Object.values(server.environments)) {
      for (const [id, mod] of env.moduleGraph.idToModuleMap) if (id.startsWith(`\0${prefix}`)) env.moduleGraph.invalidateModule(mod);
    }
    server.ws.send({ type: 'full-reload' });
  };
  return {
    name: 'definitions',
    buildStart: () => void (read = undefined),
    resolveId: (source) => (source.startsWith(prefix) ? `\0${source}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      try {
        read ??= definitionsModules(dir);
        for (const f of read.files) this.addWatchFile(f);
        return read.code(id.slice(1));
      } catch (e) {
        return this.error((e as Error).message);
      }
    },
    // the build records which definitions it holds: the server warns when it loads others (a build left stale)
    generateBundle() {
      try {
        read ??= definitionsModules(dir);
        this.emitFile({ type: 'asset', fileName: definitionsHashFile, source: `${read.hash}\n` });
      } catch (e) {
        this.error((e as Error).message);
      }
    },
    configureServer(server) {
      server.watcher.add(dir);
      const onChange = (file: string) => isDefinition(file) && reload(server);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.watcher.on('change', onChange);
    },
  };
}
