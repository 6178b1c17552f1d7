import { lintPath, useFolder } from '../app/folder-store.js';
import { errorMessage, studioRequest } from '../app/studio-api.js';

export type SaveOutcome =
  { saved: true; draft: boolean } | { saved: false; conflict: true; message: string } | { saved: false; conflict: false; message: string };

/** the errors the lint found in a file (with its unsaved text in place) */
export function errorsIn(path: string): number {
  const { problems, lintPrefix } = useFolder.getState();
  const file = lintPath(lintPrefix, path);
  return problems.filter((p) => p.file === file && p.severity === 'error').length;
}

/**
 * Writes the file (the server writes it atomically, inside the folder only). Unless `force`, a file that changed
 * on disk since it was opened is not overwritten: the outcome says so and the page asks first.
 */
export async function saveFile(path: string, force = false): Promise<SaveOutcome> {
  const file = useFolder.getState().files[path];
  if (!file) return { saved: false, conflict: false, message: `No file ${path} is open` };
  const { text } = file;
  const res = await studioRequest(`/api/file?path=${encodeURIComponent(path)}`, {
    method: 'PUT',
    body: JSON.stringify({ text, baseHash: file.baseHash, force }),
  });
  if (res.status === 409) return { saved: false, conflict: true, message: await errorMessage(res) };
  if (!res.ok) return { saved: false, conflict: false, message: await errorMessage(res) };
  const { hash } = (await res.json()) as { hash: string };
  const draft = errorsIn(path) > 0;
  useFolder.setState((s) => ({ files: { ...s.files, [path]: { ...s.files[path]!, disk: text, baseHash: hash, draft, diskChanged: false } } }));
  return { saved: true, draft };
}
