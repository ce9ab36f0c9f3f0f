import { useCallback, useEffect, useRef, useState } from 'react';
import type { LazyScreen } from './lazyPage';
import { prefetchLater } from '../../prefetchLater';

/**
 * Why the last download failed: `offline` (the browser said so: the next `load()` once online downloads anew) or
 * `reloadNeeded` (it failed online too: some browsers keep a failed module download until the page is reloaded).
 */
export type PartFailure = 'offline' | 'reloadNeeded';

type PartState = 'idle' | 'loading' | 'ready' | PartFailure;

export interface OnDemandPart {
  /** Its code is in: render it. */
  ready: boolean;
  /** The last download failed: say why (the notice's words and its button follow it). */
  failure: PartFailure | undefined;
  load(): void;
  /** Hides the failure's notice. */
  dismiss(): void;
}

const isFailure = (state: PartState): state is PartFailure => state === 'offline' || state === 'reloadNeeded';

/**
 * A part of the layout whose code loads on first need (a drawer, a menu, a dialog, a background set-up), rendered
 * only once its code is in, and fetched ahead once the customer first touches the page (`prefetchLater`). A failed
 * download leaves the page as it is: offline, the notice says so and goes once the browser is back online, when the
 * next `load()` imports the part anew; a download that fails online as well asks for a reload. With `neededWhen`,
 * it loads as soon as that is true, and again once the browser is back online.
 */
export function useOnDemandPart<Props extends object>(part: LazyScreen<Props>, neededWhen?: boolean): OnDemandPart {
  const [state, setState] = useState<PartState>(() => (part.loaded() ? 'ready' : 'idle'));
  const current = useRef(state);
  const move = useCallback((next: PartState) => {
    current.current = next;
    setState(next);
  }, []);
  useEffect(() => prefetchLater(part.prefetch), [part]);
  const load = useCallback(() => {
    if (current.current === 'ready' || current.current === 'loading') return;
    move('loading');
    part.preload().then(
      () => move('ready'),
      () => move(navigator.onLine ? 'reloadNeeded' : 'offline'),
    );
  }, [part, move]);
  const dismiss = useCallback(() => {
    if (isFailure(current.current)) move('idle');
  }, [move]);
  useEffect(() => {
    const backOnline = () => {
      if (current.current === 'offline') move('idle');
      if (neededWhen && current.current !== 'ready') load();
    };
    if (neededWhen) load();
    window.addEventListener('online', backOnline);
    return () => window.removeEventListener('online', backOnline);
  }, [neededWhen, load, move]);
  return { ready: state === 'ready', failure: isFailure(state) ? state : undefined, load, dismiss };
}
