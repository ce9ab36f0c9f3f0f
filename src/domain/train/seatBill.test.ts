import fc from 'fast-check';
import { expect, it } from 'vitest';
import { seatDeliveryBill } from './seatBill';

it('a seat bill drops the road delivery fee and nothing else', () => {
  expect(seatDeliveryBill({ subTotal: 30_000, deliveryCharge: 4_000, platformFee: 500, total: 34_500 })).toEqual({
    subTotal: 30_000,
    deliveryCharge: 0,
    platformFee: 500,
    total: 30_500,
  });
  fc.assert(
    fc.property(fc.nat(100_000), fc.nat(10_000), (rest, delivery) => {
      const seat = seatDeliveryBill({ deliveryCharge: delivery, total: rest + delivery });
      expect(seat).toEqual({ deliveryCharge: 0, total: rest });
    }),
  );
});
