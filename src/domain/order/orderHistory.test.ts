import { expect, it } from 'vitest';
import { anOrder } from '../../../test/helpers/anOrder';
import { ORDERS_PAGE_SIZE } from './Order';
import { appendPage, deliveryPinOf, hasMoreAfter, isActiveOrder, withRating } from './orderHistory';
import { ratingSubmission } from './rating';

it('offers Load More only after a full page (FEATURES F-account)', () => {
  expect(hasMoreAfter(ORDERS_PAGE_SIZE)).toBe(true);
  expect(hasMoreAfter(ORDERS_PAGE_SIZE - 1)).toBe(false);
  expect(hasMoreAfter(0)).toBe(false);
});

it('shows the delivery PIN only while out for delivery', () => {
  expect(deliveryPinOf(anOrder({ orderStatus: 'Out for Delivery', userPin: '4821' }))).toBe('4821');
  expect(deliveryPinOf(anOrder({ orderStatus: 'out_for_delivery', userPin: '4821' }))).toBe('4821');
  expect(deliveryPinOf(anOrder({ orderStatus: 'Preparing', userPin: '4821' }))).toBeNull();
  expect(deliveryPinOf(anOrder({ orderStatus: 'Out for Delivery', userPin: null }))).toBeNull();
});

it('counts pending, confirmed, preparing and out-for-delivery orders as on their way', () => {
  const active = ['Pending', 'Confirmed', 'Preparing', 'Out for Delivery'];
  const done = ['Delivered', 'Cancelled', 'Rejected', 'Payment Failed', 'Payment Processing', 'teleported'];
  for (const status of active) expect(isActiveOrder({ orderStatus: status })).toBe(true);
  for (const status of done) expect(isActiveOrder({ orderStatus: status })).toBe(false);
});

it('updates an order in place after rating it', () => {
  const order = anOrder();
  const rated = withRating(
    order,
    ratingSubmission(order, { food: 5, delivery: 3, items: { m1: 4 }, comment: ' Great ' }),
  );
  expect(rated).toMatchObject({ foodRating: 5, deliveryRating: 3, comment: 'Great' });
  expect(rated.items.map((item) => item.itemRating)).toEqual([4, 0]);
});

it('appends a page without listing an order twice', () => {
  const [a, b, c] = ['RB1', 'RB2', 'RB3'].map((orderId) => anOrder({ orderId }));
  expect(appendPage([a!, b!], [b!, c!]).map((order) => order.orderId)).toEqual(['RB1', 'RB2', 'RB3']);
});
