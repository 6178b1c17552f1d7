import { contentHash } from '../../engine/hash.js';
import type { LoadResult } from '../../engine/load.js';
import type { Database } from './client.js';
import { definitionVersions } from './schema.js';

export type DefinitionVersion = typeof definitionVersions.$inferInsert;

/** the loaded department files under their content hash (the hash every calculation stores) */
export const versionsOf = (load: Pick<LoadResult, 'files'>): DefinitionVersion[] =>
  load.files.flatMap((f) =>
    f.data?.kind === 'department' ? [{ hash: contentHash(f.source.text), department: f.data.id, path: f.source.path, content: f.source.text }] : [],
  );

/** keeps each version once: a restart with the same definitions writes nothing */
export async function keepDefinitionVersions(db: Database, versions: DefinitionVersion[]): Promise<void> {
  if (!versions.length) return;
  await db.run((orm) => orm.insert(definitionVersions).values(versions).onConflictDoNothing({ target: definitionVersions.hash }));
}
