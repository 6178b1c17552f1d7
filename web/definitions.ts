import index from 'virtual:definitions-index';
import type { Definitions, Department } from '../engine/schema/index.js';

/** the start-up part of the definitions (see definitions-index.ts), built into the app */
export { index };
export const site = index.site;
/** departments in menu order: id, title, menu, routes and sample pages */
export const departments = index.departments;

/** all definitions, loaded with the first page that needs them */
export const loadDefinitions = async (): Promise<Definitions> => (await import('virtual:definitions')).default;

/** a department's whole definition */
export async function loadDepartment(id: string): Promise<Department> {
  const found = (await loadDefinitions()).departments.find((d) => d.id === id);
  if (!found) throw new Error(`no department "${id}" in the definitions`);
  return found;
}
