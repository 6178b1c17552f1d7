import { useEffect } from 'react';
import type { SourceFile } from '../../../engine/load.js';
import { typingPause, type LintAnswer, type LoadAnswer, type WorkerMessage } from '../findings/worker-protocol.js';
import { applyPatch } from '../preview/pages-patch.js';
import { usePreview } from '../preview/preview-store.js';
import { isDirty, lintPath, useFolder } from './folder-store.js';
import type { FolderAnswer } from './studio-api.js';

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
    // the texts the workers hold: each run sends them only the ones that changed (typing changes one file)
    const held = new Map<string, string>();
    const run = () => {
      id += 1;
      const all = sources();
      const changed = all.filter((s) => held.get(s.path) !== s.text);
      for (const s of changed) held.set(s.path, s.text);
      const message: WorkerMessage = { type: 'run', id, paths: all.map((s) => s.path), changed, language: usePreview.getState().language };
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
    // every answer is applied, an older one too: each holds only what changed since the one before
    load.onmessage = ({ data: { patch, firstError } }: MessageEvent<LoadAnswer>) => {
      const kept = usePreview.getState();
      if (patch) usePreview.setState({ definitions: applyPatch(kept.definitions, patch), firstError: undefined });
      else if (firstError || kept.firstError) usePreview.setState({ firstError });
    };
    run();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(run, typingPause);
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
