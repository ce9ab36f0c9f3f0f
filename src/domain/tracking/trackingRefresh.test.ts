import { expect, it } from 'vitest';
import { ORDER_STATUSES } from '../order/orderStatus';
import { endedUndelivered, statusMayStillChange } from './trackingRefresh';

it('Track Order keeps re-reading only an order still on its way (or one whose status it does not know yet)', () => {
  const reread = ORDER_STATUSES.filter(statusMayStillChange);
  expect(reread).toEqual(['pending', 'confirmed', 'preparing', 'out for delivery']);
  expect(statusMayStillChange(null)).toBe(true);
});

it('an order ended undelivered when its status is final and not Delivered (Track Order and the order screen say so)', () => {
  expect(ORDER_STATUSES.filter(endedUndelivered)).toEqual([
    'cancelled',
    'rejected',
    'payment failed',
    'payment processing',
    'not delivered',
  ]);
  expect(endedUndelivered(null)).toBe(false);
});
