import type { Answers } from '../../engine/answers/answers.js';
import type { LoadResult } from '../../engine/load.js';
import type { Department } from '../../engine/schema/index.js';

/** a place in a definition file: a line and column, or a path into its data that the editor resolves */
export type Place = { file: string; line: number; col: number } | { file: string; path: readonly (string | number)[] };

/** what the preview opens: a question of the department (its field) or its results page */
export type PreviewTarget = { step: string } | { results: true };

/**
 * What the studio's shell hands every panel (Map, Paths, Impact): the panels own no state of the folder.
 * The shell (studio/web/app) keeps the unsaved texts, the lint and the preview; a panel reads these and calls back.
 */
export interface PanelProps {
  /** the file open in the editor, relative to the definitions folder (such as "hr.yaml") */
  file: string;
  /** the department of that file (or the last one opened), parsed from the unsaved text; undefined while it does not load */
  department: Department | undefined;
  /** the whole folder loaded with every unsaved text in place (the engine's own load result) */
  loaded: LoadResult | undefined;
  /** the editor's unsaved texts at this moment, by path in the definitions folder (`loaded` follows them once the typing pauses) */
  unsaved(): Record<string, string>;
  /** the answers the preview holds now */
  answers: Answers;
  /** fill the preview with these answers and open that question or the results */
  showInPreview(answers: Answers, target: PreviewTarget): void;
  /** move the editor to a place (opening its file) */
  reveal(place: Place): void;
  /** fetch from the studio's own server, the token added */
  request(path: string, init?: RequestInit): Promise<Response>;
}
