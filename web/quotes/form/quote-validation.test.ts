import { describe, expect, it } from 'vitest';
import { readDefinitions } from '../../../node/read-definitions.js';
import { emptyForm } from '../state/quote-form.js';
import { ApiError } from '../../api/api-error.js';
import { errorsFromIssues } from '../state/quote-request.js';
import { validateQuote } from './quote-validation.js';

const { quotes } = readDefinitions().definitions;
const valid = { ...emptyForm(quotes), contactName: 'Jane', contactEmail: 'jane@example.com', selectedSolutions: ['chatbot'] };

describe('validateQuote', () => {
  it('passes a complete form', () => {
    expect(validateQuote(quotes, valid)).toEqual({});
  });

  it("gives the spec's messages for an empty form", () => {
    expect(validateQuote(quotes, emptyForm(quotes))).toEqual({
      contactName: 'Contact name is required',
      contactEmail: 'Valid email is required',
      selectedSolutions: 'At least one solution must be selected',
    });
  });

  it('refuses a blank name and the addresses the server refuses', () => {
    expect(validateQuote(quotes, { ...valid, contactName: '   ' }).contactName).toBe('Contact name is required');
    for (const email of ['jane', 'jane@', 'jane@company', '@example.com', 'a b@example.com']) {
      expect(validateQuote(quotes, { ...valid, contactEmail: email }).contactEmail, email).toBe('Valid email is required');
    }
    expect(validateQuote(quotes, { ...valid, contactEmail: '  jane@example.com ' })).toEqual({});
  });

  it("gives the server's own message for what only it checked before", () => {
    expect(validateQuote(quotes, { ...valid, contactName: 'J'.repeat(201) }).contactName).toBe('Contact name must be at most 200 characters');
    expect(validateQuote(quotes, { ...valid, customNotes: 'a\u0000b' }).customNotes).toBe('Notes must not contain control characters');
  });

  it('keeps validity within 1 to 365 days', () => {
    expect(validateQuote(quotes, { ...valid, validityDays: 0 }).validityDays).toBe('Validity period must be at least 1 day');
    expect(validateQuote(quotes, { ...valid, validityDays: 366 }).validityDays).toBe('Validity period cannot exceed 365 days');
    expect(validateQuote(quotes, { ...valid, validityDays: 365 })).toEqual({});
  });
});

describe('server refusals', () => {
  it("reads the issues of an API error's body and files them by field", () => {
    const body = JSON.stringify({
      error: {
        code: 'invalid_request',
        message: 'two problems',
        issues: [
          { path: 'selectedSolutions[1]', message: 'Unknown solution' },
          { path: 'validityDays', message: 'Validity period must be at least 1 day' },
          { path: '', message: 'the quote request must be a JSON object' },
        ],
      },
    });
    const parsed = new ApiError(400, body);
    expect(parsed.message).toBe('two problems');
    expect(errorsFromIssues(parsed.issues)).toEqual({
      selectedSolutions: 'Unknown solution',
      validityDays: 'Validity period must be at least 1 day',
      form: 'the quote request must be a JSON object',
    });
  });
});
