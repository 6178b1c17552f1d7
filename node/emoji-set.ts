import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { emojiName, type EmojiSet } from '../engine/display/emoji.js';

const packageJson = createRequire(import.meta.url).resolve('@twemoji/svg/package.json');

/** the Twemoji SVG files (@twemoji/svg, graphics CC-BY 4.0): where they are, and which file draws a glyph */
export interface Twemoji extends EmojiSet {
  version: string;
  /** the SVG file drawing the glyph, or undefined when the set has none */
  file(glyph: string): string | undefined;
  /** the SVG file of a name made by emojiName, or undefined */
  fileOf(name: string): string | undefined;
}

let cached: Twemoji | undefined;

/** reads the set's file list once; file names keep U+FE0F in some sequences, so each is indexed by emojiName's form */
export function twemoji(): Twemoji {
  if (cached) return cached;
  const dir = dirname(packageJson);
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  const byName = new Map<string, string>();
  for (const f of readdirSync(dir)) {
    if (f.endsWith('.svg')) byName.set(f.slice(0, -4).replace(/-fe0f/g, ''), join(dir, f));
  }
  const fileOf = (name: string) => byName.get(name);
  const file = (glyph: string) => fileOf(emojiName(glyph));
  cached = { name: `Twemoji ${version}`, version, file, fileOf, draws: (glyph) => file(glyph) !== undefined };
  return cached;
}
