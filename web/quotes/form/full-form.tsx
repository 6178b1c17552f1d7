import { Button, Card, Checkbox, Group, Stack, Title } from '@mantine/core';
import { useId, useRef, type FormEvent } from 'react';
import { quotePostFields } from '../../../engine/quotes/form-post.js';
import { useHydrated, useWhenHydrated } from '../../state/use-hydrated.js';
import { useAdoptForm } from '../state/adopt-form.js';
import { NoSolutionNote } from './no-solution-note.js';
import { HiddenFields } from './hidden-fields.js';
import { formatValue } from '../../../engine/display/format.js';
import { ContactFields, fieldId, NotesField } from './contact-fields.js';
import { ErrorSummary } from './error-summary.js';
import { useQuote, useQuoteErrors, useQuoteState } from '../state/quote-context.js';
import { solutionCost } from '../../../engine/quotes/price.js';
import type { useGenerateQuote } from '../state/use-generate-quote.js';

export const formPrefix = 'quote-form';

/**
 * The unstepped form under the wizard (spec document 2, section 2): contact, solutions, notes and
 * Generate Quote, disabled while a request runs or no solution is chosen. It shares the wizard's state.
 */
export function FullForm({ generate }: { generate: ReturnType<typeof useGenerateQuote> }) {
  const { quotes, t, store } = useQuote();
  const selected = useQuoteState((s) => s.form.selectedSolutions);
  const solutionsError = useQuoteErrors().selectedSolutions;
  const id = useId();
  const pending = generate.isPending;
  const none = selected.length === 0;
  // before the page's code, or without it, the browser posts the form and the server judges it
  const hydrated = useHydrated();
  const whenHydrated = useWhenHydrated();
  const form = useRef<HTMLFormElement>(null);
  useAdoptForm(form);

  const send = (e: FormEvent) => {
    e.preventDefault();
    // the state at the press: a box ticked in the server's paint reaches the store as the code takes the page over,
    // which may be after the render this handler came from
    whenHydrated(() => {
      const state = store.getState();
      if (pending || state.form.selectedSolutions.length === 0) return;
      void state.check('form').then((ok) => ok && generate.mutate({ form: store.getState().form, at: 'form' }));
    });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`${id}-heading`}>
      <Title order={2} size="h3" id={`${id}-heading`} mb="md">
        {t('formHeading')}
      </Title>
      <form ref={form} method="post" action={quotes.route} onSubmit={send} noValidate>
        <HiddenFields at="form" shows={['contact', 'selectedSolutions']} />
        <Stack gap="lg">
          <ErrorSummary at="form" prefix={formPrefix} />
          <ContactFields prefix={formPrefix} notes={false} />
          {/* the error summary's link lands here */}
          <div id={fieldId(formPrefix, 'selectedSolutions')}>
            <Checkbox.Group label={t('formSolutions')} value={selected} error={solutionsError} withAsterisk size="md">
              <Stack gap="xs" mt="xs">
                {quotes.solutions.map((s) => (
                  <Checkbox
                    key={s.id}
                    // the request's field name: the posted form is the request
                    name="selectedSolutions"
                    value={s.id}
                    label={s.title}
                    description={`${s.category} · ${formatValue(solutionCost(quotes, s), 'currency')}`}
                    size="md"
                    // the box's own state, not the group's list: a tap seen twice as the code hydrates is one tap
                    onChange={(e) => store.getState().pickSolution(s.id, e.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          </div>
          <NotesField prefix={formPrefix} />
        </Stack>
        <NoSolutionNote id={`${id}-why`} none={none} />
        <Group mt="lg">
          <Button
            type="submit"
            name={quotePostFields.go}
            value="generate"
            size="md"
            disabled={pending || (hydrated && none)}
            aria-describedby={none ? `${id}-why` : undefined}
          >
            {pending ? t('generating') : t('generate')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
