import { describe, expect, it } from 'vitest';
import { normalizeCoach } from './seat';
import { seatProblems } from './seatProblems';

describe('the seat form rules (checkout, search without a PNR)', () => {
  it('accepts the seat of a PNR and a ten-digit mobile', () => {
    expect(seatProblems({ coach: 'b2', berth: '34', passengerName: 'Asha Verma', mobile: '9876543210' })).toEqual({});
    expect(seatProblems({ coach: 'b2', berth: '07', passengerName: 'Asha Verma', mobile: '9876543210' })).toEqual({});
    for (const berth of ['0', '00', '1000'])
      expect(seatProblems({ coach: 'b2', berth, passengerName: 'Asha Verma', mobile: '9876543210' })).toEqual({
        berth: { kind: 'berth' },
      });
  });

  it("names every bad field with its typed problem, the mobile's the shared phone rule's", () => {
    expect(seatProblems({ coach: 'B#2', berth: 'x', passengerName: '  ', mobile: '98765' })).toEqual({
      coach: { kind: 'coach' },
      berth: { kind: 'berth' },
      passengerName: { kind: 'passengerName' },
      mobile: { kind: 'phone' },
    });
  });

  it("checks the coach and berth against the ticket's class, and reads 'B 2' as coach B2", () => {
    const seat = { coach: 'B2', berth: '34', passengerName: 'Asha Verma', mobile: '9876543210' };
    expect(normalizeCoach(' b 2')).toBe('B2');
    expect(seatProblems({ ...seat, coach: 'B 2' }, '3A')).toEqual({});
    expect(seatProblems({ ...seat, coach: 'Z9' }, '3A')).toEqual({
      coach: { kind: 'coachOfClass', travelClass: '3A', letter: 'B' },
    });
    expect(seatProblems({ ...seat, berth: '73' }, '3A')).toEqual({ berth: { kind: 'berthOfCoach', most: 72 } });
    expect(seatProblems({ ...seat, coach: 'A1', berth: '54' }, '2A')).toEqual({});
    expect(seatProblems({ ...seat, coach: 'A1', berth: '55' }, '2A')).toEqual({
      berth: { kind: 'berthOfCoach', most: 54 },
    });
    // No class known (the search without a PNR): any coach letter, up to the largest coach's berths.
    expect(seatProblems({ ...seat, coach: 'Z9', berth: '108' })).toEqual({});
    expect(seatProblems({ ...seat, berth: '999' })).toEqual({ berth: { kind: 'berthOfCoach', most: 108 } });
  });
});
