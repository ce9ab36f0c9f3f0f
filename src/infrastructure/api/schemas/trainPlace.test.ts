import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSeatOrderTracking } from '../mappers/trainMappers';
import { SeatOrderTrackingResponseSchema } from './train';

/** A seat order's answer with `more` in its data (a place, or none). */
const answer = (more: Record<string, unknown>) => ({
  success: true,
  data: {
    orderId: 'RB100031',
    status: 'Confirmed',
    trainNumber: '12955',
    trainName: 'Mumbai Central – Jaipur Superfast Express',
    stationCode: 'JP',
    stationName: 'Jaipur',
    platform: 2,
    scheduledArrival: 1_795_000_000_000,
    expectedArrival: 1_795_000_000_000,
    delayMinutes: 0,
    position: 'Between Sawai Madhopur and Durgapura',
    deliveryCode: '4821',
    closure: null,
    orderBy: 1_794_998_200_000,
    cancellation: { allowed: true, refund: 0, reason: null },
    ...more,
  },
});
const trackingOf = (body: unknown) => toSeatOrderTracking(SeatOrderTrackingResponseSchema.parse(body));

describe("a seat order's typed train place, as both adapter sets read it", () => {
  it('keeps each place the server types, beside its words', () => {
    const places = [
      { state: 'between', from: 'Sawai Madhopur', to: 'Durgapura' },
      { state: 'at-station', station: 'Kota Junction' },
      { state: 'not-started', station: 'Mumbai Central' },
      { state: 'arrived', station: 'Jaipur' },
    ] as const;
    for (const trainPlace of places) {
      expect(trackingOf(answer({ trainPlace }))).toMatchObject({
        trainPlace,
        position: 'Between Sawai Madhopur and Durgapura',
      });
    }
  });

  it('reads a missing, unknown or malformed place as none, never as an unreadable order', () => {
    expect(trackingOf(answer({})).trainPlace).toBeNull();
    for (const trainPlace of [
      { state: 'derailed', station: 'Kota' },
      { state: 'between', from: 'Kota' },
      { state: 'at-station', station: '' },
      { state: 'arrived', station: 42 },
      'Between Kota and Jaipur',
      null,
    ]) {
      const tracking = trackingOf(answer({ trainPlace }));
      expect(tracking.trainPlace).toBeNull();
      expect(tracking.position).toBe('Between Sawai Madhopur and Durgapura');
    }
    fc.assert(
      fc.property(
        fc.anything().filter((value) => typeof value !== 'object' || value === null || !('state' in value)),
        (trainPlace) => {
          expect(trackingOf(answer({ trainPlace })).trainPlace).toBeNull();
        },
      ),
    );
  });
});
