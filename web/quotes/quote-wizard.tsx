import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { ContactFields } from './contact-fields.js';
import { ErrorSummary } from './error-summary.js';
import { EstimateSummary } from './estimate-summary.js';
import { ProcessCards } from './process-cards.js';
import { ProcessScore } from './process-score.js';
import { useQuote, useQuoteState } from './quote-context.js';
import classes from './quotes.module.css';
import { SolutionCards } from './solution-cards.js';
import { StepIndicator } from './step-indicator.js';
import type { useGenerateQuote } from './use-generate-quote.js';

export const wizardPrefix = 'quote-wizard';

interface StepView {
  heading: string;
  help?: string;
  body: (ids: { heading: string; help: string }) => ReactNode;
  /** the forward button's label and whether it may be pressed */
  forward: string;
  ready: boolean;
}

/** the three-step generator: Assessment, Solutions, Contact; the focus goes to each new step's heading */
export function QuoteWizard({ generate }: { generate: ReturnType<typeof useGenerateQuote> }) {
  const { quotes, t, store } = useQuote();
  const step = useQuoteState((s) => s.step);
  const chosen = useQuoteState((s) => s.processId !== undefined);
  const count = useQuoteState((s) => s.form.selectedSolutions.length);
  const heading = useRef<HTMLHeadingElement>(null);
  // on the first visit the page's own focus rules apply; back from a quote, the step heading takes it
  const shown = useRef(store.getState().returned ? -1 : step);
  const id = useId();
  const ids = { heading: `${id}-heading`, help: `${id}-help` };
  const pending = generate.isPending;

  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);

  const steps: StepView[] = [
    {
      heading: t('assessmentHeading'),
      help: t('assessmentHelp'),
      body: (ids) => (
        <>
          <ProcessCards labelledBy={ids.heading} describedBy={ids.help} />
          <ProcessScore />
        </>
      ),
      forward: t('continueToSolutions'),
      ready: chosen,
    },
    {
      heading: t('solutionsHeading'),
      help: t('solutionsHelp'),
      body: (ids) => (
        <>
          <SolutionCards labelledBy={ids.heading} describedBy={ids.help} />
          <EstimateSummary />
        </>
      ),
      forward: t('continueToContact'),
      ready: count > 0,
    },
    {
      heading: t('contactHeading'),
      body: () => (
        <>
          <ErrorSummary at="wizard" prefix={wizardPrefix} />
          <ContactFields prefix={wizardPrefix} />
        </>
      ),
      forward: pending ? t('generating') : t('generate'),
      ready: !pending,
    },
  ];
  const view = steps[step]!;
  const last = step === steps.length - 1;

  const forward = (e: FormEvent) => {
    e.preventDefault();
    if (!view.ready) return;
    const state = store.getState();
    if (!last) return state.goTo(step + 1);
    void state.check('wizard').then((ok) => ok && generate.mutate({ form: store.getState().form, at: 'wizard' }));
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={ids.heading}>
      <StepIndicator labels={[t('stepAssessment'), t('stepSolutions'), t('stepContact')]} current={step} />
      <form onSubmit={forward} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id={ids.heading} ref={heading} tabIndex={-1} className={classes.stepHeading}>
              {view.heading}
            </Title>
            {view.help && (
              <Text id={ids.help} c="dimmed" mt={4}>
                {view.help}
              </Text>
            )}
          </div>
          {view.body(ids)}
        </Stack>
        {step === 1 && count === 0 && (
          <Text size="sm" mt="md" id={`${id}-why`}>
            {quotes.messages.selectedSolutions}
          </Text>
        )}
        <Group justify="space-between" mt="xl" gap="sm">
          <Button type="button" variant="outline" size="md" disabled={step === 0 || pending} onClick={() => store.getState().goTo(step - 1)}>
            {t('back')}
          </Button>
          <Button type="submit" size="md" disabled={!view.ready} aria-describedby={step === 1 && count === 0 ? `${id}-why` : undefined}>
            {view.forward}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
