import { parseOrderStatus } from '../../domain/order/orderStatus';
import { t } from '../i18n/i18n';
import { formatRupees } from './formatRupees';

/** What a cancellation gives back, said before confirming (FEATURES F-cancel, F-train): paise. */
export const refundText = (paise: number): string =>
  paise > 0 ? t('ordering.refund.amount', { amount: formatRupees(paise) }) : t('ordering.refund.nothing');

/** The money line of an order cancelled or rejected by the restaurant (FEATURES F-cancel, F-push): paise refunded. */
export const closedOrderText = (status: string, paise: number): string =>
  parseOrderStatus(status) === 'rejected'
    ? t('ordering.refund.rejected', { refund: refundText(paise) })
    : refundText(paise);
