import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from './istTime';
import { SEAT_CANCEL_TEXTS, SEAT_ORDER_STATUSES, seatCancellation, seatOrderStatus, seatOrderSteps } from './seatOrder';

const NOON = Date.parse('2026-11-22T06:30:00Z'); // 12:00 IST
const rank = (status: string) => SEAT_ORDER_STATUSES.indexOf(status as never);

describe('seat order status', () => {
  const order = { cancelled: false, confirmedAt: NOON, handover: NOON + 60 * MINUTE_MS };

  it('goes Confirmed → Preparing → Out for delivery at the platform (20 min before arrival) → Delivered at the handover', () => {
    expect(seatOrderStatus(order, NOON + MINUTE_MS)).toBe('Confirmed');
    expect(seatOrderStatus(order, NOON + 10 * MINUTE_MS)).toBe('Preparing');
    expect(seatOrderStatus(order, NOON + 40 * MINUTE_MS)).toBe('Out for delivery at the platform');
    expect(seatOrderStatus(order, NOON + 60 * MINUTE_MS)).toBe('Delivered');
  });

  it('an order for a train tomorrow morning stays Confirmed overnight: cooked in the last hour, out 20 min before', () => {
    const tomorrow = { cancelled: false, confirmedAt: NOON, handover: NOON + 11 * 60 * MINUTE_MS };
    expect(seatOrderStatus(tomorrow, NOON + 15 * MINUTE_MS)).toBe('Confirmed');
    expect(seatOrderStatus(tomorrow, NOON + 9 * 60 * MINUTE_MS)).toBe('Confirmed');
    expect(seatOrderStatus(tomorrow, NOON + 10 * 60 * MINUTE_MS)).toBe('Preparing');
    expect(seatOrderStatus(tomorrow, NOON + (11 * 60 - 21) * MINUTE_MS)).toBe('Preparing');
    expect(seatOrderStatus(tomorrow, NOON + (11 * 60 - 20) * MINUTE_MS)).toBe('Out for delivery at the platform');
    expect(seatOrderSteps(tomorrow)).toEqual({
      preparing: NOON + 10 * 60 * MINUTE_MS,
      toPlatform: NOON + (11 * 60 - 20) * MINUTE_MS,
      handover: tomorrow.handover,
    });
  });

  it('an order placed just before the platform step is confirmed, then goes out: never Preparing after it', () => {
    const late = { cancelled: false, confirmedAt: NOON, handover: NOON + 21 * MINUTE_MS };
    expect(seatOrderStatus(late, NOON)).toBe('Confirmed');
    expect(seatOrderStatus(late, NOON + MINUTE_MS)).toBe('Out for delivery at the platform');
    expect(seatOrderSteps(late).preparing).toBe(NOON + MINUTE_MS);
  });

  it('is Placed while unpaid and Not delivered if still unpaid at the handover; Cancelled whatever the time', () => {
    expect(seatOrderStatus({ ...order, confirmedAt: null }, NOON)).toBe('Placed');
    expect(seatOrderStatus({ ...order, confirmedAt: null }, NOON + 61 * MINUTE_MS)).toBe('Not delivered');
    expect(seatOrderStatus({ ...order, cancelled: true }, NOON + 61 * MINUTE_MS)).toBe('Cancelled');
  });

  it('is Not delivered, never Delivered, when the hand-over at the seat fails; up to then it moves as usual', () => {
    const failing = { ...order, handoverFailed: true };
    expect(seatOrderStatus(failing, NOON + 40 * MINUTE_MS)).toBe('Out for delivery at the platform');
    expect(seatOrderStatus(failing, NOON + 60 * MINUTE_MS)).toBe('Not delivered');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 900 }), (handoverIn, at) => {
        const times = { ...failing, handover: NOON + handoverIn * MINUTE_MS };
        expect(seatOrderStatus(times, NOON + at * MINUTE_MS)).not.toBe('Delivered');
      }),
    );
  });

  it('property: a confirmed order never steps back as time passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 600 }),
        (handoverIn, first, later) => {
          const times = { cancelled: false, confirmedAt: NOON, handover: NOON + handoverIn * MINUTE_MS };
          const [a, b] = [first, first + later].map((minutes) => seatOrderStatus(times, NOON + minutes * MINUTE_MS));
          expect(rank(b!)).toBeGreaterThanOrEqual(rank(a!));
        },
      ),
    );
  });
});

describe('seat order cancellation', () => {
  const orderBy = NOON + 30 * MINUTE_MS;

  it('is allowed until the order-by time with a full refund of what was paid online; nothing for cash', () => {
    expect(seatCancellation({ status: 'Preparing', orderBy, paidPaise: 45_900 }, NOON)).toEqual({
      allowed: true,
      closesAt: orderBy,
      refundPaise: 45_900,
    });
    expect(seatCancellation({ status: 'Confirmed', orderBy, paidPaise: 0 }, NOON)).toEqual({
      allowed: true,
      closesAt: orderBy,
      refundPaise: 0,
    });
  });

  it('after the order-by time, or once closed, says why not', () => {
    expect(seatCancellation({ status: 'Preparing', orderBy, paidPaise: 100 }, orderBy)).toEqual({
      allowed: false,
      reason: 'Cancellation closed at 12:30: the kitchen is already cooking your food',
    });
    expect(seatCancellation({ status: 'Delivered', orderBy, paidPaise: 100 }, NOON)).toEqual({
      allowed: false,
      reason: SEAT_CANCEL_TEXTS.delivered,
    });
    expect(seatCancellation({ status: 'Cancelled', orderBy, paidPaise: 100 }, NOON)).toEqual({
      allowed: false,
      reason: SEAT_CANCEL_TEXTS.cancelled,
    });
    expect(seatCancellation({ status: 'Not delivered', orderBy, paidPaise: 100 }, NOON)).toEqual({
      allowed: false,
      reason: SEAT_CANCEL_TEXTS.notDelivered,
    });
  });

  it('property: never allowed at or after the order-by time, whatever the delay; the refund never exceeds what was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: -600, max: 600 }),
        fc.integer({ min: 0, max: 10_000_00 }),
        (delay, nowOffset, paid) => {
          const delayedOrderBy = orderBy + delay * MINUTE_MS;
          const now = delayedOrderBy + nowOffset * MINUTE_MS;
          const answer = seatCancellation({ status: 'Preparing', orderBy: delayedOrderBy, paidPaise: paid }, now);
          expect(answer.allowed).toBe(now < delayedOrderBy);
          if (answer.allowed) expect(answer.refundPaise).toBe(paid);
        },
      ),
    );
  });
});
