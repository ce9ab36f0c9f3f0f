import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPnr, normalizePnr, PNR_TEXTS } from './pnr';
import { inPnrMaintenance } from './maintenance';

describe('PNR validation', () => {
  it.each(['', '123', '12345678901', 'abcdefghij', '12345 6789x'])('refuses %j', (input) => {
    expect(isPnr(input)).toBe(false);
  });

  it('accepts ten digits, with spaces or dashes people type to read them', () => {
    expect(isPnr('2401234567')).toBe(true);
    expect(isPnr('240-123 4567')).toBe(true);
    expect(normalizePnr('240-123 4567')).toBe('2401234567');
  });

  it('any string of ten digits is valid, anything with a letter is not', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{10}$/), (pnr) => isPnr(pnr)));
    fc.assert(fc.property(fc.string(), fc.stringMatching(/^[a-z]$/), (text, letter) => !isPnr(text + letter)));
  });
});

describe('PNR maintenance window 23:30–00:30 IST', () => {
  const ist = (hh: number, mm: number) => Date.UTC(2026, 10, 22, hh, mm) - 330 * 60_000;
  it.each([
    [23, 29, false],
    [23, 30, true],
    [0, 0, true],
    [0, 29, true],
    [0, 30, false],
    [12, 0, false],
  ])('%i:%i IST → %s', (hh, mm, closed) => {
    expect(inPnrMaintenance(ist(hh, mm))).toBe(closed);
  });
  it('has the exact text', () => {
    expect(PNR_TEXTS.maintenance).toBe(
      'PNR service is unavailable from 23:30 to 00:30. Search by train number instead.',
    );
  });
});
