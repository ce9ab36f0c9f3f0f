/**
 * The server sends each route as a prerendered picture of its first screen inside #root, marked `inert` and
 * hidden from assistive technology: nothing in it works before the app runs, so nobody should type into it or
 * hear it twice. The app's first commit replaces it; then #root is made live.
 */
export function revealApp(root: HTMLElement | null = document.getElementById('root')) {
  if (!root) return;
  root.removeAttribute('inert');
  root.removeAttribute('aria-hidden');
}
