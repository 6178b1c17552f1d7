import type { Answers } from '../../../../engine/answers/answers.js';
import type { PagesDefinitions } from '../../findings/worker-protocol.js';
import type { PreviewTarget } from '../../panel-props.js';

/** the studio to its preview frame: the definitions to show (in the preview's language), or answers to fill in */
export type ToFrame =
  { type: 'show'; definitions: PagesDefinitions; department: string; language: string } | { type: 'answers'; answers: Answers; target: PreviewTarget };

/** the frame to the studio: ready for definitions, and the answers it holds as the visitor answers */
export type FromFrame = { type: 'ready' } | { type: 'answers'; answers: Answers };

/** a message of the studio's own origin from the expected window, never another's (a frame trusts only its own) */
export const ownMessage = (e: MessageEvent, from: MessageEventSource | null): boolean =>
  e.origin === location.origin && from !== null && e.source === from && typeof e.data === 'object' && e.data !== null && 'type' in e.data;
