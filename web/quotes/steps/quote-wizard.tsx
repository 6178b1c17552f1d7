import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { quotePostFields } from '../../../engine/quotes/form-post.js';
import { useHydrated, useWhenHydrated } from '../../state/use-hydrated.js';
import { HiddenFields } from '../form/hidden-fields.js';
import { useAdoptForm } from '../state/adopt-form.js';
import { ContactFields } from '../form/contact-fields.js';
import { ErrorSummary } from '../form/error-summary.js';
import { NoSolutionNote } from '../form/no-solution-note.js';
import { EstimateSummary } from './estimate-summary.js';
import { ProcessCards } from './process-cards.js';
import { ProcessScore } from './process-score.js';
import { useQuote, useQuoteState } from '../state/quote-context.js';
import type { QuoteState } from '../state/quote-store.js';
import classes from '../quotes.module.css';
import { SolutionCards } from './solution-cards.js';
import { StepIndicator } from './step-indicator.js';
import { quoteSteps, type QuoteStep } from '../../../engine/quotes/steps.js';
import type { useGenerateQuote } from '../state/use-generate-quote.js';

export const wizardPrefix = 'quote-wizard';

/** what a step shows under its heading */
type StepBody = (ids: { heading: string; help: string }) => ReactNode;

/** whether a step's forward button may be pressed: judged by the state at the press, which a choice made in the
 * server's paint may have reached (useAdoptForm) after the render the press's handler came from */
const stepReady: Record<QuoteStep, (s: QuoteState, pending: boolean) => boolean> = {
  assessment: (s) => s.processId !== undefined,
  solutions: (s) => s.form.selectedSolutions.length > 0,
  contact: (_, pending) => !pending,
};

/** the stepped generator (the steps of quoteSteps); the focus goes to each new step's heading */
export function QuoteWizard({ generate }: { generate: ReturnType<typeof useGenerateQuote> }) {
  const { quotes, t, store } = useQuote();
  const step = useQuoteState((s) => s.step);
  const count = useQuoteState((s) => s.form.selectedSolutions.length);
  const heading = useRef<HTMLHeadingElement>(null);
  // on the first visit the page's own focus rules apply; back from a quote, the step heading takes it
  const shown = useRef(store.getState().returned ? -1 : step);
  const id = useId();
  const ids = { heading: `${id}-heading`, help: `${id}-help` };
  const pending = generate.isPending;
  // the server's paint offers every button: a browser without script (or before it) sends the form and the server
  // answers for an empty step; the code, once in, holds the buttons back until the step is answered
  const hydrated = useHydrated();
  const whenHydrated = useWhenHydrated();
  const posted = useQuoteState((s) => s.posted && !s.summaryAt);
  const form = useRef<HTMLFormElement>(null);
  useAdoptForm(form);

  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);

  const views: Record<QuoteStep, StepBody> = {
    assessment: (ids) => (
      <>
        <ProcessCards labelledBy={ids.heading} describedBy={ids.help} />
        <ProcessScore />
      </>
    ),
    solutions: (ids) => (
      <>
        <SolutionCards labelledBy={ids.heading} describedBy={ids.help} />
        <EstimateSummary />
      </>
    ),
    contact: () => <ContactFields prefix={wizardPrefix} />,
  };
  const current = quoteSteps[step]!;
  const ready = useQuoteState((s) => stepReady[current.id](s, pending));
  const last = step === quoteSteps.length - 1;
  // the solutions step says why it cannot go on while nothing is chosen
  const why = current.id === 'solutions' && count === 0;

  const forward = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    whenHydrated(() => {
      if (submitter?.value === 'back') return store.getState().goTo(step - 1);
      const state = store.getState();
      if (!stepReady[current.id](state, pending)) return;
      if (!last) return state.goTo(step + 1);
      void state.check('wizard').then((ok) => ok && generate.mutate({ form: store.getState().form, at: 'wizard' }));
    });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={ids.heading}>
      <StepIndicator labels={quoteSteps.map((s) => t(s.label))} current={step} />
      <form ref={form} method="post" action={quotes.route} onSubmit={forward} noValidate>
        <HiddenFields at="wizard" shows={[current.id === 'assessment' ? 'processId' : current.id === 'solutions' ? 'selectedSolutions' : 'contact']} />
        {/* Enter in a field goes forward, as the app's own submit does: the form's first button is the default */}
        <button type="submit" name={quotePostFields.go} value={last ? 'generate' : 'next'} hidden tabIndex={-1} aria-hidden="true" />
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id={ids.heading} ref={heading} tabIndex={-1} autoFocus={posted} className={classes.stepHeading}>
              {t(current.heading)}
            </Title>
            {current.help && (
              <Text id={ids.help} c="dimmed" mt={4}>
                {t(current.help)}
              </Text>
            )}
          </div>
          {/* what stopped the last send of this form: a step sent without its answer, or the contact step's fields */}
          <ErrorSummary at="wizard" prefix={wizardPrefix} />
          {views[current.id](ids)}
        </Stack>
        {current.id === 'solutions' && <NoSolutionNote id={`${id}-why`} none={why} />}
        <Group justify="space-between" mt="xl" gap="sm">
          <Button type="submit" name={quotePostFields.go} value="back" formNoValidate variant="outline" size="md" disabled={step === 0 || pending}>
            {t('back')}
          </Button>
          <Button
            type="submit"
            name={quotePostFields.go}
            value={last ? 'generate' : 'next'}
            size="md"
            disabled={hydrated && !ready}
            aria-describedby={why ? `${id}-why` : undefined}
          >
            {last && pending ? t('generating') : t(current.forward)}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
