import { useState } from 'react';
import { useFolder } from '../app/folder-store.js';
import type { SaveQuestion } from './save-dialog.js';
import { errorsIn, saveFile } from './save-file.js';

/** Save with its questions: errors make it a draft (asked first), a file changed on disk is replaced only when told */
export function useSave(notify: (message: string, ok: boolean) => void) {
  const [question, setQuestion] = useState<SaveQuestion>();
  const [path, setPath] = useState('');
  const write = async (file: string, force: boolean) => {
    const out = await saveFile(file, force);
    if (out.saved) notify(out.draft ? `Saved ${file} as a draft: it has errors, and the server refuses to start on it` : `Saved ${file}`, !out.draft);
    else if (out.conflict) setQuestion({ kind: 'conflict', message: out.message });
    else notify(out.message, false);
  };
  const save = () => {
    const file = useFolder.getState().open;
    if (!file) return;
    setPath(file);
    const errors = errorsIn(file);
    if (errors > 0) setQuestion({ kind: 'draft', errors });
    else void write(file, false);
  };
  const answer = (go: boolean) => {
    const asked = question;
    setQuestion(undefined);
    if (go && asked) void write(path, asked.kind === 'conflict');
  };
  return { save, question, path, answer };
}
