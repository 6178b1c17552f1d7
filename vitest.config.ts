import { defineConfig } from 'vitest/config';
import { definitionsPlugin } from './web/build/vite-plugin-definitions.js';

// the tests that start real servers (and kill them), or wait on a receiver or a clock: mostly waiting, so npm test
// runs them beside the rest, a lane each (scripts/test.ts; `npx vitest run --project servers` runs them alone)
const servers = [
  'tests/api/servers/**/*.test.ts',
  'tests/api/leads/**/*.test.ts',
  'tests/api/storage/events-journal.test.ts',
  'api/storage/data-dir-lock.test.ts',
];

export default defineConfig({
  // the web's component tests import the definitions as the app does, from the real folder
  plugins: [definitionsPlugin({})],
  test: {
    // generous: a test ends as soon as it is done, and a 2-core machine shared with other checks can take over a
    // minute to start a server under test (tsx compiles it first)
    testTimeout: 60_000,
    hookTimeout: 150_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'engine/**/*.test.ts',
            'node/**/*.test.ts',
            'api/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
            'studio/**/*.test.{ts,tsx}',
          ],
          exclude: ['tests/e2e/**', 'node_modules/**', ...servers],
        },
      },
      { extends: true, test: { name: 'servers', include: servers } },
    ],
  },
});
