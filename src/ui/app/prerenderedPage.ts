/** Set by the build on the controls it disabled in a prerendered page (scripts/vite/prerenderPages.ts). */
const SHELL_DISABLED = 'data-shell-disabled';

/**
 * The server sends each route as a prerendered picture of its first screen inside #root, marked `inert` and
 * hidden from assistive technology, its controls disabled: nothing in it works before the app runs, so nobody
 * should type into it or hear it twice. Once the app has hydrated it, #root is made live.
 */
export function revealApp(root: HTMLElement | null = document.getElementById('root')) {
  if (!root) return;
  for (const control of root.querySelectorAll(`[${SHELL_DISABLED}]`)) {
    control.removeAttribute('disabled');
    control.removeAttribute(SHELL_DISABLED);
  }
  root.removeAttribute('inert');
  root.removeAttribute('aria-hidden');
}
