import { type OrderStatus, parseOrderStatus } from '../../domain/order/orderStatus';
import { type MessageId, t } from './i18n';

/** Each order status's message id. */
export const STATUS_MESSAGES: Record<OrderStatus, MessageId> = {
  pending: 'status.pending',
  confirmed: 'status.confirmed',
  preparing: 'status.preparing',
  'out for delivery': 'status.outForDelivery',
  delivered: 'status.delivered',
  cancelled: 'status.cancelled',
  rejected: 'status.rejected',
  'payment failed': 'status.paymentFailed',
  'payment processing': 'status.paymentProcessing',
  'not delivered': 'status.notDelivered',
};

/** An order status as the customer reads it in their language; 'Unknown' for a value the domain does not know. */
export const orderStatusText = (value: string | null | undefined): string => {
  const status = parseOrderStatus(value);
  return t(status ? STATUS_MESSAGES[status] : 'status.unknown');
};
