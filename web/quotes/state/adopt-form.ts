import { useLayoutEffect, type RefObject } from 'react';
import { quotePostFields } from '../../../engine/quotes/form-post.js';
import { useQuote } from './quote-context.js';

const textFields = ['contactName', 'contactEmail', 'contactPhone', 'customNotes'] as const;

/**
 * As the page's code arrives, the store takes what the visitor did in the server's paint of this form meanwhile (a
 * card chosen, a box ticked, a field typed in): React keeps what the document holds as it hydrates, and the store
 * then agrees with it, so nothing done before the code is lost or undone. Only what differs from the server's paint
 * was done: the page holds two forms over the same answers, and the one left alone must not undo the other.
 */
export function useAdoptForm(form: RefObject<HTMLFormElement | null>): void {
  const { store } = useQuote();
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const state = store.getState();
    const process = element.querySelector<HTMLInputElement>(`input[type="radio"][name="${quotePostFields.processId}"]:checked`);
    if (process && !process.defaultChecked) state.chooseProcess(process.value);
    const boxes = element.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="selectedSolutions"]');
    for (const box of boxes) if (box.checked !== box.defaultChecked) state.pickSolution(box.value, box.checked);
    for (const field of textFields) {
      const typed = element.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${field}"]:not([type="hidden"])`);
      if (typed && typed.value !== typed.defaultValue) state.setField(field, typed.value);
    }
    const validity = element.querySelector<HTMLSelectElement>('select[name="validityDays"]');
    const picked = validity?.selectedOptions[0];
    if (picked && !picked.defaultSelected) state.setField('validityDays', Number(picked.value));
    // once, as the code takes the form over
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the document is read once, at hydration
  }, []);
}
