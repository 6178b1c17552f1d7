import { Worker } from 'node:worker_threads';

/**
 * A worker thread running `file`: as compiled (`.js`) by the built server, or, under tsx (dev, tests, bench), the
 * `.ts` through tsx's loader registered in the thread (Node 20 does not apply an inherited --import tsx to a
 * worker's file; 'tsx' is found from the working directory, the repository's wherever tsx is used).
 * @example startWorker(besideThis(import.meta.url, 'page-worker'), { webDir })
 */
export function startWorker(file: URL, workerData: unknown): Worker {
  return file.pathname.endsWith('.ts')
    ? new Worker(`import('tsx/esm/api').then((tsx) => (tsx.register(), import(${JSON.stringify(file.href)})))`, { eval: true, workerData })
    : new Worker(file, { workerData });
}

/** the file beside `from` (an import.meta.url) with this name, in the same language: `.ts` under tsx, `.js` built */
export const besideThis = (from: string, name: string): URL => new URL(`./${name}.${from.endsWith('.ts') ? 'ts' : 'js'}`, from);
