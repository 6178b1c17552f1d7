import { z } from 'zod';
import { Department } from './department.js';
import { Quotes } from './quotes.js';
import { Reports } from './reports.js';
import { Site } from './site.js';
import { Translation } from './translation.js';

export * from './common.js';
export * from './department.js';
export * from './direction.js';
export * from './quotes.js';
export * from './reports.js';
export * from './result.js';
export * from './site.js';
export * from './theme.js';
export * from './translation.js';

/** every definition file is one of these, told apart by its `kind` */
export const DefinitionFile = z.discriminatedUnion('kind', [Department, Site, Quotes, Reports, Translation]);
export type DefinitionFile = z.infer<typeof DefinitionFile>;
export const schemasByKind = { department: Department, site: Site, quotes: Quotes, reports: Reports, translation: Translation } as const;

/** all loaded definitions, validated and cross-checked */
export interface Definitions {
  departments: Department[];
  site: Site;
  quotes: Quotes;
  reports: Reports;
}
