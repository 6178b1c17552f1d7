import '../../../../web/zod-jitless.js';
import '../../../../web/theme/styles.js';
import { createRoot } from 'react-dom/client';
import type { Answers } from '../../../../engine/answers/answers.js';
import type { PreviewTarget } from '../../panel-props.js';
import { browserDepartment, frameIndex, useFrame, type FrameState } from './frame-state.js';
import type { PagesDefinitions } from '../../findings/worker-protocol.js';
import { applyPatch } from '../pages-patch.js';
import { ownMessage, type FromFrame, type ToFrame } from './frame-protocol.js';

// the preview counts no visits: the product's own opt-out (Global Privacy Control) keeps its beacon silent
Object.defineProperty(navigator, 'globalPrivacyControl', { value: true });

const tell = (message: FromFrame) => window.parent.postMessage(message, location.origin);

/** what the frame was started with: a change of it (the site, the menu, a route, the language) starts the frame again */
const startKey = (s: FrameState) => JSON.stringify([frameIndex(s.definitions), s.department, s.language]);
let started: string | undefined;
/** the definitions the studio sent, with each of its patches in place */
let held: PagesDefinitions | undefined;
let navigate: ((answers: Answers, target: PreviewTarget) => Promise<void>) | undefined;
/** answers the studio asked for before the app could show them (it starts, or shows another department) */
let wanted: Extract<ToFrame, { type: 'answers' }> | undefined;

/** shows the answers asked for once the app runs that department; the studio sends them again until told `filled` */
function fillWanted(): void {
  const asked = wanted;
  if (!asked || !navigate || asked.department !== useFrame.getState().department) return;
  wanted = undefined;
  void navigate(asked.answers, asked.target).then(() => tell({ type: 'filled' }));
}
/** shows the definitions the studio sent last: the router loads its pages' definitions again */
let reload: (() => Promise<void>) | undefined;
/** the address the preview shows, kept when the frame starts again for the same department (in another language) */
let here: (() => string) | undefined;
const placeKey = 'studio-preview-place';

function keepPlace(department: string): void {
  if (here) sessionStorage.setItem(placeKey, JSON.stringify({ department, href: here() }));
}
function takePlace(department: string): string | undefined {
  const kept = sessionStorage.getItem(placeKey);
  sessionStorage.removeItem(placeKey);
  const place = kept ? (JSON.parse(kept) as { department?: string; href?: string }) : {};
  return place.department === department ? place.href : undefined;
}

// the page's language links load the page in that language on the site; here they ask the studio for that language
document.addEventListener(
  'click',
  (e) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[hreflang]') : null;
    if (!link) return;
    e.preventDefault();
    tell({ type: 'language', language: link.hreflang });
  },
  true,
);

/**
 * Starts the web app itself (web/app.tsx, its route tree and router) over a memory history at the department's
 * wizard: the app reads the studio's definitions through its definition modules (frame-index, frame-loaders).
 */
async function start(state: FrameState): Promise<void> {
  started = startKey(state);
  useFrame.setState(state);
  document.documentElement.lang = state.language;
  // the web app's modules read the definitions as they load, so they load only now
  const [{ setFormatLanguage }, { answerCalculationsHere }, { App }, { browserRouter }, { createMemoryHistory }, fill] = await Promise.all([
    import('../../../../engine/display/format.js'),
    import('./local-calculation.js'),
    import('../../../../web/app.js'),
    import('../../../../web/routes/router.js'),
    import('@tanstack/react-router'),
    import('./fill-answers.js'),
  ]);
  setFormatLanguage(state.language);
  answerCalculationsHere();
  const department = () => browserDepartment(useFrame.getState().definitions!, state.department)!;
  const router = browserRouter(createMemoryHistory({ initialEntries: [takePlace(state.department) ?? department().routes.wizard] }));
  here = () => router.state.location.href;
  navigate = (answers, target) => fill.fillAnswers(router, department(), answers, target);
  reload = () => router.invalidate();
  fill.followAnswers(department(), (answers) => tell({ type: 'answers', answers }));
  createRoot(document.getElementById('root')!).render(<App router={router} />);
  fillWanted();
}

window.addEventListener('message', (e: MessageEvent<ToFrame>) => {
  if (!ownMessage(e, window.parent)) return;
  const message = e.data;
  if (message.type === 'answers') {
    wanted = message;
    return fillWanted();
  }
  // a patch sent while this page started again (it holds nothing yet) is left: the studio sends all once it is ready
  const { patch } = message;
  if (patch) {
    if (!held && !(patch.site && patch.quotes && patch.reports)) return;
    held = applyPatch(held, patch);
  }
  if (!held) return;
  const definitions = held;
  const state: FrameState = { definitions, department: message.department, language: message.language };
  if (!browserDepartment(state.definitions, state.department)) return;
  if (started === undefined) return void start(state);
  if (startKey(state) !== started) {
    // in another language, the same page; another department, or other routes, start at the wizard
    const routes = (s: FrameState) => JSON.stringify(browserDepartment(s.definitions, s.department)?.routes);
    const { definitions, department, language } = useFrame.getState();
    if (definitions && department === state.department && routes({ definitions, department, language }) === routes(state)) keepPlace(department);
    return location.reload();
  }
  useFrame.setState(state);
  void reload?.();
});

tell({ type: 'ready' });
