import { itemCount, type Order } from '../../domain/order/Order';
import { t } from '../i18n/i18n';
import { formatRupees } from './formatRupees';

/** '2 items', '1 item'. */
export const itemCountText = (count: number): string => t('common.items', { count });

/** An order's total and size, as its card and its screen say them: '₹630.35 · 2 items'. */
export const orderTotalText = (order: Order): string =>
  `${formatRupees(order.totalAmount)} · ${itemCountText(itemCount(order))}`;
