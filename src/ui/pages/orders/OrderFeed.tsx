import { observer } from 'mobx-react-lite';
import { memo } from 'react';
import type { OrderHistoryStore } from '../../../application/orders/OrderHistoryStore';
import type { Order } from '../../../domain/order/Order';
import { PlainButton } from '../../components/controls/PlainButton';
import { useRenderInSteps } from '../../components/lists/useRenderInSteps';
import { useT } from '../../i18n/useT';
import { OrderCard } from './OrderCard';
import css from './orderCard.module.css';

/**
 * Order cards drawn per task: one. A card is plain elements (a few ms of CPU); one per task keeps each step short on a
 * slow phone, and the page's first paint does not wait for the list.
 */
const ORDERS_PER_TASK = 1;

/**
 * A card is drawn again only when its order changed: the store replaces an order it updates (a rating, a re-read), so
 * the same object is the same order. Each step of the feed then draws one new card, not every card so far again.
 */
const StableOrderCard = memo(OrderCard);

/**
 * The listed orders as a feed of articles, busy while its cards are still being drawn (one per task), then 'Load
 * More' while there are more pages. Only this part draws again as cards arrive, not the filters above it.
 */
export const OrderFeed = observer(function OrderFeed({
  store,
  focused,
  onRate,
}: {
  store: OrderHistoryStore;
  focused: string | null;
  onRate: (order: Order, stars: number) => void;
}) {
  const t = useT();
  const { orders } = store;
  const shown = useRenderInSteps(orders.length, ORDERS_PER_TASK);
  const allShown = shown === orders.length;
  return (
    <>
      {orders.length > 0 && (
        <div role="feed" aria-label={t('orders.feed')} aria-busy={!allShown} className={css.feed}>
          {orders.slice(0, shown).map((order) => (
            <StableOrderCard key={order.orderId} order={order} onRate={onRate} focused={order.orderId === focused} />
          ))}
        </div>
      )}
      {store.hasMore && allShown && (
        <PlainButton
          variant="outlined"
          onClick={() => void store.loadMore()}
          disabled={store.loadingMore}
          className={css.loadMore}
        >
          {t('orders.loadMore')}
        </PlainButton>
      )}
    </>
  );
});
