import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { embedLoaderPlugin } from './build/embed-loader-plugin.js';
import { emojiPlugin } from './build/emoji-plugin.js';
import { compressPlugin } from './build/vite-plugin-compress.js';
import { definitionsPlugin } from './build/vite-plugin-definitions.js';
import { pdfFontLicencePlugin } from './build/pdf-font-plugin.js';

const root = import.meta.dirname;

// `vite build --ssr entry-server.tsx` makes the server build (dist/ssr) the API server renders each route's first paint with:
// one file, so importing it again (with other definitions) evaluates all of it again
export default defineConfig(({ isSsrBuild }) => ({
  root,
  // DEFINITIONS_DIR lets a test serve the app in dev from another set of definitions (a build reads them from the server)
  plugins: [
    react(),
    definitionsPlugin({ dir: process.env.DEFINITIONS_DIR }),
    emojiPlugin({ dir: process.env.DEFINITIONS_DIR }),
    pdfFontLicencePlugin(),
    ...(isSsrBuild ? [] : [embedLoaderPlugin(), compressPlugin()]),
  ],
  build: isSsrBuild
    ? {
        outDir: '../dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        minify: true,
        // .mjs: an ES module wherever the build is put (the bench puts it in a temporary folder with no package.json)
        rolldownOptions: { output: { codeSplitting: false, entryFileNames: '[name].mjs' } },
      }
    : { outDir: '../dist/web', emptyOutDir: true },
  // the server build carries its libraries too: one module loads faster than Mantine's hundreds
  ssr: { noExternal: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  preview: { proxy: { '/api': 'http://localhost:3000' } },
}));
