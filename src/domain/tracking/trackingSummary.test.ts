import fc from 'fast-check';
import { expect, it } from 'vitest';
import { anOrder } from '../../../test/helpers/anOrder';
import { JAIPUR_TRAIN_PLACE } from '../../../test/helpers/trainPlaces';
import { midpoint, ROUTE_POINTS, routeBetween, SAMPLE_CUSTOMER_POINT, SAMPLE_RESTAURANT_POINT } from './trackingRoute';
import { newestOnItsWay, orderAmount, SAMPLE_TRACKING, trackingOf } from './trackingSummary';

const point = fc.record({
  latitude: fc.double({ min: -80, max: 80, noNaN: true }),
  longitude: fc.double({ min: -179, max: 179, noNaN: true }),
});

it('routes five points from the restaurant to the customer, never leaving the box between them', () => {
  fc.assert(
    fc.property(point, point, (from, to) => {
      const route = routeBetween(from, to);
      expect(route).toHaveLength(ROUTE_POINTS);
      expect(route[0]).toEqual(from);
      expect(route.at(-1)).toEqual(to);
      for (const { latitude, longitude } of route) {
        expect(latitude).toBeGreaterThanOrEqual(Math.min(from.latitude, to.latitude) - 1e-9);
        expect(latitude).toBeLessThanOrEqual(Math.max(from.latitude, to.latitude) + 1e-9);
        expect(longitude).toBeGreaterThanOrEqual(Math.min(from.longitude, to.longitude) - 1e-9);
        expect(longitude).toBeLessThanOrEqual(Math.max(from.longitude, to.longitude) + 1e-9);
      }
    }),
  );
  const centre = midpoint(SAMPLE_RESTAURANT_POINT, SAMPLE_CUSTOMER_POINT);
  expect(centre.latitude).toBeCloseTo(28.5886, 9);
  expect(centre.longitude).toBeCloseTo(77.23785, 9);
});

it("sums the sample's amount as price × quantity (FEATURES F-account)", () => {
  expect(
    orderAmount([
      { title: 'a', price: 1_000, quantity: 3 },
      { title: 'b', price: 250, quantity: 2 },
    ]),
  ).toBe(3_500);
  expect(SAMPLE_TRACKING.total).toBe(orderAmount(SAMPLE_TRACKING.items));
  expect(SAMPLE_TRACKING.route[0]).toEqual(SAMPLE_RESTAURANT_POINT);
  expect(SAMPLE_TRACKING.route.at(-1)).toEqual(SAMPLE_CUSTOMER_POINT);
});

it('tracks a real order with its own restaurant, lines, total and places', () => {
  const restaurantLocation = { latitude: 28.65, longitude: 77.21 };
  const deliveryLocation = { latitude: 28.63, longitude: 77.22 };
  const summary = trackingOf(anOrder({ restaurantLocation, deliveryLocation }), 'Cached drop');
  expect(summary).toMatchObject({
    orderId: 'RB1001',
    restaurant: 'Rajdhani Express Kitchen',
    userAddress: 'Paharganj, New Delhi',
    total: 45_000,
    sample: false,
    seatDelivery: false,
  });
  expect(summary.items).toEqual([
    { title: 'Dal Makhani', price: 18_000, quantity: 2 },
    { title: 'Butter Naan', price: 3_000, quantity: 3 },
  ]);
  expect(summary.route[0]).toEqual(restaurantLocation);
  expect(summary.route.at(-1)).toEqual(deliveryLocation);
});

it('knows an order handed over at a train seat (FEATURES F-train: Track Order follows the train)', () => {
  expect(trackingOf(anOrder({ train: JAIPUR_TRAIN_PLACE }), null).seatDelivery).toBe(true);
  expect(trackingOf(anOrder({ train: null }), null).seatDelivery).toBe(false);
  expect(SAMPLE_TRACKING.seatDelivery).toBe(false);
});

it('uses the cached drop address and the sample points when the order does not say', () => {
  const summary = trackingOf(anOrder({ deliveryAddress: '' }), 'Coach B4, Seat 32, New Delhi');
  expect(summary.userAddress).toBe('Coach B4, Seat 32, New Delhi');
  expect(summary.route).toEqual(routeBetween(SAMPLE_RESTAURANT_POINT, SAMPLE_CUSTOMER_POINT));
});

it('without an order asked for, follows the newest on its way, else none', () => {
  const delivered = anOrder({ orderId: 'RB3', orderStatus: 'Delivered' });
  const preparing = anOrder({ orderId: 'RB2', orderStatus: 'Preparing' });
  const cancelled = anOrder({ orderId: 'RB1', orderStatus: 'Cancelled' });
  const orders = [delivered, preparing, cancelled];
  expect(newestOnItsWay(orders)).toBe(preparing);
  expect(newestOnItsWay([delivered, cancelled])).toBeNull();
});
