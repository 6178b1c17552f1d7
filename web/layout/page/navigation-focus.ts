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

/** how the browser loaded this document: its address, and its type ('navigate', 'reload', 'back_forward') */
const loading = () => performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
const loadedBy = () => loading()?.type;

/**
 * Called once, as the page's code starts: an address other than the one the document loaded at means the visitor went
 * Back or Forward through the entries this document had made before the code could hear it (a reload, then Back at
 * once). What shows is then not what the server painted, so focus follows it as after a move in the app.
 */
export function markMovedBeforeCode(): void {
  const entry = loading();
  if (!entry) return;
  const loaded = new URL(entry.name);
  if (loaded.pathname + loaded.search === location.pathname + location.search) return;
  navigated = true;
  traversed = true;
}

/** whether the page was reached through the history (Back, Forward) or is a document the browser reloaded or restored */
export const cameByHistory = (): boolean => (navigated ? traversed : loadedBy() === 'reload' || loadedBy() === 'back_forward');

/**
 * whether the page was reached by Back or Forward: within the app, or as a document the browser loaded for it (which
 * one the browser does is not the visitor's to see: after a reload, an entry made before it is sometimes loaded anew)
 */
export const cameByBackForward = (): boolean => (navigated ? traversed : loadedBy() === 'back_forward');

/**
 * After an in-app navigation, a page's <main> takes focus when it mounts, so keyboard and screen-reader
 * users start at the new content; on the first page load focus stays at the top of the document.
 */
export function useFocusOnNavigation(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (navigated) ref.current?.focus({ preventScroll: true });
  }, [ref]);
}
