import { injectable } from 'inversify';
import type { PageLifecycle } from '../../ports/PageLifecycle';

/**
 * pagehide and visibilitychange (to hidden): the last moments the browser reliably gives a page; visibilitychange
 * (to visible) and online: the moments a page that stood still may have missed news.
 */
@injectable()
export class BrowserPageLifecycle implements PageLifecycle {
  private readonly leaving = new Set<() => void>();
  private readonly returning = new Set<() => void>();

  constructor() {
    if (typeof window === 'undefined' || typeof document === 'undefined') return;
    const leave = () => this.leaving.forEach((listener) => listener());
    const back = () => this.returning.forEach((listener) => listener());
    window.addEventListener('pagehide', leave);
    window.addEventListener('online', back);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') leave();
      else back();
    });
  }

  onLeave(listener: () => void) {
    this.leaving.add(listener);
    return () => void this.leaving.delete(listener);
  }

  onReturn(listener: () => void) {
    this.returning.add(listener);
    return () => void this.returning.delete(listener);
  }
}
