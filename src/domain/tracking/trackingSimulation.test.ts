import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORDER_STATUSES } from '../order/orderStatus';
import {
  advanceTracking,
  DELIVERED_TRACKING,
  etaOfOrder,
  heldToStep,
  INITIAL_ETA_MINUTES,
  INITIAL_TRACKING,
  isDelivered,
  reachedStep,
  TICKS_TO_DELIVER,
  type TrackingState,
  trackingProgress,
  trackingTimeline,
  vehiclePosition,
} from './trackingSimulation';

const after = (ticks: number): TrackingState => {
  let state = INITIAL_TRACKING;
  for (let i = 0; i < ticks; i++) state = advanceTracking(state);
  return state;
};

describe('tracking simulation (FEATURES F-account)', () => {
  it('starts confirmed at step 1 with a 25-minute ETA', () => {
    expect(INITIAL_TRACKING).toMatchObject({ status: 'confirmed', step: 1, etaMinutes: 25 });
  });

  it('rises 0.02 per tick and lowers the ETA by half a minute', () => {
    expect(trackingProgress(after(1))).toBeCloseTo(0.02);
    expect(after(1).etaMinutes).toBe(24.5);
  });

  it('is picked up once progress passes 0.2, nearby past 0.8, delivered at 1', () => {
    expect(after(10).status).toBe('confirmed');
    expect(after(11)).toMatchObject({ status: 'picked_up', step: 2 });
    expect(after(40).status).toBe('picked_up');
    expect(after(41)).toMatchObject({ status: 'nearby', step: 3 });
    expect(after(49).status).toBe('nearby');
    expect(after(50)).toMatchObject({ status: 'delivered', step: 4, etaMinutes: 0 });
  });

  it('never changes after delivery and the ETA never goes below 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (ticks) => {
        const state = after(ticks);
        expect(state.etaMinutes).toBeGreaterThanOrEqual(0);
        if (ticks >= 50) expect(state).toEqual(after(50));
        return true;
      }),
    );
  });

  it('marks timeline entries done up to the current status, with the fixed times', () => {
    expect(trackingTimeline(after(0)).map((entry) => [entry.status, entry.done, entry.sampleTime])).toEqual([
      ['confirmed', true, true],
      ['picked_up', false, false],
      ['nearby', false, false],
      ['delivered', false, false],
    ]);
    expect(trackingTimeline(after(50)).map((entry) => entry.sampleTime)).toEqual([true, true, true, true]);
  });
});

describe('vehiclePosition', () => {
  const route = [
    { latitude: 0, longitude: 0 },
    { latitude: 1, longitude: 0 },
    { latitude: 1, longitude: 1 },
  ];
  it('starts at the restaurant, ends at the customer and interpolates linearly', () => {
    expect(vehiclePosition(route, 0)).toEqual(route[0]);
    expect(vehiclePosition(route, 1)).toEqual(route[2]);
    expect(vehiclePosition(route, 0.25)).toEqual({ latitude: 0.5, longitude: 0 });
    expect(vehiclePosition(route, 0.75)).toEqual({ latitude: 1, longitude: 0.5 });
  });
  it('stays within the route bounds for any progress', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 2, noNaN: true }), (progress) => {
        const { latitude, longitude } = vehiclePosition(route, progress);
        return latitude >= 0 && latitude <= 1 && longitude >= 0 && longitude <= 1;
      }),
    );
  });
});

describe("a real order's tracking, held to its status", () => {
  const statuses = fc.constantFrom(...ORDER_STATUSES, null);
  const anyState = fc
    .nat(TICKS_TO_DELIVER * 2)
    .map((n) => Array.from({ length: n }).reduce<TrackingState>((state) => advanceTracking(state), INITIAL_TRACKING));

  it('ticks exactly the steps the status has reached, never Delivered before the order is', () => {
    fc.assert(
      fc.property(statuses, anyState, (status, simulated) => {
        const shown = heldToStep(simulated, reachedStep(status));
        const done = trackingTimeline(shown, false).filter((entry) => entry.done).length;
        expect(done).toBe(reachedStep(status));
        expect(isDelivered(shown)).toBe(status === 'delivered');
      }),
    );
  });

  it('moves the rider only within the stretch of the reached step, and forward when the order moves on', () => {
    let state = heldToStep(INITIAL_TRACKING, reachedStep('out for delivery'));
    expect(state.status).toBe('picked_up');
    for (let i = 0; i < TICKS_TO_DELIVER * 2; i++) state = heldToStep(advanceTracking(state), 2);
    expect(state).toMatchObject({ status: 'picked_up', step: 2 });
    expect(trackingProgress(state)).toBeLessThanOrEqual(0.8);
    expect(heldToStep(state, 1).step).toBe(1);
    expect(heldToStep(state, reachedStep('delivered'))).toEqual(DELIVERED_TRACKING);
  });

  it('shows no made-up times for a real order; the sample keeps the fixed ones', () => {
    const confirmed = heldToStep(INITIAL_TRACKING, reachedStep('confirmed'));
    expect(trackingTimeline(confirmed, false).map((entry) => entry.sampleTime)).toEqual([false, false, false, false]);
    expect(trackingTimeline(confirmed)[0]!.sampleTime).toBe(true);
  });

  it('counts the ETA down by the clock from when the order was placed: never below 1 until delivered', () => {
    const placed = Date.UTC(2026, 10, 22, 6, 30);
    expect(etaOfOrder(placed, placed, false)).toBe(INITIAL_ETA_MINUTES);
    expect(etaOfOrder(placed, placed + 15_000, false)).toBe(INITIAL_ETA_MINUTES);
    expect(etaOfOrder(placed, placed + 7 * 60_000, false)).toBe(INITIAL_ETA_MINUTES - 7);
    expect(etaOfOrder(placed, placed + 90 * 60_000, false)).toBe(1);
    expect(etaOfOrder(placed, placed + 60_000, true)).toBe(0);
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(60_000), (elapsed, later) => {
        const before = etaOfOrder(placed, placed + elapsed, false);
        const after = etaOfOrder(placed, placed + elapsed + later, false);
        // Within a minute of the clock, the ETA falls by at most one minute.
        return after <= before && before - after <= 1;
      }),
    );
  });
});
