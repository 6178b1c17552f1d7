import { useEffect, type RefObject } from 'react';

let navigated = false;

/** called when the app moves to another path (not on the first page load) */
export const markNavigated = (): void => {
  navigated = true;
};

/** whether the page was reached by an in-app navigation rather than loaded */
export const cameByNavigation = (): boolean => navigated;

let traversed = false;

/** called on every history change: whether it moved through the browser's history (Back, Forward) */
export const markTraversed = (yes: boolean): void => {
  traversed = yes;
};

/** whether the page was reached through the history (Back, Forward) or is a document the browser reloaded or restored */
export function cameByHistory(): boolean {
  if (navigated) return traversed;
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * After an in-app navigation, a page's <main> takes focus when it mounts, so keyboard and screen-reader
 * users start at the new content; on the first page load focus stays at the top of the document.
 */
export function useFocusOnNavigation(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (navigated) ref.current?.focus({ preventScroll: true });
  }, [ref]);
}
