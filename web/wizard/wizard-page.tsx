import { useCountEvent, useCountReferrer } from '../api/usage-events.js';
import { Alert, Button, Card, Group } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Department } from '../../engine/schema/index.js';
import { LinkButton } from '../layout/link-button.js';
import { inertUntil, useHydrated } from '../state/use-hydrated.js';
import { cameByNavigation } from '../layout/page/navigation-focus.js';
import { Page } from '../layout/page/page.js';
import { begun, buildPayload, isAnswered } from './state/draft.js';
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
  const { position, index, path, draft, setDraft, goTo } = useWizardState(department);
  const submit = useSubmit(department);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(index);
  const router = useRouter();
  const hydrated = useHydrated();

  const step = wizard.steps[index]!;
  // the last question asked, given the answers so far (this one's included: it may ask more)
  const last = position === path.length - 1;
  const answered = isAnswered(step, draft);
  // the server paints the question blank and the session's answers come in once hydrated: a question the session
  // had begun starts again with them (its fields hold their own state), an untouched one is kept as painted (a
  // fresh mount of the whole question would be the page's longest task); decided once, so typing never remounts it
  const [restored, setRestored] = useState<boolean>();
  if (hydrated && restored === undefined) setRestored(begun(step, draft));
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
  // focus follows the step so screen readers hear the new question: on each step change, and on entering the
  // wizard from another page (after the page's <main> took it); a first page load keeps focus at the top
  const entered = useRef(false);
  useEffect(() => {
    const moved = shown.current !== index;
    shown.current = index;
    if (moved || (!entered.current && cameByNavigation())) heading.current?.focus();
    entered.current = true;
  }, [index]);

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
      <Card withBorder padding="lg" component="form" onSubmit={next} noValidate {...inertUntil(hydrated)}>
        <StepQuestion key={restored ? step.field : `${step.field}:server`} step={step} draft={draft} onChange={setDraft} headingRef={heading} texts={wizard} />
        {submit.failure && (
          <Alert color="red" variant="outline" mt="lg" role="alert">
            {submit.failure}
          </Alert>
        )}
        <Group justify="space-between" mt="xl" gap="sm">
          {position === 0 ? (
            <LinkButton link={{ variant: 'secondary', ...buttons.firstBack }} />
          ) : (
            <Button type="button" variant="outline" size="md" onClick={() => void goTo(position - 1)} disabled={submit.isPending}>
              {buttons.back}
            </Button>
          )}
          <Button type="submit" size="md" disabled={!answered || submit.isPending}>
            {last ? (submit.isPending ? buttons.submitting : buttons.submit) : buttons.next}
          </Button>
        </Group>
      </Card>
    </Page>
  );
}
