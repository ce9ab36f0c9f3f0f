import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './istTime';
import { JOURNEY_DATE_RANGE, JOURNEY_DATE_TEXTS, journeyDateProblem } from './journeyDate';
import {
  normalizeBerth,
  normalizeTrainNumber,
  TRAIN_NUMBER_TEXT,
  type TrainNumberSearchInput,
  validatePnrSearch,
  validateTrainNumberSearch,
} from './journeySearch';

describe('the PNR search form', () => {
  it.each(['', '12345', '24012345678', '24012345x7'])('refuses %j with the exact text', (pnr) => {
    expect(validatePnrSearch({ pnr })).toEqual({ pnr: 'Please enter a valid 10-digit PNR' });
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

  it('names every missing piece with the exact texts', () => {
    expect(
      validateTrainNumberSearch(
        { ...typed, trainNumber: '129', journeyDate: '', passengerName: ' ', coach: 'B#2', berth: '' },
        false,
        '2026-11-23',
      ),
    ).toEqual({
      trainNumber: 'Enter the 5-digit train number',
      journeyDate: 'Enter the journey date',
      passengerName: "Enter the passenger's name",
      coach: 'Enter your coach (e.g. B2)',
      berth: 'Enter your berth number',
    });
    expect(TRAIN_NUMBER_TEXT).toBe('Enter the 5-digit train number');
  });

  it('takes only the dates the picker offers: 2 days back to 60 ahead, and says which in words', () => {
    const today = '2026-11-23';
    const outside = 'Choose a journey date from 21 Nov 2026 to 22 Jan 2027';
    expect(journeyDateProblem('2026-11-21', today)).toBeNull();
    expect(journeyDateProblem('2027-01-22', today)).toBeNull();
    expect(journeyDateProblem('2026-11-20', today)).toBe(outside);
    expect(journeyDateProblem('2027-03-01', today)).toBe(outside);
    expect(journeyDateProblem('2020-01-01', today)).toBe(outside);
    for (const notADay of ['', '2026-02-30', 'tomorrow'])
      expect(journeyDateProblem(notADay, today)).toBe(JOURNEY_DATE_TEXTS.missing);
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
