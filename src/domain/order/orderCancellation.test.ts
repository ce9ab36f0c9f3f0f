import fc from 'fast-check';
import { expect, it } from 'vitest';
import { ORDER_CANCEL_TEXTS, orderCancellation } from './orderCancellation';
import { ORDER_STATUSES } from './orderStatus';

it('allows cancelling until the restaurant starts preparing, with a full refund of what was paid online', () => {
  expect(orderCancellation('Pending', 24_950)).toEqual({ allowed: true, refundPaise: 24_950, reason: null });
  expect(orderCancellation('CONFIRMED', 0)).toEqual({ allowed: true, refundPaise: 0, reason: null });
});

it('says why an order can no longer be cancelled', () => {
  expect(orderCancellation('Preparing', 100).reason).toBe('Being prepared: it can no longer be cancelled');
  expect(orderCancellation('Out for Delivery', 100).reason).toBe('On its way: it can no longer be cancelled');
  expect(orderCancellation('Delivered', 100).reason).toBe('This order has been delivered');
  expect(orderCancellation('Cancelled', 100).reason).toBe('This order is already cancelled');
  expect(orderCancellation('Rejected', 100).reason).toBe('The restaurant rejected this order');
  expect(orderCancellation('Payment Failed', 100).reason).toBe(ORDER_CANCEL_TEXTS.paymentFailed);
  expect(orderCancellation('Payment Processing', 100).reason).toBe(ORDER_CANCEL_TEXTS.paymentProcessing);
  expect(orderCancellation('Lost in space', 100).reason).toBe(ORDER_CANCEL_TEXTS.unknown);
});

it('never refunds anything when cancelling is refused, and never more than was paid', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.constantFrom(...ORDER_STATUSES), fc.string()),
      fc.integer({ min: -1_000_00, max: 10_000_00 }),
      (status, paid) => {
        const answer = orderCancellation(status, paid);
        expect(answer.allowed).toBe(answer.reason === null);
        expect(answer.refundPaise).toBeGreaterThanOrEqual(0);
        expect(answer.refundPaise).toBeLessThanOrEqual(Math.max(0, paid));
        if (!answer.allowed) expect(answer.refundPaise).toBe(0);
      },
    ),
  );
});
