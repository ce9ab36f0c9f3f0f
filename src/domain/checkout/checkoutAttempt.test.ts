import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '../cart/CartLine';
import type { SeatDestination } from '../train/seat';
import { canonicalJson } from './canonicalJson';
import { attemptFingerprint, type PlacementRequest } from './checkoutAttempt';
import type { PaymentMethod } from './PaymentMethod';

const line = (key: string, quantity: number): CartLine => ({
  key,
  menuId: key.split('+')[0]!,
  restaurantId: '1',
  itemName: key,
  quantity,
  unitPrice: 10_000,
  choices: [],
  choicesText: '',
  menuCount: null,
  addOnItemsCount: 0,
});

const SEAT: SeatDestination = {
  pnr: null,
  trainNumber: '12955',
  runDate: '2026-11-21',
  stationCode: 'JP',
  coach: 'B2',
  berth: '34',
  passengerName: 'Asha Verma',
  mobile: '9876543210',
};

const arbitraryLines = fc.uniqueArray(
  fc.record({ key: fc.constantFrom('11', '12', '13+7', '13+8'), quantity: fc.integer({ min: 1, max: 9 }) }),
  { selector: (entry) => entry.key, minLength: 1 },
);

const arbitraryRequest: fc.Arbitrary<PlacementRequest> = fc.record({
  addressId: fc.constantFrom('1', '2'),
  tip: fc.constantFrom(0, 1_000, 2_000),
  directionToReach: fc.constantFrom('', 'Gate 3', 'Gate 4'),
  avoidCalling: fc.boolean(),
  leaveAtDoor: fc.boolean(),
  avoidRingingBell: fc.boolean(),
  leaveAtSecurity: fc.boolean(),
});

const arbitraryMethod = fc.constantFrom<PaymentMethod>('online', 'cod');

const cartOf = (lines: { key: string; quantity: number }[]): Cart => ({
  restaurantId: '1',
  lines: lines.map((entry) => line(entry.key, entry.quantity)),
});

describe('the fingerprint of a checkout attempt', () => {
  it('is the same for the same request, whatever the order of the lines and of the fields', () => {
    fc.assert(
      fc.property(arbitraryLines, arbitraryRequest, arbitraryMethod, (lines, request, method) => {
        const reordered = Object.fromEntries(Object.entries(request).reverse()) as unknown as PlacementRequest;
        expect(attemptFingerprint(cartOf([...lines].reverse()), method, reordered)).toBe(
          attemptFingerprint(cartOf(lines), method, request),
        );
      }),
    );
  });

  it('changes with any part of the request: a line, a quantity, the method, the address, the tip or an instruction', () => {
    fc.assert(
      fc.property(
        arbitraryLines,
        arbitraryRequest,
        arbitraryMethod,
        arbitraryLines,
        arbitraryRequest,
        arbitraryMethod,
        (lines, request, method, otherLines, otherRequest, otherMethod) => {
          const same =
            canonicalJson([...lines].sort((a, b) => a.key.localeCompare(b.key))) ===
              canonicalJson([...otherLines].sort((a, b) => a.key.localeCompare(b.key))) &&
            canonicalJson(request) === canonicalJson(otherRequest) &&
            method === otherMethod;
          expect(
            attemptFingerprint(cartOf(lines), method, request) ===
              attemptFingerprint(cartOf(otherLines), otherMethod, otherRequest),
          ).toBe(same);
        },
      ),
    );
  });

  it('for a seat order covers the seat and the tip, not the doorstep instructions it does not send', () => {
    const cart = cartOf([{ key: '11', quantity: 2 }]);
    const request: PlacementRequest = {
      addressId: '',
      seat: SEAT,
      tip: 1_000,
      directionToReach: '',
      avoidCalling: false,
      leaveAtDoor: false,
      avoidRingingBell: false,
      leaveAtSecurity: false,
    };
    const fingerprint = attemptFingerprint(cart, 'online', request);
    expect(attemptFingerprint(cart, 'online', { ...request, directionToReach: 'Gate 9', leaveAtDoor: true })).toBe(
      fingerprint,
    );
    expect(attemptFingerprint(cart, 'online', { ...request, tip: request.tip + 1_000 })).not.toBe(fingerprint);
    expect(attemptFingerprint(cart, 'online', { ...request, seat: { ...SEAT, berth: '35' } })).not.toBe(fingerprint);
    expect(attemptFingerprint(cart, 'online', { ...request, seat: undefined, addressId: '1' })).not.toBe(fingerprint);
  });
});

describe('canonicalJson', () => {
  it('gives one text for objects with the same fields in any order, nested ones too', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        const reversed = Object.fromEntries(Object.entries(value).reverse());
        expect(canonicalJson({ inner: reversed, list: [reversed] })).toBe(
          canonicalJson({ list: [value], inner: value }),
        );
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
