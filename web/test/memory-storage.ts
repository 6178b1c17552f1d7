// the unit tests' sessionStorage: the browser's edge
export { memoryStorage } from '../state/memory-storage.js';
