// The embedded database on a thread of its own (started by EmbeddedThreadDatabase in pglite-thread.ts): PGlite's
// work, seconds of CPU a minute under load, never blocks the thread that answers requests.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Request, Reply } from './pglite-thread.js';

const { dataDir, migrationsFolder } = workerData as { dataDir: string | undefined; migrationsFolder: string };
const port = parentPort!;

// PGlite's file system (Emscripten) throws an ErrnoError with a WASI errno and no message
const fileErrors: Record<number, string> = {
  2: 'permission denied',
  20: 'a file is in the way',
  31: 'a folder is in the way',
  44: 'no such file or folder',
  51: 'no space left on the device',
  54: 'not a folder',
  69: 'read-only file system',
};

/** none while suspended */
let pg: PGlite | undefined;
try {
  pg = await PGlite.create(dataDir);
  port.postMessage({ id: 0, result: 'ready' } satisfies Reply);
} catch (e) {
  port.postMessage({ id: 0, error: failure(e) } satisfies Reply);
  process.exit(1);
}

// the types whose text drizzle's columns parse themselves (as its PGlite driver does): dates, timestamps, intervals,
// and arrays of them and of numerics
const keepText = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [t, (v: string) => v]),
);

/** the open database; while suspended, a connection failure to the store queue and the quote route (retried, never set aside) */
function open(): PGlite {
  if (!pg) throw Object.assign(new Error('the database is suspended'), { code: 'CONNECTION_CLOSED' });
  return pg;
}

port.on('message', (request: Request) => {
  void answer(request).then(
    (result) => port.postMessage({ id: request.id, result } satisfies Reply),
    (e: unknown) => port.postMessage({ id: request.id, error: failure(e) } satisfies Reply),
  );
});

async function answer(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const { rows } = await open().query(request.sql, request.params, { rowMode: request.rowMode, parsers: keepText });
      return rows;
    }
    case 'migrate':
      await migrate(drizzle({ client: open() }), { migrationsFolder: request.folder ?? migrationsFolder });
      return null;
    case 'suspend':
      await pg?.close();
      pg = undefined;
      return null;
    case 'resume':
      // the same folder (EmbeddedThreadDatabase refuses to suspend a database in memory)
      pg ??= await PGlite.create(dataDir);
      return null;
    case 'close':
      await pg?.close();
      setImmediate(() => process.exit(0));
      return null;
  }
}

/** what a failure carries across the thread: the database's code and message (an Error loses its code when cloned) */
function failure(e: unknown): Reply['error'] {
  const error = e as { message?: unknown; code?: unknown; cause?: unknown; errno?: unknown };
  const code = typeof error?.code === 'string' ? error.code : undefined;
  const message =
    typeof error?.message === 'string'
      ? error.message
      : typeof error?.errno === 'number'
        ? `file system error: ${fileErrors[error.errno] ?? `errno ${error.errno}`}`
        : String(e);
  return { message, code, cause: error?.cause ? failure(error.cause) : undefined };
}
