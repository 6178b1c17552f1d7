import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['engine/**/*.test.ts', 'node/**/*.test.ts', 'api/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
