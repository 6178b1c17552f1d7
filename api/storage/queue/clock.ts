import { setTimeout as wait } from 'node:timers/promises';

/** the time a queue reads and waits on: the system's in the server, a fake one in tests (fake-clock.ts) */
export interface Clock {
  /** milliseconds since the epoch */
  now(): number;
  /** resolves once the time has passed, or at once when the signal aborts */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  // an abort ends the wait early, which is no failure
  sleep: (ms, signal) => wait(ms, undefined, { signal }).catch(() => {}),
};
