import { describe, expect, it } from 'vitest';
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
    expect(validateTrainNumberSearch(typed, true)).toEqual({
      trainNumber: null,
      passengerName: null,
      coach: null,
      berth: null,
    });
  });

  it('names every missing piece with the exact texts', () => {
    expect(
      validateTrainNumberSearch({ ...typed, trainNumber: '129', passengerName: ' ', coach: 'B-2', berth: '' }, false),
    ).toEqual({
      trainNumber: 'Enter the 5-digit train number',
      passengerName: "Enter the passenger's name",
      coach: 'Enter your coach (e.g. B2)',
      berth: 'Enter your berth number',
    });
    expect(TRAIN_NUMBER_TEXT).toBe('Enter the 5-digit train number');
  });

  it('keeps digits only: five of a train number, three of a berth', () => {
    expect(normalizeTrainNumber('12 9a57 8')).toBe('12957');
    expect(normalizeBerth('B12-34')).toBe('123');
  });
});
