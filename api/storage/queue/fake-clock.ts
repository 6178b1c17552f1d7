import type { Clock } from './clock.js';

interface Sleeper {
  at: number;
  done(): void;
}

/** a clock that moves only when told: a test of a queue says when an interval or a backoff has passed */
export interface FakeClock extends Clock {
  /** moves the time on, waking every sleep that ends by then, and lets the work they start run */
  advance(ms: number): Promise<void>;
  /** sleeps under way */
  readonly sleeping: number;
}

export function fakeClock(start = 1_700_000_000_000): FakeClock {
  let now = start;
  const sleepers = new Set<Sleeper>();
  return {
    now: () => now,
    sleep: (ms, signal) =>
      new Promise<void>((done) => {
        if (signal?.aborted) return done();
        const sleeper = { at: now + ms, done: () => (sleepers.delete(sleeper), done()) };
        sleepers.add(sleeper);
        signal?.addEventListener('abort', sleeper.done, { once: true });
      }),
    async advance(ms) {
      now += ms;
      for (const s of [...sleepers].sort((a, b) => a.at - b.at)) if (s.at <= now) s.done();
      // the work a woken sleep starts runs before the test reads on
      await new Promise((next) => setImmediate(next));
    },
    get sleeping() {
      return sleepers.size;
    },
  };
}
