import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { pdfFont } from '../../node/pdf-font.js';

/** ships the PDF font's licence beside its files in assets/: the Bitstream Vera licence asks its notice go with every copy */
export function pdfFontLicencePlugin(): Plugin {
  return {
    name: 'pdf-font-licence',
    apply: 'build',
    generateBundle() {
      // the server build (dist/ssr) serves no font
      if (this.environment.config.consumer === 'server') return;
      const licence = readFileSync(join(dirname(pdfFont.files.regular), '..', 'LICENSE'));
      this.emitFile({ type: 'asset', fileName: 'assets/dejavu-fonts-LICENSE.txt', source: licence });
    },
  };
}
