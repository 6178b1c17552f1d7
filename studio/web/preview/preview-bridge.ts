import type { Answers } from '../../../engine/answers/answers.js';
import type { PreviewTarget } from '../panel-props.js';
import type { ToFrame } from './frame/frame-protocol.js';

let frame: Window | null = null;
let pending: ToFrame | undefined;

/** the preview frame's window once it said it is ready (null while it starts again) */
export function setFrame(win: Window | null): void {
  frame = win;
  if (win && pending) {
    win.postMessage(pending, location.origin);
    pending = undefined;
  }
}

export function sendToFrame(message: ToFrame): void {
  frame?.postMessage(message, location.origin);
}

/** fills the preview with these answers and opens that question or the results (the panels' showInPreview) */
export function showInPreview(answers: Answers, target: PreviewTarget): void {
  const message: ToFrame = { type: 'answers', answers, target };
  if (frame) frame.postMessage(message, location.origin);
  else pending = message;
}
