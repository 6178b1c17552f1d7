import type { Answers } from '../../../../engine/answers/answers.js';
import { answersValue } from '../../../../engine/answers/form-step.js';
import type { AppRouter } from '../../../../web/routes/router.js';
import type { Department } from '../../../../engine/schema/index.js';
import { answersKey } from '../../../../web/state/answers-key.js';
import { draftKey } from '../../../../web/state/draft-key.js';
import { sessionStore } from '../../../../web/state/session-store.js';
import { questionPath } from '../../../../web/wizard/state/wizard-state.js';
import type { Draft } from '../../../../web/wizard/state/draft.js';
import type { PreviewTarget } from '../../panel-props.js';
import { calculate } from './local-calculation.js';

/**
 * Fills the wizard with these answers (as a visitor's session would hold them) and opens the question asked, or
 * the results page with the result they give, as the wizard's last Next would.
 */
export async function fillAnswers(router: AppRouter, department: Department, answers: Answers, target: PreviewTarget): Promise<void> {
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
  // the wizard keeps its address in step with the session's answers (by a replace, from the question it shows): that
  // address first, so the keeping is done before the question is opened, and not done after it, back on question 1
  const value = answersValue(department, draft);
  const carried = value === undefined ? {} : { answers: value };
  await router.navigate({ to: department.routes.wizard, search: carried, replace: true } as never);
  await router.navigate({ to: department.routes.wizard, search: position === 0 ? carried : { ...carried, step: position + 1 } } as never);
}

/** tells the studio the answers the preview holds whenever they change */
export function followAnswers(department: Department, tell: (answers: Answers) => void): void {
  const store = sessionStore(draftKey(department));
  const send = () => tell((store.getState().value as Draft | null)?.values ?? {});
  store.subscribe(send);
  send();
}
