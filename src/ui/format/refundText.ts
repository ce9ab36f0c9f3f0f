import { ORDER_CANCEL_TEXTS } from '../../domain/order/orderCancellation';
import { parseOrderStatus } from '../../domain/order/orderStatus';
import { formatRupees } from './formatRupees';

/** What a cancellation gives back, said before confirming (FEATURES F-cancel, F-train): paise. */
export const refundText = (paise: number): string =>
  paise > 0
    ? `Refund: ${formatRupees(paise)} to the way you paid.`
    : 'Nothing was paid (cash on delivery): nothing to refund.';

/** The money line of an order cancelled or rejected by the restaurant (FEATURES F-cancel, F-push): paise refunded. */
export const closedOrderText = (status: string, paise: number): string =>
  `${parseOrderStatus(status) === 'rejected' ? `${ORDER_CANCEL_TEXTS.rejected}. ` : ''}${refundText(paise)}`;
