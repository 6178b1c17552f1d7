import { z } from 'zod';
import { fillTemplate } from '../display/format.js';
import type { Quotes } from '../schema/quotes.js';
import { optionalTextField, textField } from '../schema/text-field.js';

/** the quote generator's request, with the messages of the quotes definition */
export function quoteRequestSchema(quotes: Quotes) {
  const m = quotes.messages;
  const ids = quotes.solutions.map((s) => s.id);
  const allowed = ids.map((id) => `"${id}"`).join(', ');
  const unknown = (id: string) => {
    const text = fillTemplate(m.unknownSolution, { id, value: id, allowed });
    return m.unknownSolution.includes('{allowed}') ? text : `${text} (allowed: ${allowed})`;
  };
  return z.strictObject(
    {
      contactName: textField({ label: 'Contact name', max: 200, required: m.contactName }),
      contactEmail: z
        .string({ error: m.contactEmail })
        .trim()
        .max(254, { error: 'Email must be at most 254 characters' })
        .pipe(z.email({ error: m.contactEmail })),
      contactPhone: optionalTextField({ label: 'Phone number', max: 40 }),
      selectedSolutions: z
        // an enum, so the published schema lists the catalogue's ids; a long or non-text value gets the spec's message
        .array(
          z.enum(ids as [string, ...string[]], {
            error: ({ input }) => (typeof input === 'string' && input.length <= 100 ? unknown(input) : m.selectedSolutions),
          }),
          {
            error: m.selectedSolutions,
          },
        )
        .min(1, { error: m.selectedSolutions })
        .max(100, { error: 'At most 100 solutions can be selected' })
        .superRefine((list, ctx) => {
          list.forEach((id, i) => {
            if (list.indexOf(id) !== i) ctx.addIssue({ code: 'custom', path: [i], message: `Solution "${id}" is selected twice` });
          });
        }),
      customNotes: optionalTextField({ label: 'Notes', max: 2000, multiline: true }),
      validityDays: z
        .number({ error: 'Validity period must be a whole number of days' })
        .int({ error: 'Validity period must be a whole number of days' })
        .min(quotes.validity.min, { error: m.validityMin })
        .max(quotes.validity.max, { error: m.validityMax })
        .default(quotes.validity.default),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown field ${issue.keys.map((k) => `"${k}"`).join(', ')}; allowed fields: contactName, contactEmail, contactPhone, selectedSolutions, customNotes, validityDays`
          : 'the quote request must be a JSON object',
    },
  );
}

export type QuoteRequest = z.output<ReturnType<typeof quoteRequestSchema>>;
/** what a caller sends (optional fields may be absent or null) */
export type QuoteRequestInput = z.input<ReturnType<typeof quoteRequestSchema>>;
