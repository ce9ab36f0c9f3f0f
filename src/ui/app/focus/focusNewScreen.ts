/** How long a new screen's heading is waited for (a lazily loaded screen shows a spinner first). */
export const HEADING_WAIT_MS = 3000;

/**
 * Moves the focus to the new screen's main heading, so a keyboard or screen-reader user starts reading the screen they
 * went to instead of staying on the link they left. A focus moved since the navigation (a field the screen focused
 * itself, a menu the customer opened meanwhile) is kept: `before` is where the focus was when the navigation began.
 * Returns a function that stops waiting (the customer went on before the heading arrived).
 */
export function focusNewScreen(
  main: () => HTMLElement | null,
  before: Element | null,
  frame = requestAnimationFrame,
): () => void {
  const started = Date.now();
  let stopped = false;
  let pending = 0;
  const attempt = () => {
    if (stopped) return;
    const container = main();
    const heading = container?.querySelector<HTMLElement>('h1');
    if (!container || !heading) {
      if (Date.now() - started < HEADING_WAIT_MS) pending = frame(attempt);
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && active !== before) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  };
  pending = frame(attempt);
  return () => {
    stopped = true;
    if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(pending);
  };
}
