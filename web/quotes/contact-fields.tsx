import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuote, useQuoteErrors, useQuoteState } from './quote-context.js';

/** the ids of a form's fields, so the error summary can link to them */
export const fieldId = (prefix: string, field: string): string => `${prefix}-${field}`;

/**
 * Full Name, Email Address, Phone Number, Quote Validity and (unless left out) Additional Notes;
 * a message shows beside its field (aria-invalid, aria-describedby) once a send has been tried.
 */
export function ContactFields({ prefix, notes = true }: { prefix: string; notes?: boolean }) {
  const { quotes, t, store } = useQuote();
  const form = useQuoteState((s) => s.form);
  const errors = useQuoteErrors();
  const { setField } = store.getState();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          id={fieldId(prefix, 'contactName')}
          label={t('fullName')}
          placeholder={t('fullNamePlaceholder')}
          autoComplete="name"
          required
          value={form.contactName}
          onChange={(e) => setField('contactName', e.currentTarget.value)}
          error={errors.contactName}
          size="md"
        />
        <TextInput
          id={fieldId(prefix, 'contactEmail')}
          type="email"
          label={t('email')}
          placeholder={t('emailPlaceholder')}
          autoComplete="email"
          required
          value={form.contactEmail}
          onChange={(e) => setField('contactEmail', e.currentTarget.value)}
          error={errors.contactEmail}
          size="md"
        />
        <TextInput
          id={fieldId(prefix, 'contactPhone')}
          type="tel"
          label={t('phone')}
          placeholder={t('phonePlaceholder')}
          autoComplete="tel"
          value={form.contactPhone}
          onChange={(e) => setField('contactPhone', e.currentTarget.value)}
          error={errors.contactPhone}
          size="md"
        />
        <NativeSelect
          id={fieldId(prefix, 'validityDays')}
          label={t('validityDays')}
          data={quotes.validity.options.map((days) => ({ value: String(days), label: t('validityOption', { days }) }))}
          value={String(form.validityDays)}
          onChange={(e) => setField('validityDays', Number(e.currentTarget.value))}
          error={errors.validityDays}
          size="md"
        />
      </SimpleGrid>
      {notes && <NotesField prefix={prefix} />}
    </Stack>
  );
}

/** Additional Notes (Optional) */
export function NotesField({ prefix }: { prefix: string }) {
  const { t, store } = useQuote();
  const value = useQuoteState((s) => s.form.customNotes);
  const error = useQuoteErrors().customNotes;
  return (
    <Textarea
      id={fieldId(prefix, 'customNotes')}
      label={t('notes')}
      placeholder={t('notesPlaceholder')}
      rows={3}
      value={value}
      onChange={(e) => store.getState().setField('customNotes', e.currentTarget.value)}
      error={error}
      size="md"
    />
  );
}
