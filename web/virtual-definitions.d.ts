declare module 'virtual:definitions-index' {
  const index: import('./definitions-index.js').DefinitionsIndex;
  export default index;
}

declare module 'virtual:definitions-loaders' {
  type Definitions = import('../engine/schema/index.js').Definitions;
  /** each department's definition (without its lint-only keys), by id */
  export const departments: Record<string, () => Promise<Definitions['departments'][number]>>;
  export const quotes: () => Promise<Definitions['quotes']>;
  export const reports: () => Promise<Definitions['reports']>;
}
