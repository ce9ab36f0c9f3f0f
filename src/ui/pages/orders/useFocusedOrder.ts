import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OrderHistoryStore } from '../../../application/orders/OrderHistoryStore';
import { isSafeResourceId } from '../../../domain/security/resourceId';

/**
 * The order a push opened (/user/order-history?order=RB…[&rate=1]): listed under All Orders (Load More until it
 * is, while there is more), expanded by its card, and for a delivered order Rate Your Order offered once (the
 * rate flag then leaves the address). Call from an observer component: it reads the store.
 */
export function useFocusedOrder(store: OrderHistoryStore): string | null {
  const [params, setParams] = useSearchParams();
  const asked = params.get('order');
  const focused = isSafeResourceId(asked) ? asked : null;
  const rate = params.get('rate') === '1';
  const filtered = store.filter !== '';
  const listed =
    focused !== null && store.status === 'loaded' && store.orders.some((order) => order.orderId === focused);

  useEffect(() => {
    if (focused && filtered) void store.selectFilter('');
  }, [store, focused, filtered]);

  const searching =
    focused !== null && !filtered && store.status === 'loaded' && !listed && store.hasMore && !store.loadingMore;
  useEffect(() => {
    if (searching) void store.loadMore();
  }, [store, searching]);

  useEffect(() => {
    if (!focused || !rate || !listed) return;
    store.offerRating(focused);
    setParams({ order: focused }, { replace: true });
  }, [store, focused, rate, listed, setParams]);

  return focused;
}
