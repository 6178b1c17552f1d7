import { useEffect, type RefObject } from 'react';

let navigated = false;

/** called when the app moves to another path (not on the first page load) */
export const markNavigated = (): void => {
  navigated = true;
};

/** whether the page was reached by an in-app navigation rather than loaded */
export const cameByNavigation = (): boolean => navigated;

/**
 * After an in-app navigation, a page's <main> takes focus when it mounts, so keyboard and screen-reader
 * users start at the new content; on the first page load focus stays at the top of the document.
 */
export function useFocusOnNavigation(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (navigated) ref.current?.focus({ preventScroll: true });
  }, [ref]);
}
