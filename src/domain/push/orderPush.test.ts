import { describe, expect, it } from 'vitest';
import { inAppPath } from '../security/urls';
import { type OrderPushFacts, orderPushPayload, orderPushText, pushAction, REFUND_LINE_TEXT } from './orderPush';
import { orderUpdateOf } from './orderUpdate';

const facts = (status: OrderPushFacts['status'], more: Partial<OrderPushFacts> = {}): OrderPushFacts => ({
  orderId: 'RB100017',
  restaurantName: 'Biryani House',
  status,
  userPin: '4821',
  paidOnline: false,
  ...more,
});

describe('order push texts', () => {
  it('names the restaurant and the order in every announced status, and opens Track Order while the order moves', () => {
    for (const status of ['confirmed', 'preparing', 'out for delivery'] as const) {
      const text = orderPushText(facts(status))!;
      expect(text.title).toContain('RB100017');
      expect(text.body).toContain('Biryani House');
      expect(text.body).toContain('RB100017');
      expect(text.link).toBe('/track-order?orderId=RB100017');
    }
  });

  it('says each step in its own words', () => {
    expect(orderPushText(facts('confirmed'))).toMatchObject({
      title: 'Order RB100017 confirmed',
      body: 'Biryani House has accepted your order RB100017 and will start preparing it shortly.',
    });
    expect(orderPushText(facts('preparing'))).toMatchObject({
      title: 'Order RB100017 is being prepared',
      body: 'Biryani House is preparing your order RB100017.',
    });
  });

  it('gives the delivery PIN when the order leaves the restaurant', () => {
    expect(orderPushText(facts('out for delivery'))).toMatchObject({
      title: 'Order RB100017 is out for delivery',
      body: 'Your order RB100017 from Biryani House is on its way. Delivery PIN: 4821 (share it only with the delivery partner).',
    });
    expect(orderPushText(facts('out for delivery', { userPin: null }))!.body).toBe(
      'Your order RB100017 from Biryani House is on its way.',
    );
  });

  it('says where the train meets a seat order (it said "is on its way" and "has been delivered", road words)', () => {
    const seat = {
      trainNumber: '12955',
      trainName: 'Mumbai Central – Jaipur Superfast Express',
      stationCode: 'BRC',
      stationName: 'Vadodara Junction',
      coach: 'B2',
      berth: '34',
    };
    expect(orderPushText(facts('preparing', { seat }))!.body).toBe(
      'Biryani House is preparing your order RB100017 for your train at Vadodara Junction.',
    );
    expect(orderPushText(facts('out for delivery', { seat }))).toMatchObject({
      title: 'Order RB100017 is out for delivery',
      body:
        'Your order RB100017 from Biryani House is waiting on the platform at Vadodara Junction for coach B2, berth 34.' +
        ' Delivery PIN: 4821 (share it only with the delivery partner).',
    });
    expect(orderPushText(facts('delivered', { seat }))!.body).toBe(
      'Your order RB100017 from Biryani House was handed over at coach B2, berth 34. Enjoy your meal! Rate your order.',
    );
    expect(orderPushText(facts('delivered', { seat: { ...seat, berth: '' } }))!.body).toContain('at coach B2.');
    expect(orderPushText(facts('out for delivery', { seat: null }))!.body).toContain('is on its way.');
  });

  it('offers the rating once delivered, opening Order History with Rate Your Order', () => {
    const text = orderPushText(facts('delivered'))!;
    expect(text).toEqual({
      title: 'Order RB100017 delivered',
      body: 'Your order RB100017 from Biryani House has been delivered. Enjoy your meal! Rate your order.',
      link: '/user/order-history?order=RB100017&rate=1',
    });
    expect(pushAction(text.link)).toBe('rateOrder');
  });

  it('adds the refund line to a cancelled or rejected order only when it was paid online', () => {
    expect(orderPushText(facts('cancelled'))!.body).toBe('Your order RB100017 from Biryani House has been cancelled.');
    expect(orderPushText(facts('cancelled', { paidOnline: true }))!.body).toBe(
      `Your order RB100017 from Biryani House has been cancelled. ${REFUND_LINE_TEXT}`,
    );
    expect(orderPushText(facts('rejected'))).toEqual({
      title: 'Order RB100017 rejected',
      body: 'Biryani House could not accept your order RB100017.',
      link: '/user/order-history?order=RB100017',
    });
    expect(orderPushText(facts('rejected', { paidOnline: true }))!.body).toContain(REFUND_LINE_TEXT);
  });

  it('tells an expired unpaid online order that its payment failed', () => {
    expect(orderPushText(facts('payment failed'))).toEqual({
      title: 'Payment failed for order RB100017',
      body: 'The payment for your order RB100017 from Biryani House did not go through, so the order was not placed. You can try again from your cart.',
      link: '/user/order-history?order=RB100017',
    });
  });

  it('announces nothing for where an order starts (Pending, Payment Processing)', () => {
    expect(orderPushText(facts('pending'))).toBeNull();
    expect(orderPushText(facts('payment processing'))).toBeNull();
    expect(orderPushPayload(facts('pending'))).toBeNull();
  });

  it('keeps the order id safe inside the link', () => {
    const link = orderPushText(facts('preparing', { orderId: 'RB1&rate=1#x' }))!.link;
    expect(link).toBe('/track-order?orderId=RB1%26rate%3D1%23x');
    expect(inAppPath(link, 'https://railbite.example')).toBe(link);
  });
});

