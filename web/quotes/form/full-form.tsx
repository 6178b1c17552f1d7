import { Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type FormEvent } from 'react';
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

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (pending || none) return;
    const state = store.getState();
    void state.check('form').then((ok) => ok && generate.mutate({ form: store.getState().form, at: 'form' }));
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`${id}-heading`}>
      <Title order={2} size="h3" id={`${id}-heading`} mb="md">
        {t('formHeading')}
      </Title>
      <form onSubmit={send} noValidate>
        <Stack gap="lg">
          <ErrorSummary at="form" prefix={formPrefix} />
          <ContactFields prefix={formPrefix} notes={false} />
          {/* the error summary's link lands here */}
          <div id={fieldId(formPrefix, 'selectedSolutions')}>
            <Checkbox.Group
              label={t('formSolutions')}
              value={selected}
              onChange={(next) => {
                // the group reports the whole list; the store toggles one id at a time
                const changed = quotes.solutions.find((s) => next.includes(s.id) !== selected.includes(s.id));
                if (changed) store.getState().toggleSolution(changed.id);
              }}
              error={solutionsError}
              withAsterisk
              size="md"
            >
              <Stack gap="xs" mt="xs">
                {quotes.solutions.map((s) => (
                  <Checkbox
                    key={s.id}
                    value={s.id}
                    label={s.title}
                    description={`${s.category} · ${formatValue(solutionCost(quotes, s), 'currency')}`}
                    size="md"
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          </div>
          <NotesField prefix={formPrefix} />
        </Stack>
        {none && (
          <Text size="sm" mt="md" id={`${id}-why`}>
            {quotes.messages.selectedSolutions}
          </Text>
        )}
        <Group mt="lg">
          <Button type="submit" size="md" disabled={pending || none} aria-describedby={none ? `${id}-why` : undefined}>
            {pending ? t('generating') : t('generate')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
