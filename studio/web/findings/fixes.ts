import { create } from 'zustand';
import type { Problem } from '../../../engine/problem.js';
import { folderPath, setText, useFolder, type StudioFile } from '../app/folder-store.js';
import { missingKey } from './missing-key.js';

/** the one action a finding names: the file it changes (relative to the folder), and that file's text with it made (undefined: it no longer applies) */
export interface Fix {
  label: string;
  path: string;
  apply: () => string | undefined | Promise<string | undefined>;
}

// the engine words every near miss the same way (engine/suggest.ts): "...; did you mean "<name>"?"
const meant = /; did you mean "([^"]+)"\?/;
const word = /^[A-Za-z_$][\w$.-]*/;

/** a did-you-mean: the name at the finding's place replaced by the one it suggests */
function replaceName(p: Problem, path: string, text: string): Fix | undefined {
  const suggestion = meant.exec(p.message)?.[1];
  if (!suggestion) return undefined;
  const lines = text.split('\n');
  const line = lines[p.line - 1];
  if (line === undefined) return undefined;
  const start = p.col - 1;
  const found = word.exec(line.slice(start))?.[0];
  if (!found || found === suggestion) return undefined;
  return {
    label: `Replace "${found}" with "${suggestion}"`,
    path,
    apply: () => {
      lines[p.line - 1] = line.slice(0, start) + suggestion + line.slice(start + found.length);
      return lines.join('\n');
    },
  };
}

/**
 * a missing translation key: added to the language's file, the source text its starting value (worked out when asked:
 * it parses both files, with the yaml package and the engine's schema, loaded then so the first load carries neither)
 */
function addKey(p: Problem, path: string, files: Record<string, StudioFile>, prefix: string): Fix | undefined {
  const wanted = missingKey(p);
  const target = wanted && files[folderPath(prefix, wanted.file)]?.path;
  if (!wanted || !target) return undefined;
  return {
    label: `Add ${wanted.key} to ${target}, in the source's words`,
    path: target,
    apply: async () => {
      const { addTranslation } = await import('./translation-fix.js');
      const now = useFolder.getState().files;
      return now[path] && now[target] && addTranslation(p, now[path].text, now[target].text);
    },
  };
}

/** the one-action fix a finding names, or undefined: `path` is the finding's file in the folder */
export const fixOf = (p: Problem, path: string, files: Record<string, StudioFile>, prefix: string): Fix | undefined =>
  replaceName(p, path, files[path]?.text ?? '') ?? addKey(p, path, files, prefix);

export interface AppliedFix {
  label: string;
  path: string;
  before: string;
  after: string;
}

/** the last fix applied: while its file still holds what it wrote, one action takes it back */
export const useLastFix = create<{ fix?: AppliedFix; failed?: string }>()(() => ({}));

/** applies a fix through the folder's texts, as an edit of the file (in the file open, the editor's own undoable change) */
export async function applyFix(fix: Fix): Promise<void> {
  const after = await fix.apply();
  const before = useFolder.getState().files[fix.path]?.text;
  if (before === undefined || after === undefined) {
    useLastFix.setState({
      fix: undefined,
      failed: `${fix.label}: not applied: the text changed since the lint found this; try again once the findings are up to date`,
    });
    return;
  }
  setText(fix.path, after);
  useLastFix.setState({ fix: { label: fix.label, path: fix.path, before, after }, failed: undefined });
}

/** puts back the text the last fix changed, if its file still holds what the fix wrote */
export function undoFix(): void {
  const { fix } = useLastFix.getState();
  if (fix && useFolder.getState().files[fix.path]?.text === fix.after) setText(fix.path, fix.before);
  useLastFix.setState({ fix: undefined });
}
