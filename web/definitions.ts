import index from 'virtual:definitions-index';
import * as load from 'virtual:definitions-loaders';
import type { Department, Quotes, Reports } from '../engine/schema/index.js';

/** the start-up part of the definitions (see definitions-index.ts), built into the app */
export { index };
export const site = index.site;
/** departments in menu order: id, title, menu, routes and sample pages */
export const departments = index.departments;

/** a department's whole definition, loaded with its first page (each department is a chunk of its own) */
export async function loadDepartment(id: string): Promise<Department> {
  const loader = load.departments[id];
  if (!loader) throw new Error(`no department "${id}" in the definitions`);
  return loader();
}

/** the quote generator's definition, loaded with its page */
export const loadQuotes = (): Promise<Quotes> => load.quotes();

/** the report pages' definition, loaded with their page */
export const loadReports = (): Promise<Reports> => load.reports();
