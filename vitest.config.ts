import { defineConfig } from 'vitest/config';
import { definitionsPlugin } from './web/build/vite-plugin-definitions.js';

export default defineConfig({
  // the web's component tests import the definitions as the app does, from the real folder
  plugins: [definitionsPlugin({})],
  test: {
    include: [
      'engine/**/*.test.ts',
      'node/**/*.test.ts',
      'api/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/**/*.test.ts',
      'web/**/*.test.{ts,tsx}',
      'studio/**/*.test.{ts,tsx}',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // generous: a test ends as soon as it is done, and a 2-core machine shared with other checks can take over a
    // minute to start a server under test (tsx compiles it first)
    testTimeout: 60_000,
    hookTimeout: 150_000,
  },
});
