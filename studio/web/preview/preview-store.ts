import { create } from 'zustand';
import type { Problem } from '../../../engine/problem.js';
import type { PagesDefinitions } from '../findings/worker-protocol.js';

export const previewWidths = { phone: 375, laptop: 1280 } as const;
export type PreviewWidth = keyof typeof previewWidths;

export interface PreviewState {
  /** the last definitions that loaded (kept while the text does not load) */
  definitions?: PagesDefinitions;
  /** why the current text does not load: the first error; undefined when it does */
  firstError?: Problem;
  /** the department the preview shows: the open file's, or the last department opened */
  department?: string;
  language: string;
  width: PreviewWidth;
}

export const usePreview = create<PreviewState>()(() => ({ language: 'en', width: 'laptop' }));
