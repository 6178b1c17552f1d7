import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { QuoteTextKey } from '../../../engine/schema/index.js';
import { useQuote, useQuoteErrors, useQuoteState } from '../state/quote-context.js';

/** the ids of a form's fields, so the error summary can link to them */
export const fieldId = (prefix: string, field: string): string => `${prefix}-${field}`;

interface TextField {
  field: 'contactName' | 'contactEmail' | 'contactPhone';
  type?: 'email' | 'tel';
  /** keys of the quotes definition's texts */
  label: QuoteTextKey;
  placeholder: QuoteTextKey;
  autoComplete: string;
  required?: true;
}

/** the contact's text inputs, in the order they show */
const textFields: TextField[] = [
  { field: 'contactName', label: 'fullName', placeholder: 'fullNamePlaceholder', autoComplete: 'name', required: true },
  { field: 'contactEmail', type: 'email', label: 'email', placeholder: 'emailPlaceholder', autoComplete: 'email', required: true },
  { field: 'contactPhone', type: 'tel', label: 'phone', placeholder: 'phonePlaceholder', autoComplete: 'tel' },
];

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
        {textFields.map((f) => (
          <TextInput
            key={f.field}
            id={fieldId(prefix, f.field)}
            name={f.field}
            type={f.type}
            label={t(f.label)}
            placeholder={t(f.placeholder)}
            autoComplete={f.autoComplete}
            required={f.required}
            value={form[f.field]}
            onChange={(e) => setField(f.field, e.currentTarget.value)}
            error={errors[f.field]}
            size="md"
          />
        ))}
        <NativeSelect
          id={fieldId(prefix, 'validityDays')}
          name="validityDays"
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
      name="customNotes"
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
