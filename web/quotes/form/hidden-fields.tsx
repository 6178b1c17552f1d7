import { quotePostFields, type QuoteFormKind } from '../../../engine/quotes/form-post.js';
import { useQuoteState } from '../state/quote-context.js';

type Shown = 'processId' | 'selectedSolutions' | 'contact';

/**
 * What a form posts besides the inputs it shows, so the server can paint the next page from the form alone (nothing
 * is kept on the server): the step, which form, the idempotency key and the other steps' choices and typing. A post,
 * never an address: the contact details stay out of every address and history entry.
 */
export function HiddenFields({ at, shows }: { at: QuoteFormKind; shows: Shown[] }) {
  const step = useQuoteState((s) => s.step);
  const key = useQuoteState((s) => s.key);
  const processId = useQuoteState((s) => s.processId);
  const form = useQuoteState((s) => s.form);
  const contact = [
    ['contactName', form.contactName],
    ['contactEmail', form.contactEmail],
    ['contactPhone', form.contactPhone],
    ['validityDays', String(form.validityDays)],
    ['customNotes', form.customNotes],
  ] as const;
  return (
    <>
      <input type="hidden" name={quotePostFields.step} value={step} />
      <input type="hidden" name={quotePostFields.at} value={at} />
      <input type="hidden" name={quotePostFields.key} value={key} />
      {!shows.includes('processId') && processId && <input type="hidden" name={quotePostFields.processId} value={processId} />}
      {!shows.includes('selectedSolutions') && form.selectedSolutions.map((id) => <input key={id} type="hidden" name="selectedSolutions" value={id} />)}
      {!shows.includes('contact') && contact.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
    </>
  );
}
