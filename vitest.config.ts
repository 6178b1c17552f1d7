import { defineConfig } from 'vitest/config';
import { definitionsPlugin } from './web/build/vite-plugin-definitions.js';

export default defineConfig({
  // the web's component tests import the definitions as the app does, from the real folder
  plugins: [definitionsPlugin({})],
  test: {
    include: ['engine/**/*.test.ts', 'node/**/*.test.ts', 'api/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'studio/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
