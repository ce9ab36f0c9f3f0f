import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { istMidnight, MINUTE_MS } from './istTime';
import { scheduleOf, type StationRestaurantTerms, stopTimes, handoverTime } from './journey';
import { STOP_RULE_TEXTS, stopOrderability } from './orderability';
import { isSkippedStopRescue, notDeliveredText, rescueNamesStop, seatClosingNote } from './seat';
import { seatRescueCause, seatRescueText } from './seatRescue';

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

  it('the texts name the stop and say a refund exactly when something was paid', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.boolean(), (paid, skipped) => {
        const text = seatRescueText(skipped ? 'skipped' : 'outside-hours', {
          stationName: 'Surat',
          stationCode: 'ST',
          handover: runStart + 23.5 * 60 * MINUTE_MS,
          refundPaise: paid,
        });
        expect(text.includes('Full refund')).toBe(paid > 0);
        expect(isSkippedStopRescue(text)).toBe(skipped);
        expect(rescueNamesStop(text, { name: 'Surat', code: 'ST' })).toBe(true);
        expect(rescueNamesStop(text, { name: 'Kota Jn', code: 'KOTA' })).toBe(false);
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

  it('the closing note is read back from the delivery details, whichever way the order closed', () => {
    const details =
      'Seat delivery: Train 12955 X · Coach B2, Berth 34 · Jaipur (JP) · 23 Nov 2026, 12:40 · Asha, 9876543210';
    expect(seatClosingNote(details)).toBeNull();
    for (const note of [
      notDeliveredText('Jaipur', 'JP', 0),
      seatRescueText('skipped', { stationName: 'Jaipur', stationCode: 'JP', handover: 0, refundPaise: 100 }),
      'Cancelled by you. Nothing was paid (cash on delivery): nothing to refund',
    ])
      expect(seatClosingNote(`${details} · ${note}`)).toBe(note);
  });
});
