import type { Department } from '../../engine/schema/index.js';
import { sessionStore } from './session-store.js';

/** the sessionStorage key of a department's unfinished answers */
export const draftKey = (department: Department): string => `wizardDraft:${department.id}`;

/** clears a department's unfinished answers (a retake) */
export const clearDraft = (department: Department): void => sessionStore(draftKey(department)).getState().clear();
