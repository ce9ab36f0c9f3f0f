import fc from 'fast-check';
import { ANNOUNCED_STATUSES, type OrderPushNews } from '../../src/domain/push/orderPush';

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
