import type { SourceFile } from '../../../engine/load.js';
import type { Problem } from '../../../engine/problem.js';
import type { Definitions } from '../../../engine/schema/index.js';

/** what the page tells a worker once: the paths that exist (for $schema lines and personas) and the emoji set's names */
export interface WorkerSetup {
  type: 'setup';
  existing: string[];
  emoji: { name: string; names: string[] };
}

/** the folder with the unsaved texts in place; the worker answers the last one it was sent, never a stale one */
export interface WorkerRun {
  type: 'run';
  id: number;
  sources: SourceFile[];
  /** the preview's language (the load worker answers its definitions in it) */
  language: string;
}

export type WorkerMessage = WorkerSetup | WorkerRun;

/** the lint worker's answer: every problem, as npm run lint:definitions finds them */
export interface LintAnswer {
  id: number;
  problems: Problem[];
  ms: number;
}

/** the parts of the definitions the product's pages read */
export type PagesDefinitions = Pick<Definitions, 'site' | 'departments' | 'quotes' | 'reports'>;

/** the load worker's answer: the definitions in the preview's language, or the first error that stops them loading */
export interface LoadAnswer {
  id: number;
  definitions?: PagesDefinitions;
  firstError?: Problem;
  ms: number;
}
