import { useCallback, useEffect, useRef, useState } from 'react';
import type { LazyScreen } from './lazyPage';
import { prefetchLater } from '../../prefetchLater';

type PartState = 'idle' | 'loading' | 'ready' | 'failed';

export interface OnDemandPart {
  /** Its code is in: render it. */
  ready: boolean;
  /** The last download failed (offline, mostly): say so; the next `load()` downloads again. */
  failed: boolean;
  load(): void;
  /** Hides the failure's notice. */
  dismiss(): void;
}

/**
 * A part of the layout whose code loads on first need (a drawer, a menu, a dialog, a background set-up), rendered
 * only once its code is in, and fetched ahead once the customer first touches the page (`prefetchLater`). Rendered
 * through React.lazy, a failed download reached the app's error page, which took the place of the whole layout.
 * Here the page stays as it is and the next `load()` tries again (Chromium answers it from its memory of the failure
 * until the page is reloaded: the notice offers Reload once online). With `neededWhen`, it loads as soon as that is
 * true, and again once the browser is back online.
 */
export function useOnDemandPart<Props extends object>(part: LazyScreen<Props>, neededWhen?: boolean): OnDemandPart {
  const [state, setState] = useState<PartState>(() => (part.loaded() ? 'ready' : 'idle'));
  const current = useRef(state);
  useEffect(() => prefetchLater(part.prefetch), [part]);
  const load = useCallback(() => {
    if (current.current === 'ready' || current.current === 'loading') return;
    const move = (next: PartState) => {
      current.current = next;
      setState(next);
    };
    move('loading');
    part.preload().then(
      () => move('ready'),
      () => move('failed'),
    );
  }, [part]);
  const dismiss = useCallback(() => {
    if (current.current !== 'failed') return;
    current.current = 'idle';
    setState('idle');
  }, []);
  useEffect(() => {
    if (!neededWhen) return;
    load();
    const retry = () => {
      if (current.current === 'failed') load();
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [neededWhen, load]);
  return { ready: state === 'ready', failed: state === 'failed', load, dismiss };
}
