import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { emojiBase } from '../../web/build/emoji-plugin.js';
import { compressPlugin } from '../../web/build/vite-plugin-compress.js';

const root = import.meta.dirname;

// the studio (npm run studio): its shell, and the preview frame that runs the product's own pages with the
// definitions the shell sends it (the web app's virtual definition modules point at the frame's store instead);
// each file with its brotli and gzip copies beside it, which the studio's server sends as they are: all but the PDF's
// fonts, fetched only when the preview makes a PDF, which brotli takes as long as all the code to compress
export default defineConfig({
  root,
  plugins: [react(), compressPlugin({ skip: /\.ttf$/ })],
  define: { 'import.meta.env.EMOJI_BASE': JSON.stringify(emojiBase()) },
  resolve: {
    alias: {
      'virtual:definitions-index': resolve(root, 'preview/frame/frame-index.ts'),
      'virtual:definitions-loaders': resolve(root, 'preview/frame/frame-loaders.ts'),
    },
  },
  worker: { format: 'es' },
  build: {
    outDir: '../../dist/studio',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      input: { index: resolve(root, 'index.html'), preview: resolve(root, 'preview.html') },
      // the brotli copies are most of the build's time, as they should be: no warning at each npm run studio
      checks: { bundlerTimings: false },
    },
  },
});
