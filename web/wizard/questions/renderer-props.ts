import type { Department, Step } from '../../../engine/schema/index.js';
import type { Draft } from '../state/draft.js';

/** what every question kind's renderer gets: a step of its own kind */
export interface RendererProps<S extends Step = Step> {
  step: S;
  draft: Draft;
  /** a change made to the draft as it is then (a control found already answered as the page's code comes writes it over the session's draft) */
  onChange: (change: (draft: Draft) => Draft) => void;
  labelledBy: string;
  describedBy?: string;
  /** the number as typed in a form the server could not move on with (it is painted again, its rule said and focused) */
  typed?: string;
  /** the wizard's words for choices cleared by an exclusive option and for a number out of range */
  texts: WizardTexts;
}

/** the wizard's own texts a question uses */
export type WizardTexts = Pick<Department['wizard'], 'cleared' | 'numberRule' | 'numberRuleInSteps'>;

export const setValue = (draft: Draft, field: string, value: Draft['values'][string]): Draft => ({ ...draft, values: { ...draft.values, [field]: value } });

/** the draft without a field's value: the step is unanswered again */
export const clearValue = (draft: Draft, field: string): Draft => ({
  ...draft,
  values: Object.fromEntries(Object.entries(draft.values).filter(([f]) => f !== field)),
});
