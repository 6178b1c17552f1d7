/** the waits between attempts while they fail: doubling from the first to the longest, the first again after a success */
export function backoff([first, longest]: [number, number]): { next(): number; reset(): void } {
  let wait = first;
  return {
    next: () => {
      const now = wait;
      wait = Math.min(wait * 2, longest);
      return now;
    },
    reset: () => void (wait = first),
  };
}
