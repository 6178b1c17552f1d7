import { useFolder, isDirty, type StudioFile } from '../app/folder-store.js';

interface DiskChange {
  path: string;
  text: string | null;
  hash: string | null;
}

/** what a change on disk does to a file: a clean one shows the new text, one with unsaved edits keeps them and says so */
export function applyDiskChange({ path, text, hash }: DiskChange): void {
  useFolder.setState((s) => {
    const file = s.files[path];
    if (!file) {
      if (text === null) return s;
      const added: StudioFile = { path, disk: text, baseHash: hash, text, draft: false, diskChanged: false };
      return { files: { ...s.files, [path]: added } };
    }
    // the studio's own save, told back by the watcher
    if (hash === file.baseHash && text === file.disk) return s;
    if (!isDirty(file) || file.text === text) {
      return { files: { ...s.files, [path]: { ...file, disk: text, baseHash: hash, text: text ?? file.text, diskChanged: false } } };
    }
    return { files: { ...s.files, [path]: { ...file, disk: text, diskChanged: true } } };
  });
}

/** the server's events: each definition file that changed on disk (another editor, a git pull) */
export function followDisk(): () => void {
  const events = new EventSource('/api/events');
  events.addEventListener('file', (e: MessageEvent<string>) => applyDiskChange(JSON.parse(e.data) as DiskChange));
  return () => events.close();
}

/** takes the disk's text in place of the unsaved edits */
export function takeDiskText(path: string): void {
  useFolder.setState((s) => {
    const file = s.files[path];
    if (!file || file.disk === null) return s;
    return { files: { ...s.files, [path]: { ...file, text: file.disk, diskChanged: false } } };
  });
}
