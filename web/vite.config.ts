import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { emojiPlugin } from './build/emoji-plugin.js';
import { compressPlugin } from './build/vite-plugin-compress.js';
import { definitionsPlugin } from './build/vite-plugin-definitions.js';

const root = import.meta.dirname;

export default defineConfig({
  root,
  // DEFINITIONS_DIR lets a test serve the app in dev from another set of definitions (a build reads them from the server)
  plugins: [react(), definitionsPlugin({ dir: process.env.DEFINITIONS_DIR }), emojiPlugin({ dir: process.env.DEFINITIONS_DIR }), compressPlugin()],
  build: { outDir: '../dist/web', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  preview: { proxy: { '/api': 'http://localhost:3000' } },
});
