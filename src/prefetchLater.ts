/** Fetched once the customer first presses or types on the page, or this long after start-up, whichever is first. */
export const PREFETCH_AFTER_MS = 15_000;

const INTERACTIONS = ['pointerdown', 'keydown'] as const;

type Page = Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: { onLine: boolean } };

/**
 * One page's queue of prefetches: they wait for its first touch (or the time) once, then run at once; offline, they
 * wait for the connection (a download that fails offline would stay failed).
 */
export function createPrefetchLater(page?: Page) {
  // The page is looked up when first needed: the build's prerender and Node tests have no window (nothing to fetch).
  const target = () => page ?? window;
  const waiting = new Set<() => void>();
  let state: 'idle' | 'armed' | 'fired' = 'idle';
  const fire = () => {
    if (state === 'fired') return;
    if (!target().navigator.onLine) {
      target().addEventListener('online', fire, { once: true });
      return;
    }
    state = 'fired';
    for (const type of INTERACTIONS) target().removeEventListener(type, fire, true);
    for (const prefetch of waiting) prefetch();
    waiting.clear();
  };
  return (prefetch: () => void): void => {
    if (page === undefined && typeof window === 'undefined') return;
    if (state === 'fired') {
      prefetch();
      return;
    }
    waiting.add(prefetch);
    if (state === 'armed') return;
    state = 'armed';
    for (const type of INTERACTIONS) target().addEventListener(type, fire, { capture: true, passive: true });
    setTimeout(fire, PREFETCH_AFTER_MS);
  };
}

/**
 * Fetches code that loads on demand (the account drawer, the toasts, the API adapters…) ahead of need, but after the
 * first screen: once the customer first touches the page, or PREFETCH_AFTER_MS after start-up. A train goes
 * through tunnels: code fetched while there is signal lets a drawer or a Reorder work in one (and some browsers keep
 * a chunk whose download failed as failed until the page is reloaded).
 */
export const prefetchLater = createPrefetchLater();
