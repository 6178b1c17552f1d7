// the index is cut from the definitions in the engine, so the server and the dev build give the browser the same
export { definitionsIndex, type DefinitionsIndex } from '../engine/display/browser-definitions.js';
