import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { delayRescueText } from './seat';

describe('delayRescueText (FEATURES F-train: delay rescue)', () => {
  it('states the full refund of what was paid online', () => {
    expect(delayRescueText('Jaipur', '23:10', 45_950)).toBe(
      'Cancelled: the train now reaches Jaipur at 23:10, outside delivery hours (06:00–23:00). Full refund of ₹459.50',
    );
  });

  it('promises no refund for a cash-on-delivery order: nothing was paid', () => {
    expect(delayRescueText('Surat', '23:25', 0)).toBe(
      'Cancelled: the train now reaches Surat at 23:25, outside delivery hours (06:00–23:00). ' +
        'Nothing was paid (cash on delivery): nothing to refund',
    );
  });

  it('mentions a refund exactly when something was paid', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (paid) => {
        expect(delayRescueText('Kota Jn', '23:30', paid).includes('Full refund')).toBe(paid > 0);
      }),
    );
  });
});
