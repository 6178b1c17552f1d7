import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes the SQL that both PGlite and PostgreSQL apply at start-up
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema.ts',
  out: './api/db/migrations',
});
