import { useLayoutEffect } from 'react';

/**
 * Set by the build on the controls it disabled in a prerendered page (scripts/vite/disablePrerenderedControls.ts):
 * its value names the attribute the build added (`disabled`, or `aria-disabled` on an element with the button role).
 */
const SHELL_DISABLED = 'data-shell-disabled';

/** How long a prerendered control may wait for React to take it over before it is enabled regardless. */
const HYDRATION_WAIT_MS = 15_000;

/**
 * Whether React has rendered this element (its props are on it, under a `__reactProps$…` key). React sets them while
 * it renders a part of the page, before it commits the part: only a commit says the element stays.
 */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

function enableControls(root: HTMLElement, which: (control: Element) => boolean) {
  for (const control of root.querySelectorAll(`[${SHELL_DISABLED}]`)) {
    if (!which(control)) continue;
    const added = control.getAttribute(SHELL_DISABLED);
    if (added === 'disabled' || added === 'aria-disabled') control.removeAttribute(added);
    control.removeAttribute(SHELL_DISABLED);
  }
}

const appRoot = () => document.getElementById('root');

/**
 * Enables the prerendered controls React has taken over, when React commits a part of the page. The header, `main`
 * and the footer are each a Suspense boundary that React hydrates in a pass of its own, after the app's root
 * (RootLayout). Enabling a control as soon as React had rendered it lost clicks: where this visitor's screen differs
 * from the prerendered one, React throws the part's rendering away and renders it afresh, and a click on the old
 * control in between went nowhere.
 */
export function usePrerenderedControlsLive() {
  useLayoutEffect(() => {
    const root = appRoot();
    if (root) enableControls(root, isHydrated);
  }, []);
}

/** Rendered last inside a Suspense boundary over a part of the prerendered page: see usePrerenderedControlsLive. */
export function PrerenderedPartLive() {
  usePrerenderedControlsLive();
  return null;
}

/**
 * The server sends each route as a prerendered picture of its first screen inside #root, marked `inert` and
 * hidden from assistive technology, its controls disabled: nothing in it works before the app runs, so nobody
 * should type into it or hear it twice. Once the app's root is committed, #root is made live; each control is
 * enabled when React commits the part of the page it is in (a choice made earlier would be lost), or after 15 s
 * regardless.
 */
export function revealApp(root: HTMLElement | null = appRoot()) {
  if (!root) return;
  enableControls(root, isHydrated);
  root.removeAttribute('inert');
  root.removeAttribute('aria-hidden');
  if (root.querySelector(`[${SHELL_DISABLED}]`)) {
    setTimeout(() => enableControls(root, () => true), HYDRATION_WAIT_MS);
  }
}
