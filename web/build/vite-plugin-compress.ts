import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { compressors, encodings, shouldCompress, type Encoding } from '../../node/encodings.js';

/**
 * writes a brotli and a gzip copy beside every built file worth compressing (but those `skip` names), so the server
 * never compresses at start
 */
export function compressPlugin({ skip }: { skip?: RegExp } = {}): Plugin {
  return {
    name: 'compress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir!;
      for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
        const path = join(entry.parentPath, entry.name);
        if (!entry.isFile() || /\.(br|gz)$/.test(path) || skip?.test(path)) continue;
        const body = readFileSync(path);
        if (!shouldCompress(path, body.length)) continue;
        for (const e of Object.keys(encodings) as Encoding[]) writeFileSync(path + encodings[e], compressors[e](body));
      }
    },
  };
}
