import { inject, injectable } from 'inversify';
import { ORDER_REFRESH_MS } from '../../domain/order/orderRefresh';
import { type PageLifecycle, PageLifecycleToken } from '../../infrastructure/ports/PageLifecycle';

/**
 * The one way an open order screen keeps itself current without push (FEATURES F-push): it reads its order(s) again
 * every ORDER_REFRESH_MS, and at once when the page is shown again or the network comes back, for as long as what it
 * shows may still move. The status screen, Track Order and Order History all follow their orders through this.
 */
@injectable()
export class OrderRefresh {
  constructor(@inject(PageLifecycleToken) private readonly lifecycle: PageLifecycle) {}

  /**
   * Calls `read` on each occasion on which `mayStillMove()` holds: nothing is asked of the server about a final
   * order (a list may hold a moving order again after a filter change, so it is asked on each occasion). Returns the
   * function that stops the occasions (the screen went away).
   */
  follow(read: () => unknown, mayStillMove: () => boolean): () => void {
    const occasion = () => {
      if (mayStillMove()) void read();
    };
    const timer = setInterval(occasion, ORDER_REFRESH_MS);
    const stopReturns = this.lifecycle.onReturn(occasion);
    const stop = () => {
      clearInterval(timer);
      stopReturns();
    };
    return stop;
  }
}
