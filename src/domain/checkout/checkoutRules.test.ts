import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billFor, FREE_DELIVERY_ABOVE } from '../cart/charges';
import {
  amountToPay,
  FALLBACK_PLATFORM_FEE,
  localFallbackBill,
  LOCAL_FALLBACK_DELIVERY,
  LOCAL_FALLBACK_DISCOUNT,
  LOCAL_FALLBACK_FIXED_FEE,
} from './checkoutBill';
import { DIRECTIONS_MAX_LENGTH, NO_INSTRUCTIONS, normalizedInstructions } from './deliveryInstructions';
import { effectivePaymentMethod, paymentMethodsOffered } from './PaymentMethod';
import { isSettled, parsePaymentStatus } from './PaymentStatus';

describe('payment method (FEATURES F-checkout: Checkout)', () => {
  it('offers cash on delivery only when the server says showCOD', () => {
    expect(paymentMethodsOffered(true)).toEqual(['online', 'cod']);
    expect(paymentMethodsOffered(false)).toEqual(['online']);
  });

  it('places with the chosen method while it is offered, else online', () => {
    expect(effectivePaymentMethod('cod', true)).toBe('cod');
    expect(effectivePaymentMethod('cod', false)).toBe('online');
    expect(effectivePaymentMethod('online', true)).toBe('online');
  });
});

describe('local fallback bill (FEATURES F-checkout)', () => {
  it('charges delivery ₹30, the ₹5 platform fee and the ₹18 fixed fee, minus ₹10', () => {
    expect(localFallbackBill(15_000)).toEqual({
      subTotal: 15_000,
      deliveryCharge: LOCAL_FALLBACK_DELIVERY,
      discount: LOCAL_FALLBACK_DISCOUNT,
      platformFee: FALLBACK_PLATFORM_FEE,
      otherCharges: LOCAL_FALLBACK_FIXED_FEE,
      otherChargesDetails: [{ label: 'Fixed fee', amount: LOCAL_FALLBACK_FIXED_FEE }],
      total: 15_000 + 3_000 + 500 + 1_800 - 1_000,
      showCOD: false,
    });
  });

  it('keeps free delivery above ₹199, never offers cash on delivery, and an empty cart costs nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (subTotal) => {
        const bill = localFallbackBill(subTotal);
        expect(bill.deliveryCharge).toBe(subTotal > FREE_DELIVERY_ABOVE ? 0 : LOCAL_FALLBACK_DELIVERY);
        expect(bill.total).toBe(subTotal + bill.deliveryCharge + bill.platformFee + bill.otherCharges - bill.discount);
        expect(bill.total).toBeGreaterThan(0);
        expect(bill.showCOD).toBe(false);
      }),
    );
    expect(localFallbackBill(0).total).toBe(0);
  });

  it('adds the tip to what is paid', () => {
    expect(amountToPay(billFor(25_000, null), 2_000)).toBe(billFor(25_000, null).total + 2_000);
    expect(amountToPay({ total: 10_000 }, -500)).toBe(10_000);
  });
});

describe('delivery instructions', () => {
  it('trims and cuts the directions, and refuses a negative or fractional tip', () => {
    const long = `  ${'x'.repeat(DIRECTIONS_MAX_LENGTH + 50)}  `;
    expect(normalizedInstructions({ ...NO_INSTRUCTIONS, directionToReach: long, tip: 1_000 })).toMatchObject({
      directionToReach: 'x'.repeat(DIRECTIONS_MAX_LENGTH),
      tip: 1_000,
    });
    expect(normalizedInstructions({ ...NO_INSTRUCTIONS, tip: -100 }).tip).toBe(0);
    expect(normalizedInstructions({ ...NO_INSTRUCTIONS, tip: 10.5 }).tip).toBe(0);
  });
});

describe('payment status (FEATURES F-checkout)', () => {
  it('reads Pending, Completed and Failed in any case, and nothing else', () => {
    expect(parsePaymentStatus('completed')).toBe('Completed');
    expect(parsePaymentStatus(' FAILED ')).toBe('Failed');
    expect(parsePaymentStatus('Pending')).toBe('Pending');
    expect(parsePaymentStatus('refunded')).toBeNull();
  });

  it('only a Pending payment is checked again', () => {
    expect(isSettled('Pending')).toBe(false);
    expect(isSettled('Completed')).toBe(true);
    expect(isSettled('Failed')).toBe(true);
  });
});
