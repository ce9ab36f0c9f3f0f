import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, istClock, istDateOf, istMidnight } from './istTime';
import { scheduleOf, stopTimes, type TimetableStop } from './journey';
import { trainPosition } from './trainPosition';

/** 12955 Mumbai Central – Jaipur, first stops and the last (2017 timetable). */
const stops: TimetableStop[] = [
  { code: 'BCT', name: 'Mumbai Central', arrival: null, departure: '18:50', distanceKm: 0 },
  { code: 'ST', name: 'Surat', arrival: '22:40', departure: '22:45', distanceKm: 262 },
  { code: 'BRC', name: 'Vadodara Jn', arrival: '00:29', departure: '00:39', distanceKm: 391 },
  { code: 'KOTA', name: 'Kota Jn', arrival: '08:50', departure: '08:55', distanceKm: 918 },
  { code: 'JP', name: 'Jaipur', arrival: '12:40', departure: null, distanceKm: 1157 },
];

describe('day rollover', () => {
  it('puts every stop after midnight on the next day, with its halt', () => {
    const schedule = scheduleOf(stops);
    expect(schedule.map((stop) => stop.day)).toEqual([0, 0, 1, 1, 1]);
    expect(schedule.map((stop) => stop.haltMinutes)).toEqual([0, 5, 10, 5, 0]);
    expect(schedule[2]!.arrivalMinute).toBe(1440 + 29);
  });

  it('a stop arriving before midnight and leaving after it is on the day it arrives', () => {
    const schedule = scheduleOf([
      { code: 'A', name: 'A', arrival: null, departure: '20:00', distanceKm: 0 },
      { code: 'B', name: 'B', arrival: '23:50', departure: '00:10', distanceKm: 10 },
    ]);
    expect(schedule[1]).toMatchObject({ day: 0, haltMinutes: 20, departureMinute: 1450 });
  });

  it('times never go backwards, whatever the times of day', () => {
    const clock = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(fc.array(fc.tuple(clock, clock), { minLength: 2, maxLength: 30 }), (pairs) => {
        const schedule = scheduleOf(
          pairs.map(([arrival, departure], i) => ({
            code: `S${i}`,
            name: `S${i}`,
            arrival: i === 0 ? null : arrival,
            departure: i === pairs.length - 1 ? null : departure,
            distanceKm: i,
          })),
        );
        const minutes = schedule
          .flatMap((stop) => [stop.arrivalMinute, stop.departureMinute])
          .filter((m): m is number => m !== null);
        return (
          minutes.every((minute, i) => i === 0 || minute >= minutes[i - 1]!) &&
          schedule.every((stop) => stop.haltMinutes >= 0 && stop.haltMinutes < 1440)
        );
      }),
    );
  });
});

describe('IST times and the train position', () => {
  const runStart = istMidnight('2026-11-22');

  it('IST dates and clocks do not depend on the device zone', () => {
    expect(istClock(runStart + (18 * 60 + 50) * 60_000)).toBe('18:50');
    expect(istDateOf(runStart + 1440 * 60_000 + 29 * 60_000)).toBe('2026-11-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(Number.isNaN(istMidnight('2026-02-30'))).toBe(true);
  });

  it('expected times carry the delay', () => {
    const times = stopTimes(scheduleOf(stops)[4]!, runStart, 95);
    expect(istClock(times.scheduledArrival!)).toBe('12:40');
    expect(istClock(times.expectedArrival!)).toBe('14:15');
  });

  it('finds the train between two stations, at a station, before its start and at its end', () => {
    const times = scheduleOf(stops).map((stop) => stopTimes(stop, runStart, 0));
    const at = (date: string, clock: string) => Date.parse(`${date}T${clock}:00+05:30`);
    expect(trainPosition(times, at('2026-11-22', '18:00'))).toEqual({ state: 'not-started' });
    expect(trainPosition(times, at('2026-11-23', '02:00'))).toEqual({ state: 'between', fromIndex: 2, toIndex: 3 });
    expect(trainPosition(times, at('2026-11-23', '08:52'))).toEqual({ state: 'at-station', index: 3 });
    expect(trainPosition(times, at('2026-11-23', '13:00'))).toEqual({ state: 'arrived' });
  });
});
