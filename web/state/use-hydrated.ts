import { useSyncExternalStore } from 'react';

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
