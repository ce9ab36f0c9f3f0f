import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FollowedStop, seatReorderStep } from './seatReorder';

const place = {
  trainNumber: '12955',
  trainName: 'Mumbai Central – Jaipur Superfast Express',
  stationCode: 'SWM',
  stationName: 'Sawai Madhopur',
  coach: 'B2',
  berth: '34',
};

const stop = (code: string, facts: Partial<FollowedStop> = {}): FollowedStop => ({
  code,
  name: code,
  kitchenOrderable: false,
  reason: null,
  orderable: false,
  ...facts,
});

describe("a seat order's Reorder", () => {
  it('goes to its own stop only, and only while that stop takes its kitchen’s order: never to an address', () => {
    const stops = fc.array(
      fc.record({
        code: fc.constantFrom('KOTA', 'SWM', 'JP'),
        name: fc.constant('x'),
        kitchenOrderable: fc.boolean(),
        reason: fc.option(fc.constant('Train has left')),
        orderable: fc.boolean(),
      }),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(fc.constantFrom('12955', '12951'), stops, (trainNumber, followed) => {
        const step = seatReorderStep(place, { trainNumber, stops: followed });
        const own = followed.find((candidate) => candidate.code === 'SWM');
        if (step.kind === 'at-stop') {
          expect(trainNumber).toBe('12955');
          expect(step.stationCode).toBe('SWM');
          expect(own?.kitchenOrderable).toBe(true);
        } else expect(own?.kitchenOrderable && trainNumber === '12955').not.toBe(true);
      }),
    );
  });

  it('offers the stations still ahead when its stop takes no order now, or says there are none', () => {
    const skipped = stop('SWM', { reason: 'Skipped: the train will not stop here today' });
    expect(
      seatReorderStep(place, { trainNumber: '12955', stops: [stop('KOTA'), skipped, stop('JP', { orderable: true })] }),
    ).toEqual({ kind: 'stations-ahead', reason: 'Skipped: the train will not stop here today' });
    expect(
      seatReorderStep(place, { trainNumber: '12955', stops: [stop('KOTA', { orderable: true }), skipped, stop('JP')] }),
    ).toEqual({ kind: 'find-journey', why: 'none-ahead', reason: 'Skipped: the train will not stop here today' });
  });

  it('without a journey of its train, asks for the journey', () => {
    const expected = { kind: 'find-journey', why: 'no-journey' };
    expect(seatReorderStep(place, null)).toEqual(expected);
    expect(seatReorderStep(place, { trainNumber: '12951', stops: [stop('SWM', { kitchenOrderable: true })] })).toEqual(
      expected,
    );
  });
});
