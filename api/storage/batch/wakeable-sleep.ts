import type { Clock } from '../queue/clock.js';

/** a sleep on the clock that can be cut short: a flush or a shutdown need not sit out an interval or a backoff */
export function wakeableSleep(clock: Clock): { sleep(ms: number): Promise<void>; wake(): void } {
  let wakeNow: AbortController | undefined;
  return {
    sleep: async (ms) => {
      const controller = (wakeNow = new AbortController());
      await clock.sleep(ms, controller.signal);
      if (wakeNow === controller) wakeNow = undefined;
    },
    wake: () => wakeNow?.abort(),
  };
}
