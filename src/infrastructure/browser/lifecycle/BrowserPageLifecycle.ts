import { injectable } from 'inversify';
import type { PageLifecycle } from '../../ports/PageLifecycle';

/** pagehide and visibilitychange (to hidden): the last moments the browser reliably gives a page. */
@injectable()
export class BrowserPageLifecycle implements PageLifecycle {
  private readonly listeners = new Set<() => void>();

  constructor() {
    if (typeof window === 'undefined' || typeof document === 'undefined') return;
    const leave = () => this.listeners.forEach((listener) => listener());
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') leave();
    });
  }

  onLeave(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
