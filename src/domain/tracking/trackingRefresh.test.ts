import { expect, it } from 'vitest';
import { ORDER_STATUSES } from '../order/orderStatus';
import { statusMayStillChange } from './trackingRefresh';

it('Track Order keeps re-reading only an order still on its way (or one whose status it does not know yet)', () => {
  const reread = ORDER_STATUSES.filter(statusMayStillChange);
  expect(reread).toEqual(['pending', 'confirmed', 'preparing', 'out for delivery']);
  expect(statusMayStillChange(null)).toBe(true);
});
