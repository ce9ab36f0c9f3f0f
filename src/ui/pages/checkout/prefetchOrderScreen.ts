/**
 * Fetches the order's screen ahead when the browser is idle (the cash and the online order's screens are one file):
 * on a train the network may be gone by the time Place Order is pressed, and the order, placed, then had no screen to
 * show it ("You are offline"). The same import the route makes, so the route then finds the module loaded; a failed
 * fetch is left to the route itself. Returns the cancel.
 */
export function prefetchOrderScreen(): () => void {
  const prefetch = () => void import('../orderStatus/OrderStatusPage').catch(() => undefined);
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(prefetch, { timeout: 3_000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(prefetch, 1_000);
  return () => clearTimeout(timer);
}
