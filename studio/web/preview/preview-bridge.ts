import type { Answers } from '../../../engine/answers/answers.js';
import type { PreviewTarget } from '../panel-props.js';
import type { ToFrame } from './frame/frame-protocol.js';

let frame: Window | null = null;
/** answers asked for and not yet shown: sent again each time the frame (re)starts, until it says `filled` */
let pending: ToFrame | undefined;

/** the preview frame's window once it said it is ready */
export function setFrame(win: Window | null): void {
  frame = win;
  if (win && pending) win.postMessage(pending, location.origin);
}

export function sendToFrame(message: ToFrame): void {
  frame?.postMessage(message, location.origin);
}

/** fills the preview with these answers for that department and opens that question or the results (the panels' showInPreview) */
export function showInPreview(department: string, answers: Answers, target: PreviewTarget): void {
  pending = { type: 'answers', department, answers, target };
  frame?.postMessage(pending, location.origin);
}

/** the frame shows the answers last asked for */
export function filled(): void {
  pending = undefined;
}
