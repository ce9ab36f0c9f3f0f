import { useId } from 'react';
import type { Order } from '../../../domain/order/Order';
import { isActiveOrder } from '../../../domain/order/orderHistory';
import { isRateable } from '../../../domain/order/rating';
import { StarChoice } from '../../components/rating/StarChoice';
import { StarScore } from '../../components/rating/StarScore';
import { useT } from '../../i18n/useT';
import css from './orderCard.module.css';

/**
 * The stars of a card: the order's rating, or stars to click for one (a click opens Rate Your Order; on an order
 * still on its way, labelled 'Rate once delivered', it says that only delivered orders can be rated). Closed orders
 * show none.
 */
export function OrderRating({ order, onRate }: { order: Order; onRate: (stars: number) => void }) {
  const t = useT();
  const labelId = useId();
  const rating = order.foodRating || order.rating;
  if (rating === 0 && !isRateable(order) && !isActiveOrder(order)) return null;
  if (rating > 0) {
    return (
      <div className={css.rating}>
        <p className={`${css.line} ${css.note}`}>{t('ordering.rate.yours')}</p>
        <StarScore value={rating} />
      </div>
    );
  }
  return (
    <div className={css.rating}>
      <p className={`${css.line} ${css.note} ${css.ratingLabel}`} id={labelId}>
        {isRateable(order) ? t('ordering.rate.thisOrder') : t('ordering.rate.onceDelivered')}
      </p>
      <StarChoice name={`rate-${order.orderId}`} labelledBy={labelId} value={0} onChange={onRate} />
    </div>
  );
}
