import type { Department } from '../../engine/schema/index.js';

/** the sessionStorage key of the answers a department's result was calculated from (share links need them) */
export const answersKey = (department: Department): string => department.session.answers ?? `${department.session.results}Answers`;
