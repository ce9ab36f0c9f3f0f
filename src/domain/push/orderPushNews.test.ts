import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderPushNews } from '../../../test/helpers/pushArbitraries';
import { orderPushPayload } from './orderPush';
import { orderPushNewsOf } from './orderPushNews';

describe('orderPushNewsOf', () => {
  it('reads back the facts of every push the server sends about an order (what the app words the push from)', () => {
    fc.assert(
      fc.property(orderPushNews, (news) => {
        expect(orderPushNewsOf(orderPushPayload(news))).toEqual(news);
      }),
    );
  });

  it('is null for a push that does not carry its facts: it is shown as it came', () => {
    expect(orderPushNewsOf({ notification: { title: 'Notifications are on', body: 'Hi Priya' } })).toBeNull();
    // A server that sends only its words and the order's id and status.
    expect(
      orderPushNewsOf({ data: { orderId: 'RB1', orderStatus: 'Delivered', title: 'Order RB1 delivered' } }),
    ).toBeNull();
    expect(
      orderPushNewsOf({ data: { orderId: '../x', orderStatus: 'Delivered', restaurantName: 'Dosa Point' } }),
    ).toBeNull();
    // Not a status a push announces.
    expect(
      orderPushNewsOf({ data: { orderId: 'RB1', orderStatus: 'Pending', restaurantName: 'Dosa Point' } }),
    ).toBeNull();
  });

  it('drops what it cannot trust and keeps the rest: a PIN that is not digits, a seat without its coach', () => {
    expect(
      orderPushNewsOf({
        data: {
          orderId: 'RB1',
          orderStatus: 'out_for_delivery',
          restaurantName: ' Dosa Point ',
          userPin: '<b>1</b>',
          paidOnline: 'yes',
          stationName: 'Kota Junction',
        },
      }),
    ).toEqual({
      orderId: 'RB1',
      status: 'out for delivery',
      restaurantName: 'Dosa Point',
      userPin: null,
      paidOnline: false,
      seat: null,
    });
  });
});
