import fc from 'fast-check';
import { ANNOUNCED_STATUSES, type OrderPushNews } from '../../src/domain/push/orderPush';
import type { RescuePushNews } from '../../src/domain/train/rescuePushNews';

/** Text as a server sends it: not empty, no spaces around it. */
const word = (most: number) =>
  fc.string({ minLength: 1, maxLength: most }).filter((text) => text.trim() === text && text !== '');

/** Any announced push about an order: to an address or to a seat, with or without a PIN, paid or not. */
export const orderPushNews: fc.Arbitrary<OrderPushNews> = fc.record({
  orderId: fc.stringMatching(/^RB\d{6}$/),
  status: fc.constantFrom(...ANNOUNCED_STATUSES),
  restaurantName: word(40),
  userPin: fc.option(fc.stringMatching(/^\d{4}$/), { nil: null }),
  paidOnline: fc.boolean(),
  seat: fc.option(
    fc.record({
      stationName: word(30),
      coach: fc.stringMatching(/^[A-Z]{1,2}\d{1,2}$/),
      berth: fc.constantFrom('', '7', '34'),
    }),
    { nil: null },
  ),
});

const station = fc.record({ code: fc.stringMatching(/^[A-Z]{2,4}$/), name: word(30) });
/** An instant in the demo's years (epoch ms). */
const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) });
const refundPaise = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000 }));

/** Any push about a seat order delay rescue cancelled (late, or its station skipped) or that was not delivered. */
export const rescuePushNews: fc.Arbitrary<RescuePushNews> = fc.oneof(
  fc.record({
    orderId: fc.stringMatching(/^RB\d{6}$/),
    closure: fc.oneof(
      fc.record({ kind: fc.constant('rescued' as const), station, expectedArrival: instant, refundPaise }),
      fc.record({ kind: fc.constant('skipped' as const), station, refundPaise }),
    ),
    laterStations: fc.array(fc.record({ code: station.map((s) => s.code), name: word(30), orderBy: instant }), {
      maxLength: 3,
    }),
  }),
  fc.record({
    orderId: fc.stringMatching(/^RB\d{6}$/),
    closure: fc.record({ kind: fc.constant('notDelivered' as const), station, refundPaise }),
    laterStations: fc.constant<RescuePushNews['laterStations']>([]),
  }),
);