describe('order push payload', () => {
  it('carries the notification and the data fields the app reads, data values as strings', () => {
    expect(orderPushPayload(facts('out for delivery'))).toEqual({
      notification: {
        title: 'Order RB100017 is out for delivery',
        body: expect.stringContaining('Delivery PIN: 4821'),
      },
      data: {
        title: 'Order RB100017 is out for delivery',
        body: expect.stringContaining('Delivery PIN: 4821'),
        click_action: '/track-order?orderId=RB100017',
        orderId: 'RB100017',
        orderStatus: 'Out for Delivery',
        // The facts the app words the push from, in the customer's language.
        restaurantName: 'Biryani House',
        paidOnline: 'false',
        userPin: '4821',
      },
    });
  });

  it('is read back as an order update by the app', () => {
    expect(orderUpdateOf(orderPushPayload(facts('delivered')))).toEqual({ orderId: 'RB100017', status: 'delivered' });
  });
});

describe('orderUpdateOf', () => {
  it('refuses payloads that name no order, an unsafe id or an unknown status', () => {
    expect(orderUpdateOf({ notification: { title: 'Notifications are on' } })).toBeNull();
    expect(orderUpdateOf(null)).toBeNull();
    expect(orderUpdateOf({ data: { orderId: '../admin', orderStatus: 'Delivered' } })).toBeNull();
    expect(orderUpdateOf({ data: { orderId: 'RB1', orderStatus: 'Teleported' } })).toBeNull();
    expect(orderUpdateOf({ data: { orderId: 'RB1', orderStatus: 7 } })).toBeNull();
    expect(orderUpdateOf({ data: { orderId: ' RB1 ', orderStatus: 'out_for_delivery' } })).toEqual({
      orderId: 'RB1',
      status: 'out for delivery',
    });
  });
});

describe('pushAction', () => {
  it('names what the push button does from where it goes', () => {
    expect(pushAction('/track-order?orderId=RB1')).toBe('trackOrder');
    expect(pushAction('/user/order-history?order=RB1')).toBe('viewOrder');
    expect(pushAction('/user/order-history')).toBe('orderHistory');
    expect(pushAction('/user/order-history?order=RB1&rate=1')).toBe('rateOrder');
    expect(pushAction('/train/journey')).toBe('laterStation');
  });
});
