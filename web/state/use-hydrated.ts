import { useEffect, useRef, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * false in the server's render and while the browser hydrates it, true from then on (and from the start of a page
 * the browser renders itself): a form says it is not ready (aria-disabled) until its clicks are heard
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/**
 * Runs what a press asks once the page's code has taken the page over: at once when it has; for a press React hears
 * while it is still hydrating the server's paint, right after (its handler has already stopped the native send).
 * Changing the state mid-hydration would make React paint parts it has not reached from the new state, find them
 * unlike the server's HTML and throw the whole page away (React error 418), and the press would be judged before
 * what the visitor chose in the server's paint reached the state (useAdoptForm); after it, neither.
 */
export function useWhenHydrated(): (action: () => void) => void {
  const hydrated = useHydrated();
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    if (hydrated) for (const action of waiting.current.splice(0)) action();
  }, [hydrated]);
  return (action) => (hydrated ? action() : void waiting.current.push(action));
}
