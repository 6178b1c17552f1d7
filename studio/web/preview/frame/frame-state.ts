import { create } from 'zustand';
import { definitionsIndex, forBrowser, type DefinitionsIndex } from '../../../../engine/display/browser-definitions.js';
import type { Department } from '../../../../engine/schema/index.js';
import type { PagesDefinitions } from '../../findings/worker-protocol.js';

export interface FrameState {
  definitions: PagesDefinitions;
  department: string;
  language: string;
}

/** what the frame shows: the product's pages read it through the web app's definition modules (frame-index, frame-loaders) */
export const useFrame = create<FrameState | { definitions: undefined; department: ''; language: '' }>()(() => ({
  definitions: undefined,
  department: '',
  language: '',
}));

export const frameDefinitions = (): PagesDefinitions => {
  const { definitions } = useFrame.getState();
  if (!definitions) throw new Error('the preview frame was sent no definitions yet');
  return definitions;
};

// the theme's files as the studio's server serves them, named in the preview's page (studio/server/app.ts)
const brand =
  typeof document === 'undefined' ? null : (JSON.parse(document.getElementById('brand')?.textContent ?? 'null') as DefinitionsIndex['brand'] | null);

/** the start-up index the pages read once when they load: a change of it reloads the frame */
export const frameIndex = (d: PagesDefinitions = frameDefinitions()): DefinitionsIndex => ({ ...definitionsIndex(d), ...(brand && { brand }) });

// each part as the browser gets it, once per part sent: a route's data stays the very object while its part is unchanged
const forBrowserOnce = new WeakMap<object, unknown>();
export const browserPart = <T extends object>(part: T): T => (forBrowserOnce.get(part) ?? forBrowserOnce.set(part, forBrowser(part)).get(part)) as T;

/** the department as the browser gets it (without its lint-only keys) */
export const browserDepartment = (d: PagesDefinitions, id: string): Department | undefined => {
  const dept = d.departments.find((x) => x.id === id);
  return dept && browserPart(dept);
};
