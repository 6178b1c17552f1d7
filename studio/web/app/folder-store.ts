import { create } from 'zustand';
import type { Problem } from '../../../engine/problem.js';

/** one file of the folder: what is on disk and what the editor holds */
export interface StudioFile {
  /** relative to the definitions folder: hr.yaml, es/hr.yaml, personas/hr.yaml */
  path: string;
  /** the text on disk as last seen (null: gone from disk) */
  disk: string | null;
  /** the disk's hash when the file was opened or last saved: a save with another on disk asks first */
  baseHash: string | null;
  /** the text in the editor, saved or not */
  text: string;
  /** saved with errors: the server refuses to start on it until they are fixed */
  draft: boolean;
  /** the disk changed while this file had unsaved edits: they are kept, the new disk text waits */
  diskChanged: boolean;
}

export interface FolderState {
  files: Record<string, StudioFile>;
  /** the file in the editor */
  open: string;
  /** the line to move the editor to, set by a link to a finding */
  goTo?: { path: string; line: number; col: number; at: number };
  /** how the lint names this folder's files (definitions/hr.yaml): the folder as seen from the server's working folder */
  lintPrefix: string;
  /** the lint of the whole folder with the unsaved texts in place, and of the folder as saved (what this edit changes) */
  problems: Problem[];
  savedProblems: Problem[] | undefined;
  linting: boolean;
}

export const useFolder = create<FolderState>()(() => ({
  files: {},
  open: '',
  lintPrefix: 'definitions',
  problems: [],
  savedProblems: undefined,
  linting: true,
}));

/** the path the lint gives a file of the folder, and back */
export const lintPath = (prefix: string, path: string): string => (prefix === '.' ? path : `${prefix}/${path}`);
export const folderPath = (prefix: string, file: string): string => (prefix === '.' ? file : file.slice(prefix.length + 1));

export const setText = (path: string, text: string): void =>
  useFolder.setState((s) => {
    const file = s.files[path];
    return file && file.text !== text ? { files: { ...s.files, [path]: { ...file, text } } } : s;
  });

export const openFile = (path: string, place?: { line: number; col: number }): void =>
  useFolder.setState({ open: path, ...(place ? { goTo: { path, ...place, at: Date.now() } } : {}) });

export const isDirty = (f: StudioFile): boolean => f.text !== (f.disk ?? '');

export const fileGroups = ['Departments', 'Site, quotes and reports', 'Translations', 'Personas'] as const;

/** what the Files list groups a file under: its kind (the file's own kind: line), personas by their folder */
export function fileGroup(path: string, text: string): (typeof fileGroups)[number] {
  if (path.startsWith('personas/')) return 'Personas';
  const kind = /^kind:\s*([a-z]+)/m.exec(text)?.[1];
  if (kind === 'translation' || path.includes('/')) return 'Translations';
  return kind === 'department' ? 'Departments' : 'Site, quotes and reports';
}
