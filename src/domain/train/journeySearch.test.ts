import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './istTime';
import { JOURNEY_DATE_RANGE, journeyDateProblem } from './journeyDate';
import {
  normalizeBerth,
  normalizeTrainNumber,
  type TrainNumberSearchInput,
  validatePnrSearch,
  validateTrainNumberSearch,
} from './journeySearch';

describe('the PNR search form', () => {
  it.each(['', '12345', '24012345678', '24012345x7'])('refuses %j with the PNR problem', (pnr) => {
    expect(validatePnrSearch({ pnr })).toEqual({ pnr: { kind: 'pnr' } });
  });

  it('accepts ten digits, spaces and dashes aside', () => {
    expect(validatePnrSearch({ pnr: '240-123 4567' })).toEqual({ pnr: null });
  });
});

describe('the search without a PNR', () => {
  const typed: TrainNumberSearchInput = {
    trainNumber: '12957',
    boardingCode: 'NDLS',
    journeyDate: '2026-11-23',
    passengerName: 'Rohan Mehta',
    coach: 'a1',
    berth: '12',
  };

  it('accepts a found train and a typed seat', () => {
    expect(validateTrainNumberSearch(typed, true, '2026-11-23')).toEqual({
      trainNumber: null,
      journeyDate: null,
      passengerName: null,
      coach: null,
      berth: null,
    });
  });

  it('names every missing piece with its typed problem', () => {
    expect(
      validateTrainNumberSearch(
        { ...typed, trainNumber: '129', journeyDate: '', passengerName: ' ', coach: 'B#2', berth: '' },
        false,
        '2026-11-23',
      ),
    ).toEqual({
      trainNumber: { kind: 'trainNumber' },
      journeyDate: { kind: 'dateMissing' },
      passengerName: { kind: 'passengerName' },
      coach: { kind: 'coach' },
      berth: { kind: 'berth' },
    });
  });

  it('takes only the dates the picker offers: 2 days back to 60 ahead, and says which', () => {
    const today = '2026-11-23';
    const outside = { kind: 'dateOutOfRange', first: '2026-11-21', last: '2027-01-22' };
    expect(journeyDateProblem('2026-11-21', today)).toBeNull();
    expect(journeyDateProblem('2027-01-22', today)).toBeNull();
    expect(journeyDateProblem('2026-11-20', today)).toEqual(outside);
    expect(journeyDateProblem('2027-03-01', today)).toEqual(outside);
    expect(journeyDateProblem('2020-01-01', today)).toEqual(outside);
    for (const notADay of ['', '2026-02-30', 'tomorrow'])
      expect(journeyDateProblem(notADay, today)).toEqual({ kind: 'dateMissing' });
  });

  it('accepts exactly the days within the range, for any today', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: -400, max: 400 }), (dayOfEpoch, offset) => {
        const today = addDays('2024-01-01', dayOfEpoch);
        const problem = journeyDateProblem(addDays(today, offset), today);
        expect(problem === null).toBe(
          offset >= -JOURNEY_DATE_RANGE.daysBefore && offset <= JOURNEY_DATE_RANGE.daysAfter,
        );
      }),
    );
  });

  it('keeps digits only: five of a train number, three of a berth', () => {
    expect(normalizeTrainNumber('12 9a57 8')).toBe('12957');
    expect(normalizeBerth('B12-34')).toBe('123');
  });
});
