import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { emojiFields, emojiName } from '../../engine/display/emoji.js';
import { loadDefinitions } from '../../engine/load.js';
import { twemoji } from '../../node/emoji-set.js';
import { definitionsDir, readSources } from '../../node/read-definitions.js';

/** where the drawings are served: under assets/ (cached for good) and named after the set's version, so a name never changes its picture */
export const emojiBase = (version = twemoji().version) => `/assets/twemoji-${version}/`;

// the graphics' licence asks for credit where they are used; the README says it too
const attribution = (version: string) =>
  `Emoji graphics: Twemoji ${version} (https://github.com/jdecked/twemoji), copyright Twitter, Inc and other contributors,\n` +
  `licensed under CC-BY 4.0 (https://creativecommons.org/licenses/by/4.0/), as SVG files from @twemoji/svg (MIT).\n`;

/** the names (emojiName) of every emoji the definitions in the folder use */
export function usedEmoji(dir: string): string[] {
  const { files } = loadDefinitions(readSources([dir]));
  return [...new Set(files.flatMap((f) => emojiFields(f.data).map((e) => emojiName(e.glyph))))].sort();
}

/**
 * Draws the definitions' emoji with Twemoji SVGs: the build copies only the ones the definitions use to
 * assets/twemoji-<version>/<code points>.svg, the dev server serves any of the set from node_modules, and the
 * app reads the folder as import.meta.env.EMOJI_BASE. One the set lacks stays text (the lint reports it).
 */
export function emojiPlugin(options: { dir?: string } = {}): Plugin {
  const dir = resolve(options.dir ?? definitionsDir);
  const base = emojiBase();
  return {
    name: 'emoji',
    config: () => ({ define: { 'import.meta.env.EMOJI_BASE': JSON.stringify(base) } }),
    generateBundle() {
      // the server build (dist/ssr) renders HTML only: the drawings are the browser build's
      if (this.environment.config.consumer === 'server') return;
      this.emitFile({ type: 'asset', fileName: `${base.slice(1)}ATTRIBUTION.txt`, source: attribution(twemoji().version) });
      for (const name of usedEmoji(dir)) {
        const file = twemoji().fileOf(name);
        if (file) this.emitFile({ type: 'asset', fileName: `${base.slice(1)}${name}.svg`, source: readFileSync(file) });
        else this.warn(`no Twemoji drawing for emoji ${name}: it shows as text (npm run lint:definitions names where)`);
      }
    },
    configureServer(server) {
      server.middlewares.use(base, (req, res, next) => {
        const file = twemoji().fileOf((req.url ?? '').replace(/^\//, '').replace(/\.svg(\?.*)?$/, ''));
        if (!file) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(readFileSync(file));
      });
    },
  };
}
