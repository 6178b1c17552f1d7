import { useEffect } from 'react';
import type { SourceFile } from '../../../engine/load.js';
import type { LintAnswer, LoadAnswer, WorkerMessage } from '../findings/worker-protocol.js';
import { usePreview } from '../preview/preview-store.js';
import { isDirty, lintPath, useFolder } from './folder-store.js';
import type { FolderAnswer } from './studio-api.js';

// a pause in typing this long runs the lint and the preview's load again
const pause = 250;

/** the texts the lint reads: every definition file (not the personas), unsaved ones in place, named as the lint names them */
function sources(): SourceFile[] {
  const { files, lintPrefix } = useFolder.getState();
  return Object.values(files)
    .filter((f) => !f.path.startsWith('personas/') && f.disk !== null)
    .map((f) => ({ path: lintPath(lintPrefix, f.path), text: f.text }));
}

/**
 * The lint and the preview's load, each in a Web Worker of its own, run after each pause in typing with the
 * unsaved texts in place; typing never waits for either, and only the last run's answer is kept.
 */
export function useWorkers(folder: FolderAnswer | undefined): void {
  useEffect(() => {
    if (!folder) return undefined;
    const make = (name: 'lint' | 'load') => new Worker(new URL('../findings/studio-worker.ts', import.meta.url), { type: 'module', name });
    const lint = make('lint');
    const load = make('load');
    // two literal calls: Vite bundles a worker it sees as new Worker(new URL(...)) only
    const setup: WorkerMessage = { type: 'setup', existing: folder.existing, emoji: folder.emoji };
    lint.postMessage(setup);
    load.postMessage(setup);
    let id = 0;
    let sentLint = 0;
    const run = () => {
      id += 1;
      const message: WorkerMessage = { type: 'run', id, sources: sources(), language: usePreview.getState().language };
      const clean = !Object.values(useFolder.getState().files).some(isDirty);
      lint.postMessage(message);
      load.postMessage(message);
      sentLint = clean ? id : -id;
      useFolder.setState({ linting: true });
    };
    lint.onmessage = (e: MessageEvent<LintAnswer>) => {
      if (e.data.id !== id) return;
      useFolder.setState({ problems: e.data.problems, linting: false, ...(sentLint === id ? { savedProblems: e.data.problems } : {}) });
    };
    load.onmessage = (e: MessageEvent<LoadAnswer>) => {
      if (e.data.id !== id) return;
      usePreview.setState(e.data.definitions ? { definitions: e.data.definitions, firstError: undefined } : { firstError: e.data.firstError });
    };
    run();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(run, pause);
    };
    const offFolder = useFolder.subscribe((s, prev) => s.files !== prev.files && later());
    const offPreview = usePreview.subscribe((s, prev) => s.language !== prev.language && run());
    return () => {
      clearTimeout(timer);
      offFolder();
      offPreview();
      lint.terminate();
      load.terminate();
    };
  }, [folder]);
}
