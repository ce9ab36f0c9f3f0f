import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMMISSION_OPTIONS,
  defaultContractTerms,
  contractTermsToInput,
  normalizeMinimumOrderInput,
  validateContractTerms,
} from './contract';
import { estimateMonthlyEarnings, splitByPercent } from './earnings';

describe('earnings estimate', () => {
  it('assumes ₹350 orders, 25 a day for 30 days, at the standard 20% commission', () => {
    const estimate = estimateMonthlyEarnings(20);
    expect(estimate.orders).toBe(750);
    expect(estimate.grossSalesPaise).toBe(26_250_000);
    expect(estimate.commissionPaise).toBe(5_250_000);
    expect(estimate.netPayoutPaise).toBe(21_000_000);
    expect(estimate.breakdown.map((part) => [part.key, part.percent, part.amountPaise])).toEqual([
      ['platformFee', 70, 3_675_000],
      ['paymentProcessing', 20, 1_050_000],
      ['marketing', 10, 525_000],
    ]);
  });

  it('charges less at a lower rate', () => {
    const rates = COMMISSION_OPTIONS.map((option) => option.rate);
    const commissions = rates.map((rate) => estimateMonthlyEarnings(rate).commissionPaise);
    expect(commissions).toEqual([...commissions].sort((a, b) => a - b));
  });

  it('splits integer paise into parts that add up exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (total) => {
        const parts = splitByPercent(total, [70, 20, 10]);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
        parts.forEach((part) => expect(Number.isInteger(part)).toBe(true));
      }),
    );
  });

  it('keeps sales = commission + payout for any order value and volume', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom(18, 20, 22, 25),
        (averageOrderPaise, ordersPerDay, rate) => {
          const estimate = estimateMonthlyEarnings(rate, { averageOrderPaise, ordersPerDay, days: 30 });
          expect(estimate.commissionPaise + estimate.netPayoutPaise).toBe(estimate.grossSalesPaise);
          expect(estimate.breakdown.reduce((sum, part) => sum + part.amountPaise, 0)).toBe(estimate.commissionPaise);
        },
      ),
    );
  });
});

describe('contract terms', () => {
  it('default to 20% commission, weekly payouts, ₹99 minimum order and 09:00-23:00', () => {
    expect(defaultContractTerms()).toEqual({
      commissionRate: 20,
      deliveryModel: 'platform',
      minimumOrderPaise: 9900,
      operatingHours: { start: '09:00', end: '23:00' },
      paymentCycle: 'weekly',
    });
  });

  it('need a whole-rupee minimum order and hours that close after they open', () => {
    const input = contractTermsToInput(defaultContractTerms());
    expect(input).toEqual({ paymentCycle: 'weekly', minimumOrder: '99', opensAt: '09:00', closesAt: '23:00' });
    expect(validateContractTerms(input)).toEqual({ minimumOrder: null, closesAt: null });
    expect(validateContractTerms({ ...input, minimumOrder: '99.5' }).minimumOrder).toBe('minimumOrderInvalid');
    expect(validateContractTerms({ ...input, minimumOrder: '' }).minimumOrder).toBe('minimumOrderInvalid');
    expect(validateContractTerms({ ...input, opensAt: '23:00', closesAt: '09:00' }).closesAt).toBe('closeBeforeOpen');
    expect(normalizeMinimumOrderInput('₹1,49,99a9')).toBe('14999');
  });
});
