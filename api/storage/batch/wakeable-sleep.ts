/** a timer that can be cut short: a flush or a shutdown need not sit out an interval or a backoff */
export function wakeableSleep(): { sleep(ms: number): Promise<void>; wake(): void } {
  let wakeNow: (() => void) | undefined;
  return {
    sleep: (ms) =>
      new Promise<void>((done) => {
        const timer = setTimeout(() => ((wakeNow = undefined), done()), ms);
        wakeNow = () => (clearTimeout(timer), (wakeNow = undefined), done());
      }),
    wake: () => wakeNow?.(),
  };
}
