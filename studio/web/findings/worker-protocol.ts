import type { SourceFile } from '../../../engine/load.js';
import type { Problem } from '../../../engine/problem.js';
import type { PagesPatch } from '../preview/pages-patch.js';

export type { PagesDefinitions } from '../preview/pages-patch.js';

/** a pause in typing this long runs the lint and the preview's load again (npm run bench -- studio times from its end) */
export const typingPause = 250;

/** what the page tells a worker once: the paths that exist (for $schema lines and personas) and the emoji set's names */
export interface WorkerSetup {
  type: 'setup';
  existing: string[];
  emoji: { name: string; names: string[] };
}

/**
 * The folder with the unsaved texts in place: every file's path, in order, and the texts that changed since the last
 * run (all of them the first time; a worker keeps the others). The worker answers the last run it was sent.
 */
export interface WorkerRun {
  type: 'run';
  id: number;
  paths: string[];
  changed: SourceFile[];
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

/**
 * The load worker's answer: what changed in the definitions in the preview's language since its last answer (none
 * when the edit changed nothing the pages read), or the first error that stops them loading. The page applies every
 * answer in turn (applyPatch), so it holds what the worker last answered.
 */
export interface LoadAnswer {
  id: number;
  patch?: PagesPatch;
  firstError?: Problem;
  ms: number;
}
