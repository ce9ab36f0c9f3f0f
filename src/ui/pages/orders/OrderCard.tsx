import { useEffect, useId, useRef, useState } from 'react';
import { itemCount, type Order } from '../../../domain/order/Order';
import { isActiveOrder } from '../../../domain/order/orderHistory';
import { trainOrderWords } from '../../i18n/trainOrderWords';
import { PlainButton } from '../../components/controls/PlainButton';
import { PlainIconButton } from '../../components/controls/PlainIconButton';
import { PathIcon } from '../../components/icons/PathIcon';
import { formatDateTime } from '../../format/formatDateTime';
import { formatRupees } from '../../format/formatRupees';
import { closedOrderText } from '../../format/refundText';
import { CancelOrderButton } from './CancelOrderButton';
import { OrderDetails } from './OrderDetails';
import { ORDER_ICON_PATHS } from './orderIconPaths';
import { OrderRating } from './OrderRating';
import { OrderStatusBadge } from './OrderStatusBadge';
import { ReorderButton } from './ReorderButton';
import { RestaurantThumb } from './RestaurantThumb';
import css from './orderCard.module.css';
import { itemCountText } from '../../format/itemCount';
import { useT } from '../../i18n/useT';

/**
 * One order: restaurant, Order ID, date, status, total, item count and an arrow that expands the details.
 * A `focused` card (the order a push opened) expands and scrolls into view. Plain elements and a style sheet: the
 * cards are the page's content, drawn one per task (FEATURES F-bytes).
 */
export function OrderCard({
  order,
  onRate,
  focused = false,
}: {
  order: Order;
  onRate: (order: Order, stars: number) => void;
  focused?: boolean;
}) {
  const [open, setOpen] = useState(focused);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focused) return;
    setOpen(true);
    card.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [focused]);
  const titleId = useId();
  const detailsId = useId();
  const t = useT();
  const count = itemCount(order);
  return (
    <article ref={card} aria-labelledby={titleId} className={css.card}>
      <div className={css.summary}>
        <RestaurantThumb src={order.restaurantImage} name={order.restaurantName} />
        <div className={css.facts}>
          <div className={css.titleRow}>
            <h2 id={titleId} className={css.title}>
              {order.restaurantName}
            </h2>
            <OrderStatusBadge status={order.orderStatus} />
          </div>
          <p className={`${css.line} ${css.note}`}>{t('orderStatus.orderId', { id: order.orderId })}</p>
          <p className={`${css.line} ${css.note}`}>{formatDateTime(order.createdAt)}</p>
          {order.train && <p className={`${css.line} ${css.spaced}`}>{trainOrderWords(order.train)}</p>}
          <p className={`${css.line} ${css.spaced}`}>
            <strong>{formatRupees(order.totalAmount)}</strong> · {itemCountText(count)}
          </p>
          {order.refundPaise != null && (
            <p className={`${css.line} ${css.note} ${css.spaced}`}>
              {closedOrderText(order.orderStatus, order.refundPaise)}
            </p>
          )}
        </div>
        <PlainIconButton
          aria-label={t('orders.details')}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        >
          <PathIcon path={ORDER_ICON_PATHS.expand} className={open ? `${css.expand} ${css.expanded}` : css.expand} />
        </PlainIconButton>
      </div>
      <div className={css.actions}>
        <OrderRating order={order} onRate={(stars) => onRate(order, stars)} />
        <ReorderButton order={order} />
        <CancelOrderButton order={order} />
        {isActiveOrder(order) && (
          <PlainButton
            to="/track-order"
            state={{ orderId: order.orderId }}
            size="small"
            variant="contained"
            aria-label={t('orders.trackLabel', { id: order.orderId })}
          >
            {t('orderStatus.track')}
          </PlainButton>
        )}
      </div>
      {open && (
        <div id={detailsId} className={css.details}>
          <OrderDetails order={order} />
        </div>
      )}
    </article>
  );
}
