import { nextParam, stepAddress } from '../../engine/answers/form-step.js';
import { useCountEvent, useCountReferrer } from '../api/usage-events.js';
import { Alert, Button, Card, Group } from '@mantine/core';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, type FormEvent, type MouseEvent } from 'react';
import type { Department } from '../../engine/schema/index.js';
import { LinkButton } from '../layout/link-button.js';
import { useHydrated } from '../state/use-hydrated.js';
import { cameByBackForward, cameByNavigation } from '../layout/page/navigation-focus.js';
import { Page } from '../layout/page/page.js';
import { site } from '../definitions.js';
import { wizardRouteId } from '../routes/search.js';
import { buildPayload, isAnswered } from './state/draft.js';
import { StepFields } from './step-fields.js';
import { pathProgress } from './state/path-progress.js';
import { StepQuestion } from './questions/step-question.js';
import { useSubmit } from './submit/use-submit.js';
import { whenIdle } from './when-idle.js';
import { WizardProgress } from './wizard-progress.js';
import { useWizardState } from './state/wizard-state.js';

/**
 * A department's questionnaire, one question at a time, asking only the questions on the visitor's path; the
 * position on the path is in the address, the answers in the session.
 */
export function WizardPage({ department }: { department: Department }) {
  const { wizard } = department;
  const hydrated = useHydrated();
  const { position, index, path, draft, setDraft, goTo, sent } = useWizardState(department, hydrated);
  const submit = useSubmit(department);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(index);
  const router = useRouter();
  const { form } = useSearch({ from: wizardRouteId });

  const step = wizard.steps[index]!;
  // the last question asked, given the answers so far (this one's included: it may ask more)
  const last = position === path.length - 1;
  const answered = isAnswered(step, draft);
  const title = wizard.heading ?? department.title;
  // a visitor who left the landing before its code ran is still a landing view (first: the funnel's order)
  useCountReferrer(department.routes.landing, 'page_viewed', department.id);
  useCountEvent('wizard_started', department.id);
  useCountEvent('question_reached', department.id, position + 1);

  // the results page's code loads while the visitor answers, not after the final click, and not with the first
  // question: once an answer is chosen (a visitor who leaves at once never fetches it) and the browser is idle
  const answering = answered || position > 0;
  useEffect(
    () => (answering ? whenIdle(() => void router.preloadRoute({ to: department.routes.results }).catch(() => {})) : undefined),
    [answering, router, department.routes.results],
  );
  // focus follows the step so screen readers hear the new question: on each step change, on entering the wizard
  // from another page (after the page's <main> took it), and on coming to it by Back or Forward; a first page load
  // and a reload keep focus at the top
  const entered = useRef(false);
  useEffect(() => {
    const moved = shown.current !== index;
    shown.current = index;
    if (moved || (!entered.current && (cameByNavigation() || cameByBackForward()))) heading.current?.focus();
    entered.current = true;
  }, [index]);

  // with the page's code the form never leaves the page; before it (and without script) it goes to the server,
  // which answers with the next question asked (api/web/wizard-form.ts)
  const next = (e: FormEvent) => {
    e.preventDefault();
    if (!answered || submit.isPending) return;
    if (last) submit.mutate(buildPayload(department, draft));
    else void goTo(position + 1);
  };
  const { buttons } = wizard;
  return (
    <Page title={`${step.question} - ${wizard.documentTitle ?? title}`} heading={title} size="md">
      <WizardProgress progress={wizard.progress} at={pathProgress(department, draft.values, index)} />
      <Card withBorder padding="lg" component="form" method="get" action={department.routes.wizard} onSubmit={next} noValidate>
        <StepFields department={department} draft={draft} position={position} form={form} />
        <StepQuestion
          key={step.field}
          step={step}
          draft={draft}
          onChange={setDraft}
          headingRef={heading}
          texts={wizard}
          typed={sent?.problem === 'number' ? sent.typed : undefined}
          focused={form !== undefined && !sent}
        />
        {/* a form sent before the code came (or without script) that could not move on: the words the focus moves to */}
        {sent?.problem !== undefined && sent.problem !== 'number' && !answered && (
          <Alert color="red" variant="outline" mt="lg" role="alert" tabIndex={-1} autoFocus>
            {sent.problem === 'unanswered' ? site.withoutScript.choose : site.withoutScript.name}
          </Alert>
        )}
        {submit.failure && (
          <Alert color="red" variant="outline" mt="lg" role="alert">
            {submit.failure}
          </Alert>
        )}
        <Group justify="space-between" mt="xl" gap="sm">
          {position === 0 ? (
            <LinkButton link={{ variant: 'secondary', ...buttons.firstBack }} />
          ) : (
            // a link to the question before, so it goes back without script too (a submit button before Next would be
            // the one Enter in a field presses)
            <Button
              component="a"
              href={stepAddress(department, draft, position - 1, form)}
              variant="outline"
              size="md"
              onClick={(e: MouseEvent) => {
                e.preventDefault();
                if (!submit.isPending) void goTo(position - 1);
              }}
              aria-disabled={submit.isPending || undefined}
            >
              {buttons.back}
            </Button>
          )}
          {/* before the code comes the button is always pressable: the server says what is missing */}
          <Button
            type="submit"
            name={nextParam}
            value="1"
            size="md"
            disabled={(hydrated && !answered) || submit.isPending}
            formMethod={last ? 'post' : undefined}
          >
            {last ? (submit.isPending ? buttons.submitting : buttons.submit) : buttons.next}
          </Button>
        </Group>
      </Card>
    </Page>
  );
}
