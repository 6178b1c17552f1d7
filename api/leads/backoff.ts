/**
 * When to try a failed delivery again: exponential from window/8640 (10 s of the default 24 hours) doubling up to
 * window/24 (1 h), each wait drawn between half and all of it (jitter, so servers that failed together do not
 * retry together). Scaling with the window lets LEAD_RETRY_WINDOW_SECONDS shorten the whole schedule for tests.
 */
export function retryDelayMs(attempt: number, windowMs: number, random: () => number = Math.random): number {
  const first = windowMs / 8640;
  const longest = windowMs / 24;
  const full = Math.min(longest, first * 2 ** Math.min(Math.max(attempt - 1, 0), 30));
  return Math.round(full / 2 + (random() * full) / 2);
}

/** after a failed attempt: retried later, or dead once the next try would fall past the retry window */
export function afterFailure(attempt: number, windowAgeMs: number, windowMs: number, reason: string, random?: () => number) {
  const delayMs = retryDelayMs(attempt, windowMs, random);
  return windowAgeMs + delayMs > windowMs ? ({ state: 'dead', reason } as const) : ({ state: 'retry', delayMs, reason } as const);
}
