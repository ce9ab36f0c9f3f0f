import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderMayStillMove } from './orderRefresh';
import { ORDER_STATUSES, parseOrderStatus } from './orderStatus';

describe('orderMayStillMove (open order screens keep reading an order until it is final)', () => {
  it('an order on its way or waiting for its payment may still move; a finished one does not', () => {
    expect(
      ['Pending', 'Confirmed', 'Preparing', 'Out for Delivery', 'Payment Processing'].map(orderMayStillMove),
    ).toEqual([true, true, true, true, true]);
    expect(['Delivered', 'Cancelled', 'Rejected', 'Payment Failed', 'Not Delivered'].map(orderMayStillMove)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('whatever the case or spacing the server uses, the answer is the status’s own', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.boolean(), (status, upper) => {
        const written = ` ${upper ? status.toUpperCase() : status} `;
        expect(orderMayStillMove(written)).toBe(orderMayStillMove(status));
      }),
    );
  });

  it('an unknown or missing status is read again rather than taken as final', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(parseOrderStatus(text) === null);
        expect(orderMayStillMove(text)).toBe(true);
      }),
    );
    expect(orderMayStillMove(null)).toBe(true);
  });
});
