declare module 'virtual:definitions' {
  const definitions: import('../engine/schema/index.js').Definitions;
  export default definitions;
}

declare module 'virtual:definitions-index' {
  const index: import('./definitions-index.js').DefinitionsIndex;
  export default index;
}
