import { answersOfDraft, answersParam, formParam, stepParam } from '../../engine/answers/form-step.js';
import { encodeShared } from '../../engine/answers/share-code.js';
import type { Department } from '../../engine/schema/index.js';
import type { Draft } from './state/draft.js';

export interface StepFieldsProps {
  department: Department;
  draft: Draft;
  position: number;
  /** the id of a form answered without script, from the address */
  form: string | undefined;
}

/**
 * What a step's form carries beside its question's own field when it goes to the server (before the page's code,
 * or without script): the answers so far in the share link's encoding, the question's position and the form's id.
 */
export function StepFields({ department, draft, position, form }: StepFieldsProps) {
  return (
    <>
      <input type="hidden" name={answersParam} value={encodeShared({ answers: answersOfDraft(department, draft), hash: '' })} />
      <input type="hidden" name={stepParam} value={position + 1} />
      {form && <input type="hidden" name={formParam} value={form} />}
    </>
  );
}
