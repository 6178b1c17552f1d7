import { frameIndex } from './frame-state.js';

// stands in for the web app's virtual:definitions-index (studio/web/vite.config.ts): the definitions the studio sent
export default frameIndex();
