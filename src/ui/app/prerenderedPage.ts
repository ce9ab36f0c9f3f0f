/** Set by the build on the controls it disabled in a prerendered page (scripts/vite/prerenderPages.ts). */
const SHELL_DISABLED = 'data-shell-disabled';

/** How long a prerendered control may wait for React to take it over before it is enabled regardless. */
const HYDRATION_WAIT_MS = 15_000;

/**
 * Whether React has taken this element over (hydrated it, so its event handlers are attached). React keeps its
 * props on the element under a `__reactProps$…` key; a control enabled before that would drop what people do.
 */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

function enableControls(root: HTMLElement, startedAt: number) {
  const waiting = [...root.querySelectorAll(`[${SHELL_DISABLED}]`)];
  const giveUp = Date.now() - startedAt > HYDRATION_WAIT_MS;
  for (const control of waiting) {
    if (!giveUp && !isHydrated(control)) continue;
    control.removeAttribute('disabled');
    control.removeAttribute(SHELL_DISABLED);
  }
  // A part of the page inside a Suspense boundary hydrates later than the app's root: its controls wait for it.
  if (root.querySelector(`[${SHELL_DISABLED}]`)) requestAnimationFrame(() => enableControls(root, startedAt));
}

/**
 * The server sends each route as a prerendered picture of its first screen inside #root, marked `inert` and
 * hidden from assistive technology, its controls disabled: nothing in it works before the app runs, so nobody
 * should type into it or hear it twice. Once the app has hydrated it, #root is made live, and each control is
 * enabled as soon as React has taken it over (a choice made earlier would be lost).
 */
export function revealApp(root: HTMLElement | null = document.getElementById('root')) {
  if (!root) return;
  enableControls(root, Date.now());
  root.removeAttribute('inert');
  root.removeAttribute('aria-hidden');
}
