import { paiseFromRupees } from '../../../../domain/money/paise';
import type { OrderRecord } from '../../db/orderRecords';

/** What the customer has paid for an order: its total once paid online, nothing for cash on delivery or unpaid. */
export const paidPaise = (order: Pick<OrderRecord, 'paymentMethod' | 'paymentStatus' | 'totalAmount'>): number =>
  order.paymentMethod === 'online' && order.paymentStatus === 'Completed' ? paiseFromRupees(order.totalAmount) : 0;
