import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { Definitions } from '../engine/schema/index.js';
import { definitionsDir, readDefinitions } from '../scripts/lib/read-definitions.js';
import { definitionsIndex } from './definitions-index.js';

// virtual:definitions is everything (loaded on demand); virtual:definitions-index is the start-up part
const modules: Record<string, (d: Definitions) => unknown> = {
  'virtual:definitions': (d) => d,
  'virtual:definitions-index': definitionsIndex,
};

// JSON.parse of a string literal starts faster than an object literal of the same size
const jsonModule = (value: unknown) => `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;

/** the browser module of a virtual id, from the validated definitions; throws with every file:line:col problem */
export function definitionsModule(id: string, dir: string = definitionsDir): { code: string; files: string[] } {
  const { definitions, files } = readDefinitions([dir]);
  const make = modules[id];
  if (!make) throw new Error(`unknown module ${id}`);
  return { code: jsonModule(make(definitions)), files: files.map((f) => resolve(f.source.path)) };
}

/**
 * Provides the definitions folder to the browser as validated JSON (a broken definition fails the build)
 * and reloads the page in dev when a YAML file changes, appears or goes.
 */
export function definitionsPlugin(options: { dir?: string } = {}): Plugin {
  const dir = resolve(options.dir ?? definitionsDir);
  const isDefinition = (file: string) => resolve(file).startsWith(dir) && /\.ya?ml$/.test(file);
  const reload = (server: ViteDevServer) => {
    for (const env of Object.values(server.environments)) {
      for (const id of Object.keys(modules)) {
        const mod = env.moduleGraph.getModuleById(`\0${id}`);
        if (mod) env.moduleGraph.invalidateModule(mod);
      }
    }
    server.ws.send({ type: 'full-reload' });
  };
  return {
    name: 'definitions',
    resolveId: (source) => (source in modules ? `\0${source}` : undefined),
    load(id) {
      if (!id.startsWith('\0') || !(id.slice(1) in modules)) return undefined;
      try {
        const { code, files } = definitionsModule(id.slice(1), dir);
        for (const f of files) this.addWatchFile(f);
        return code;
      } catch (e) {
        return this.error((e as Error).message);
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
