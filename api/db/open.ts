import { ServerDatabase, type Database } from './client.js';
import { EmbeddedThreadDatabase } from './pglite-thread.js';

/** DATABASE_URL chooses PostgreSQL; otherwise PGlite under the data folder, on a thread of its own */
export async function openDatabase(config: { url?: string; dataDir?: string }): Promise<Database> {
  return config.url ? new ServerDatabase(config.url) : EmbeddedThreadDatabase.open(config.dataDir);
}
