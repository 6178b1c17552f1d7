import { describe, expect, it } from 'vitest';
import { redact } from './log.js';

describe('redact', () => {
  it('masks e-mail addresses and phone numbers wherever they appear in a log line', () => {
    expect(redact('quote for ada.l@example.co.uk failed')).toBe('quote for [email] failed');
    expect(redact('call +44 20 7946 0000 or (555) 123-4567')).toBe('call [number] or ([number]');
    expect(redact('row 95948905-8d75-4a7e-bf5d-7148f519ad07 set aside')).toBe('row 95948905-8d75-4a7e-bf5d-7148f519ad07 set aside');
    expect(redact('stored 360 of 360 calculations, 0 dropped')).toBe('stored 360 of 360 calculations, 0 dropped');
    expect(redact('store queue: insert failed (ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432); retrying')).toBe(
      'store queue: insert failed (ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432); retrying',
    );
  });
});
