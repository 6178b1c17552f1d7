import type { Definitions } from '../../../../engine/schema/index.js';
import { browserDepartment, browserPart, frameDefinitions } from './frame-state.js';

// stands in for the web app's virtual:definitions-loaders (studio/web/vite.config.ts): each part as the studio sent it last
export const departments: Record<string, () => Promise<Definitions['departments'][number]>> = Object.fromEntries(
  frameDefinitions().departments.map((d) => [d.id, () => Promise.resolve(browserDepartment(frameDefinitions(), d.id)!)]),
);
export const quotes = (): Promise<Definitions['quotes']> => Promise.resolve(browserPart(frameDefinitions().quotes));
export const reports = (): Promise<Definitions['reports']> => Promise.resolve(browserPart(frameDefinitions().reports));
