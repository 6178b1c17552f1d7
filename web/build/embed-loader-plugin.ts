import { join } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

const entry = join(import.meta.dirname, '../embed-loader/embed-loader.ts');

/**
 * Builds the embed's loader (web/embed-loader) into dist/web/embed.js: one small classic script, no framework, no
 * chunk to import (a host page loads it with a plain <script async>); the server writes its texts into it at start
 * (api/web/embed-loader.ts).
 */
export function embedLoaderPlugin(): Plugin {
  return {
    name: 'embed-loader',
    apply: 'build',
    async generateBundle() {
      if (this.environment.config.consumer === 'server') return;
      const out = (await build({
        configFile: false,
        logLevel: 'warn',
        build: { write: false, minify: true, lib: { entry, formats: ['iife'], name: 'assessmentEmbed', fileName: () => 'embed.js' } },
      })) as Rollup.RollupOutput[];
      const chunk = out[0]!.output.find((o) => o.type === 'chunk')!;
      this.emitFile({ type: 'asset', fileName: 'embed.js', source: chunk.code });
    },
  };
}
