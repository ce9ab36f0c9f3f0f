import { describe, expect, it } from 'vitest';
import { CHECKOUT_TEXT } from '../../../domain/checkout/checkoutTexts';
import { RATING_FAILED_TEXT, RATING_SUBMITTED_TEXT } from '../../../domain/order/rating';
import { CartResponseSchema } from '../schemas/cart';
import { OrderDtoSchema, PaymentStatusResponseSchema } from '../schemas/orders';
import { toCartSummary } from './cartMappers';
import { toCashOrderId, toOnlinePaymentStart, toOrder, toRatingMessage } from './orderMappers';

describe('order answers', () => {
  it('reads a loose live-API order: numeric strings, missing fields, rupees to paise', () => {
    const order = toOrder(
      OrderDtoSchema.parse({
        id: '12',
        orderId: 7788,
        restaurantId: 4,
        restaurantName: 'Chandni Chowk Paratha Wala',
        createdAt: 1763800000000,
        totalAmount: '249.50',
        items: [{ menuId: 401, itemName: 'Aloo Paratha', itemQuantity: '2', itemPrice: 99.5 }],
        tip: '10',
        gst: null,
        userPin: 4821,
      }),
    );
    expect(order).toMatchObject({
      orderId: '7788',
      restaurantImage: '',
      orderStatus: '',
      deliveryAgentId: null,
      totalAmount: 24_950,
      userPin: '4821',
      items: [{ menuId: '401', itemQuantity: 2, itemPrice: 9_950, itemRating: 0 }],
      restaurantLocation: null,
      deliveryLocation: null,
    });
    expect(order.charges).toMatchObject({ tip: 1_000, gst: 0, deliveryCharge: 0 });
    expect(order.createdAt).toBe(new Date(1763800000000).toISOString());
  });

  it('refuses a created time that names no date (found by the fuzz test: it used to throw a RangeError)', () => {
    expect(OrderDtoSchema.shape.createdAt.safeParse(-8_640_000_000_000_001).success).toBe(false);
    expect(OrderDtoSchema.shape.createdAt.safeParse(1763800000000).success).toBe(true);
  });

  it('refuses a payment status outside Pending, Completed and Failed', () => {
    expect(PaymentStatusResponseSchema.parse({ orderId: 5, paymentStatus: 'completed' })).toEqual({
      orderId: '5',
      paymentStatus: 'Completed',
    });
    expect(PaymentStatusResponseSchema.safeParse({ orderId: 5, paymentStatus: 'refunded' }).success).toBe(false);
  });
});

describe('placing answers', () => {
  it("opens the cod status route with the answer's orderStatus, else its orderId", () => {
    expect(toCashOrderId({ success: true, orderStatus: 'RB7', orderId: 'RB8' })).toBe('RB7');
    expect(toCashOrderId({ success: true, orderId: 'RB8' })).toBe('RB8');
    expect(() => toCashOrderId({ success: true })).toThrow(expect.objectContaining({ kind: 'malformed' }));
    expect(() => toCashOrderId({ success: false })).toThrow(
      expect.objectContaining({ kind: 'rejected', message: CHECKOUT_TEXT.codFailed }),
    );
  });

  it('declines an online start without success, and needs a redirectUrl with it', () => {
    expect(toOnlinePaymentStart({ success: false })).toEqual({
      kind: 'declined',
      message: CHECKOUT_TEXT.onlineStartFailed,
    });
    expect(toOnlinePaymentStart({ success: false, error: 'Gateway busy' })).toEqual({
      kind: 'declined',
      message: 'Gateway busy',
    });
    expect(toOnlinePaymentStart({ success: true, redirectUrl: 'https://pay.example/123' })).toEqual({
      kind: 'redirect',
      url: 'https://pay.example/123',
    });
    expect(() => toOnlinePaymentStart({ success: true })).toThrow(expect.objectContaining({ kind: 'malformed' }));
  });

  it("reads a rating answer: the server's message, or the spec's texts", () => {
    expect(toRatingMessage({ success: true })).toBe(RATING_SUBMITTED_TEXT);
    expect(toRatingMessage({ success: true, message: 'Thanks!' })).toBe('Thanks!');
    expect(() => toRatingMessage({ success: false })).toThrow(expect.objectContaining({ message: RATING_FAILED_TEXT }));
    expect(() => toRatingMessage({ success: false, message: 'Already rated' })).toThrow(
      expect.objectContaining({ message: 'Already rated' }),
    );
  });
});

it('applies the spec fallbacks where a cart answer omits them: platform fee ₹5, delivery 25-30 minutes (FEATURES F-checkout)', () => {
  const summary = toCartSummary(
    CartResponseSchema.parse({
      success: true,
      restaurantId: null,
      subTotal: 0,
      deliveryCharge: 0,
      discount: 0,
      total: 0,
      menuTotal: 0,
    }),
  );
  expect(summary).toMatchObject({ platformFee: 500, deliverTimeMin: 25, deliverTimeMax: 30 });
});
