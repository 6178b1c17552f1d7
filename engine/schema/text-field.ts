import { z } from 'zod';

// C0 and C1 controls, line and paragraph separators, bidirectional overrides: never part of a name or address
const singleLine = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// notes may span lines and use tabs
const multiLine = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export interface TextFieldOptions {
  /** how messages name the field, such as "Contact name" */
  label: string;
  max: number;
  /** the message when the field is missing, blank or not text */
  required?: string;
  multiline?: boolean;
}

/**
 * Free text from a visitor: trimmed, capped, and rejected (not silently cleaned) when it holds control
 * characters, so what is stored is exactly what the visitor saw.
 */
export function textField({ label, max, required, multiline }: TextFieldOptions) {
  const message = required ?? `${label} must be text`;
  return z
    .string({ error: message })
    .trim()
    .min(required ? 1 : 0, { error: message })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((v) => !(multiline ? multiLine : singleLine).test(v), { error: `${label} must not contain control characters` });
}

/** an optional text field; null, absent and blank all mean "not given" */
export function optionalTextField(options: Omit<TextFieldOptions, 'required'>) {
  return z
    .union([textField(options), z.null()], { error: `${options.label} must be text` })
    .optional()
    .transform((v) => (v ? v : null));
}
