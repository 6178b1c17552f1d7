import '../../../../web/zod-jitless.js';
import '../../../../web/theme/styles.js';
import { createRoot } from 'react-dom/client';
import type { Answers } from '../../../../engine/answers/answers.js';
import type { PreviewTarget } from '../../panel-props.js';
import { browserDepartment, frameIndex, useFrame, type FrameState } from './frame-state.js';
import { ownMessage, type FromFrame, type ToFrame } from './frame-protocol.js';

// the preview counts no visits: the product's own opt-out (Global Privacy Control) keeps its beacon silent
Object.defineProperty(navigator, 'globalPrivacyControl', { value: true });

const tell = (message: FromFrame) => window.parent.postMessage(message, location.origin);

/** what the frame was started with: a change of it (the site, the menu, a route, the language) starts the frame again */
const startKey = (s: FrameState) => JSON.stringify([frameIndex(s.definitions), s.department, s.language]);
let started: string | undefined;
let navigate: ((answers: Answers, target: PreviewTarget) => Promise<void>) | undefined;

async function start(state: FrameState): Promise<void> {
  started = startKey(state);
  useFrame.setState(state);
  document.documentElement.lang = state.language;
  // the web app's modules read the definitions as they load, so they load only now
  const [{ setFormatLanguage }, { answerCalculationsHere }, { frameRouter, FrameApp, currentDepartment }, fill] = await Promise.all([
    import('../../../../engine/display/format.js'),
    import('./local-calculation.js'),
    import('./frame-app.js'),
    import('./fill-answers.js'),
  ]);
  setFormatLanguage(state.language);
  answerCalculationsHere();
  const router = frameRouter(currentDepartment());
  navigate = (answers, target) => fill.fillAnswers(router, currentDepartment(), answers, target);
  fill.followAnswers(currentDepartment(), (answers) => tell({ type: 'answers', answers }));
  createRoot(document.getElementById('root')!).render(<FrameApp router={router} />);
}

window.addEventListener('message', (e: MessageEvent<ToFrame>) => {
  if (!ownMessage(e, window.parent)) return;
  const message = e.data;
  if (message.type === 'answers') return void navigate?.(message.answers, message.target);
  const state: FrameState = { definitions: message.definitions, department: message.department, language: message.language };
  if (!browserDepartment(state.definitions, state.department)) return;
  if (started === undefined) return void start(state);
  if (startKey(state) !== started) return location.reload();
  useFrame.setState(state);
});

tell({ type: 'ready' });
