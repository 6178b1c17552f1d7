import { describe, expect, it, vi } from 'vitest';
import './zod-jitless.js';
import { z } from 'zod';

describe('zod in the browser', () => {
  it('never calls new Function, which the CSP forbids (the probe alone is reported)', () => {
    const made = vi.spyOn(globalThis, 'Function');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).safeParse({ a: 'x' }).success).toBe(true);
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
