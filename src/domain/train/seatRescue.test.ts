import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { istMidnight, MINUTE_MS } from './istTime';
import { scheduleOf, type StationRestaurantTerms, stopTimes, handoverTime } from './journey';
import { STOP_RULE_TEXTS, stopOrderability } from './orderability';
import { notDeliveredText } from './seat';
import { deliveryDetailsText, isDelayRescue, seatClosureText } from './seatClosure';
import { type SeatRescueCause, seatRescueCause, seatRescueClosure } from './seatRescue';

const seatRescueText = (cause: SeatRescueCause, stop: Parameters<typeof seatRescueClosure>[1]) =>
  seatClosureText(seatRescueClosure(cause, stop));

const runStart = istMidnight('2026-11-23');
const [surat] = scheduleOf([{ code: 'ST', name: 'Surat', arrival: '22:40', departure: '22:45', distanceKm: 263 }]);
const kitchen = (cutoffMinutes: number, prepaidOnly: boolean): StationRestaurantTerms => ({
  restaurantId: '7',
  name: 'Kitchen',
  pureVeg: false,
  cutoffMinutes,
  prepaidOnly,
  minimumOrder: 0,
});

describe('delay rescue: a skipped station (FEATURES F-train)', () => {
  it('cancels the order with the exact text and the money', () => {
    const handover = handoverTime(stopTimes(surat!, runStart, 0));
    expect(seatRescueCause({ skipped: true, handover })).toBe('skipped');
    expect(seatRescueCause({ skipped: false, handover })).toBeNull();
    const facts = { stationName: 'Surat', stationCode: 'ST', handover, refundPaise: 45_950 };
    expect(seatRescueText('skipped', facts)).toBe(
      'Cancelled: the train will not stop at Surat (ST) today. Full refund of ₹459.50',
    );
    expect(seatRescueText('skipped', { ...facts, refundPaise: 0 })).toBe(
      'Cancelled: the train will not stop at Surat (ST) today. Nothing was paid (cash on delivery): nothing to refund',
    );
    expect(seatRescueText('outside-hours', { ...facts, handover: handover + 45 * MINUTE_MS })).toBe(
      'Cancelled: the train now reaches Surat at 23:25, outside delivery hours (06:00–23:00). Full refund of ₹459.50',
    );
  });

  it('a skipped stop says so and takes no order', () => {
    const times = stopTimes(surat!, runStart, 0);
    expect(stopOrderability(times, [kitchen(45, false)], runStart + 12 * 60 * MINUTE_MS, true)).toEqual({
      orderable: false,
      rule: 'skipped',
      reason: STOP_RULE_TEXTS.skipped,
    });
    expect(STOP_RULE_TEXTS.skipped).toBe('Skipped: the train will not stop here today');
  });

  it('property: a skipped stop is never orderable and its orders are always rescued, whatever the delay and the time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1440 }),
        fc.integer({ min: -2880, max: 2880 }),
        fc.integer({ min: 30, max: 90 }),
        fc.boolean(),
        (delay, minutesFromRunStart, cutoff, prepaidOnly) => {
          const times = stopTimes(surat!, runStart, delay);
          const now = runStart + minutesFromRunStart * MINUTE_MS;
          expect(stopOrderability(times, [kitchen(cutoff, prepaidOnly)], now, true).orderable).toBe(false);
          expect(seatRescueCause({ skipped: true, handover: handoverTime(times) })).toBe('skipped');
        },
      ),
    );
  });

  it('property: an order is rescued exactly when its stop could not take it any more for the same reason', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1440 }), fc.boolean(), (delay, skipped) => {
        const times = stopTimes(surat!, runStart, delay);
        const cause = seatRescueCause({ skipped, handover: handoverTime(times) });
        // Long before the train comes, only the rescue's reason can stop the stop taking an order.
        const early = stopOrderability(times, [kitchen(30, false)], runStart - 60 * MINUTE_MS, skipped);
        expect(cause !== null).toBe(!early.orderable);
        if (cause !== null && !early.orderable)
          expect(early.reason).toBe(cause === 'skipped' ? STOP_RULE_TEXTS.skipped : STOP_RULE_TEXTS.outsideHours);
      }),
    );
  });

  it('the closure is typed (kind, station) and its text names the stop and a refund exactly when something was paid', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.boolean(), (paid, skipped) => {
        const closure = seatRescueClosure(skipped ? 'skipped' : 'outside-hours', {
          stationName: 'Surat',
          stationCode: 'ST',
          handover: runStart + 23.5 * 60 * MINUTE_MS,
          refundPaise: paid,
        });
        const text = seatClosureText(closure);
        expect(text.includes('Full refund')).toBe(paid > 0);
        expect(closure.kind).toBe(skipped ? 'skipped' : 'rescued');
        expect(isDelayRescue(closure)).toBe(true);
        expect(closure.kind !== 'cancelledByYou' && closure.station).toEqual({ code: 'ST', name: 'Surat' });
        expect(text).toContain('Surat');
      }),
    );
  });
});

describe('Not delivered: a failed hand-over (FEATURES F-train)', () => {
  it('says what happened and what happens to the money', () => {
    expect(notDeliveredText('Jaipur', 'JP', 20_195)).toBe(
      'Not delivered: the runner could not reach your seat at Jaipur (JP) before the train left. Full refund of ₹201.95',
    );
    expect(notDeliveredText('Jaipur', 'JP', 0)).toBe(
      'Not delivered: the runner could not reach your seat at Jaipur (JP) before the train left. ' +
        'Nothing was paid (cash on delivery): nothing to refund',
    );
  });

  it('the delivery details end with how the order was closed, whichever way it closed, and are untouched while open', () => {
    const details =
      'Seat delivery: Train 12955 X · Coach B2, Berth 34 · Jaipur (JP) · 23 Nov 2026, 12:40 · Asha, 9876543210';
    const station = { code: 'JP', name: 'Jaipur' };
    expect(deliveryDetailsText(details, null)).toBe(details);
    expect(deliveryDetailsText(details, { kind: 'notDelivered', station, refundPaise: 0 })).toBe(
      `${details} · ${notDeliveredText('Jaipur', 'JP', 0)}`,
    );
    expect(deliveryDetailsText(details, { kind: 'skipped', station, refundPaise: 100 })).toBe(
      `${details} · Cancelled: the train will not stop at Jaipur (JP) today. Full refund of ₹1.00`,
    );
    expect(deliveryDetailsText(details, { kind: 'cancelledByYou', refundPaise: 0 })).toBe(
      `${details} · Cancelled by you. Nothing was paid (cash on delivery): nothing to refund`,
    );
    expect(isDelayRescue({ kind: 'notDelivered', station, refundPaise: 0 })).toBe(false);
    expect(isDelayRescue({ kind: 'cancelledByYou', refundPaise: 0 })).toBe(false);
  });
});
