import { describe, expect, it } from 'vitest';
import { seatProblems } from './seat';

describe('the seat form rules (checkout, search without a PNR)', () => {
  it('accepts the seat of a PNR and a ten-digit mobile', () => {
    expect(seatProblems({ coach: 'b2', berth: '34', passengerName: 'Asha Verma', mobile: '9876543210' })).toEqual({});
    expect(seatProblems({ coach: 'b2', berth: '07', passengerName: 'Asha Verma', mobile: '9876543210' })).toEqual({});
    for (const berth of ['0', '00', '1000'])
      expect(seatProblems({ coach: 'b2', berth, passengerName: 'Asha Verma', mobile: '9876543210' })).toEqual({
        berth: 'Enter your berth number',
      });
  });

  it('names every bad field with the exact text', () => {
    expect(seatProblems({ coach: 'B-2', berth: 'x', passengerName: '  ', mobile: '98765' })).toEqual({
      coach: 'Enter your coach (e.g. B2)',
      berth: 'Enter your berth number',
      passengerName: "Enter the passenger's name",
      mobile: 'Please enter a valid 10-digit phone number',
    });
  });
});
