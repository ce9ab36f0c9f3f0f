import { useSyncExternalStore } from 'react';

const nothingToFollow = () => () => {};

/**
 * False while React hydrates a prerendered page (and while the build prerenders it), true from the render after; a
 * screen rendered afresh (a later navigation, no prerendered page) is true at once. A part that depends on the visitor
 * (their cart, their sign-in) draws what the prerendered page has first, then updates: hydration keeps the page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToFollow,
    () => true,
    () => false,
  );
}
