import type { Answers } from '../../../../engine/answers/answers.js';
import type { Department } from '../../../../engine/schema/index.js';
import { answersKey } from '../../../../web/state/answers-key.js';
import { draftKey } from '../../../../web/state/draft-key.js';
import { sessionStore } from '../../../../web/state/session-store.js';
import { questionPath } from '../../../../web/wizard/state/wizard-state.js';
import type { Draft } from '../../../../web/wizard/state/draft.js';
import type { PreviewTarget } from '../../panel-props.js';
import type { FrameRouter } from './frame-app.js';
import { calculate } from './local-calculation.js';

/**
 * Fills the wizard with these answers (as a visitor's session would hold them) and opens the question asked, or
 * the results page with the result they give, as the wizard's last Next would.
 */
export async function fillAnswers(router: FrameRouter, department: Department, answers: Answers, target: PreviewTarget): Promise<void> {
  const draft: Draft = { values: answers, otherNames: {} };
  sessionStore(draftKey(department)).getState().set(draft);
  if ('results' in target) {
    const out = calculate(department, answers);
    if ('result' in out) {
      sessionStore(answersKey(department)).getState().set(answers);
      sessionStore(department.session.results).getState().set(out.result);
      await router.navigate({ to: department.routes.results });
      return;
    }
  }
  const index = 'step' in target ? department.wizard.steps.findIndex((s) => s.field === target.step) : -1;
  const position = Math.max(questionPath(department, draft).indexOf(index), 0);
  await router.navigate({ to: department.routes.wizard, search: position === 0 ? {} : { step: position + 1 } } as never);
}

/** tells the studio the answers the preview holds whenever they change */
export function followAnswers(department: Department, tell: (answers: Answers) => void): void {
  const store = sessionStore(draftKey(department));
  const send = () => tell((store.getState().value as Draft | null)?.values ?? {});
  store.subscribe(send);
  send();
}
