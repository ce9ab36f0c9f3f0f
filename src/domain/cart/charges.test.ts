import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billFor, DELIVERY_CHARGE, GST_LABEL, hasFreeDelivery, offerDiscount, PLATFORM_FEE } from './charges';

describe('bill', () => {
  it('charges ₹30 delivery up to ₹199 and none above', () => {
    expect(hasFreeDelivery(19_900)).toBe(false);
    expect(hasFreeDelivery(19_901)).toBe(true);
    expect(billFor(19_900, null).deliveryCharge).toBe(DELIVERY_CHARGE);
    expect(billFor(25_000, null).deliveryCharge).toBe(0);
  });

  it('adds the ₹5 platform fee and 5% GST and restaurant charges', () => {
    const bill = billFor(20_000, null);
    expect(bill).toMatchObject({
      platformFee: PLATFORM_FEE,
      otherCharges: 1_000,
      otherChargesDetails: [{ label: GST_LABEL, amount: 1_000 }],
    });
    expect(bill.total).toBe(20_000 + 0 + 500 + 1_000);
  });

  it('an empty cart costs nothing', () => {
    expect(billFor(0, '20% OFF up to ₹100')).toMatchObject({
      total: 0,
      deliveryCharge: 0,
      platformFee: 0,
      showCOD: false,
    });
  });

  it('offers COD up to ₹2000', () => {
    expect(billFor(50_000, null).showCOD).toBe(true);
    expect(billFor(250_000, null).showCOD).toBe(false);
  });

  it('a free-delivery offer waives delivery on a small order', () => {
    expect(billFor(10_000, 'Free delivery').deliveryCharge).toBe(0);
  });
});

describe('offerDiscount', () => {
  it('reads the demo offers', () => {
    expect(offerDiscount('20% OFF up to ₹100', 30_000)).toBe(6_000);
    expect(offerDiscount('20% OFF up to ₹100', 90_000)).toBe(10_000);
    expect(offerDiscount('Flat ₹75 OFF above ₹299', 29_900)).toBe(0);
    expect(offerDiscount('Flat ₹75 OFF above ₹299', 30_000)).toBe(7_500);
    expect(offerDiscount('₹125 OFF above ₹499', 60_000)).toBe(12_500);
    expect(offerDiscount('Buy 1 Get 1 on select items', 60_000)).toBe(0);
    expect(offerDiscount(null, 60_000)).toBe(0);
  });

  it('never exceeds the items total, and the total is never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.constantFrom(null, '20% OFF up to ₹100', 'Flat ₹75 OFF above ₹299', '₹125 OFF above ₹499', 'Free delivery'),
        (subTotal, offer) => {
          const bill = billFor(subTotal, offer);
          expect(bill.discount).toBeLessThanOrEqual(subTotal);
          expect(bill.total).toBeGreaterThanOrEqual(0);
          expect(bill.total).toBe(
            subTotal === 0 ? 0 : subTotal + bill.deliveryCharge + bill.platformFee + bill.otherCharges - bill.discount,
          );
        },
      ),
    );
  });
});
