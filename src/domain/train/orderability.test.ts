import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { istMidnight, MINUTE_MS } from './istTime';
import { scheduleOf, type StationRestaurantTerms, stopTimes } from './journey';
import { minutesLeft, orderByLabel, orderByTime, STOP_RULE_TEXTS, stopOrderability, tooLateText } from './orderability';

const runStart = istMidnight('2026-11-22');
const schedule = scheduleOf([
  { code: 'JP', name: 'Jaipur', arrival: null, departure: '14:00', distanceKm: 0 },
  { code: 'KOTA', name: 'Kota Jn', arrival: '17:25', departure: '17:30', distanceKm: 239 },
  { code: 'BRC', name: 'Vadodara Jn', arrival: '01:39', departure: '01:49', distanceKm: 766 },
  { code: 'BCT', name: 'Mumbai Central', arrival: '07:40', departure: null, distanceKm: 1158 },
]);
const kitchen = (cutoffMinutes: number, prepaidOnly = false): StationRestaurantTerms => ({
  restaurantId: '1',
  name: 'Kitchen',
  pureVeg: false,
  cutoffMinutes,
  prepaidOnly,
  minimumOrder: 14_900,
});
const ist = (day: number, clock: string) => Date.parse(`2026-11-${22 + day}T${clock}:00+05:30`);

describe('which stop can take an order', () => {
  it('orderable until the order-by time = expected arrival − cut-off, shown as Order by', () => {
    const result = stopOrderability(stopTimes(schedule[1]!, runStart, 0), [kitchen(45)], ist(0, '15:00'));
    expect(result).toMatchObject({ orderable: true });
    if (result.orderable) expect(orderByLabel(result.orderBy)).toBe('Order by 16:40');
  });

  it('a prepaid-only kitchen closes 15 minutes earlier; the stop shows the latest kitchen', () => {
    const times = stopTimes(schedule[1]!, runStart, 0);
    expect(orderByLabel(orderByTime(ist(0, '17:25'), { cutoffMinutes: 45, prepaidOnly: true }))).toBe('Order by 16:25');
    const result = stopOrderability(times, [kitchen(45, true), kitchen(30)], ist(0, '15:00'));
    expect(result.orderable && orderByLabel(result.orderBy)).toBe('Order by 16:55');
  });

  it('names the rule that failed, with the exact texts', () => {
    const times = (index: number, delay = 0) => stopTimes(schedule[index]!, runStart, delay);
    expect(stopOrderability(times(0), [kitchen(45)], ist(0, '14:30'))).toEqual({
      orderable: false,
      rule: 'left',
      reason: 'Train has left',
    });
    expect(stopOrderability(times(1), [], ist(0, '15:00'))).toEqual({
      orderable: false,
      rule: 'noRestaurants',
      reason: 'No restaurants at this station',
    });
    expect(stopOrderability(times(2), [kitchen(45)], ist(0, '15:00'))).toEqual({
      orderable: false,
      rule: 'outsideHours',
      reason: 'Outside delivery hours (06:00–23:00)',
    });
    expect(stopOrderability(times(1), [kitchen(45)], ist(0, '16:50'))).toEqual({
      orderable: false,
      rule: 'tooLate',
      cutoffMinutes: 45,
      reason: 'Too late to order: orders close 45 min before arrival',
    });
    expect(STOP_RULE_TEXTS.left).toBe('Train has left');
  });

  it('a train standing at the platform has not left it: the stop says so, as the position says At Kota', () => {
    const times = stopTimes(schedule[1]!, runStart, 0);
    for (const clock of ['17:25', '17:27', '17:29'])
      expect(stopOrderability(times, [kitchen(45)], ist(0, clock))).toEqual({
        orderable: false,
        rule: 'atPlatform',
        reason: 'Train is at the platform now: too late to order here',
      });
    expect(stopOrderability(times, [kitchen(45)], ist(0, '17:30'))).toEqual({
      orderable: false,
      rule: 'left',
      reason: 'Train has left',
    });
  });

  it('never says a stop was left while the train position stands at it (any delay, any minute)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 48 * 60 }), (delay, minute) => {
        const times = stopTimes(schedule[1]!, runStart, delay);
        const now = runStart + minute * MINUTE_MS;
        const standing = now >= times.expectedArrival! && now < times.expectedDeparture!;
        const result = stopOrderability(times, [kitchen(45)], now);
        if (standing)
          expect(result).toEqual({ orderable: false, rule: 'atPlatform', reason: STOP_RULE_TEXTS.atPlatform });
      }),
    );
  });

  it("the journey's last stop, once the train is in, has arrived (it never leaves from there)", () => {
    const destination = stopTimes(schedule[3]!, runStart, 0);
    expect(stopOrderability(destination, [kitchen(45)], ist(1, '08:00'))).toEqual({
      orderable: false,
      rule: 'arrived',
      reason: 'Train has arrived',
    });
  });

  it('a delay moves the order-by time with the arrival', () => {
    const late = stopOrderability(stopTimes(schedule[1]!, runStart, 30), [kitchen(45)], ist(0, '16:50'));
    expect(late.orderable && orderByLabel(late.orderBy)).toBe('Order by 17:10');
  });

  it('a delay that pushes the arrival past 23:00 makes the stop outside delivery hours', () => {
    const result = stopOrderability(stopTimes(schedule[1]!, runStart, 6 * 60), [kitchen(45)], ist(0, '15:00'));
    expect(result).toEqual({ orderable: false, rule: 'outsideHours', reason: 'Outside delivery hours (06:00–23:00)' });
  });

  it('property: no stop is orderable after its order-by time, whatever the delay', () => {
    const terms = fc.record({
      restaurantId: fc.constant('1'),
      name: fc.constant('K'),
      pureVeg: fc.boolean(),
      cutoffMinutes: fc.integer({ min: 30, max: 90 }),
      prepaidOnly: fc.boolean(),
      minimumOrder: fc.constant(0),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 600 }),
        fc.array(terms, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 3 * 1440 }),
        (index, delay, kitchens, minute) => {
          const times = stopTimes(schedule[index]!, runStart, delay);
          const now = runStart + minute * MINUTE_MS;
          const result = stopOrderability(times, kitchens, now);
          if (!result.orderable) return true;
          const handover = times.expectedArrival ?? times.expectedDeparture!;
          return (
            now < result.orderBy &&
            result.orderBy <= handover - 30 * MINUTE_MS &&
            kitchens.every((k) => now < orderByTime(handover, k) === result.openRestaurants.includes(k))
          );
        },
      ),
    );
  });

  it('too-late text names the shortest cut-off', () => {
    expect(tooLateText(45)).toBe('Too late to order: orders close 45 min before arrival');
  });

  it('counts the whole minutes left until the order-by time', () => {
    const orderBy = ist(0, '16:40');
    expect(minutesLeft(orderBy, ist(0, '15:35'))).toBe(65);
    expect(minutesLeft(orderBy, ist(0, '16:36'))).toBe(4);
    expect(minutesLeft(orderBy, orderBy - 30_000)).toBe(0);
    expect(minutesLeft(orderBy, orderBy + 30_000)).toBe(-1);
  });
});
