import type { Answers } from '../../../../engine/answers/answers.js';
import type { PreviewTarget } from '../../panel-props.js';
import type { PagesPatch } from '../pages-patch.js';

/**
 * The studio to its preview frame: what changed in the definitions since it last sent them (all of them the first
 * time; in the preview's language) and the department to show, or answers to fill in.
 */
export type ToFrame =
  { type: 'show'; patch?: PagesPatch; department: string; language: string } | { type: 'answers'; department: string; answers: Answers; target: PreviewTarget };

/**
 * The frame to the studio: ready for definitions, the answers it holds as the visitor answers, answers asked for
 * now shown (`filled`: until then the studio sends them again each time the frame starts), a language the visitor
 * chose in the page.
 */
export type FromFrame = { type: 'ready' } | { type: 'answers'; answers: Answers } | { type: 'filled' } | { type: 'language'; language: string };

/** a message of the studio's own origin from the expected window, never another's (a frame trusts only its own) */
export const ownMessage = (e: MessageEvent, from: MessageEventSource | null): boolean =>
  e.origin === location.origin && from !== null && e.source === from && typeof e.data === 'object' && e.data !== null && 'type' in e.data;
