import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DelayDrift, driftedDelay } from './delayDrift';
import { MINUTE_MS } from './istTime';

const DEPARTED = Date.parse('2026-11-23T17:00:00+05:30');
const rajdhani: DelayDrift = { startMinutes: 0, stepMinutes: 5, everyMinutes: 60, maxMinutes: 25 };
const at = (minutes: number) => DEPARTED + minutes * MINUTE_MS;

describe('delay drift (FEATURES F-train)', () => {
  it('loses 5 min for every hour of running, up to 25 min', () => {
    expect(driftedDelay(rajdhani, DEPARTED, at(-30))).toBe(0);
    expect(driftedDelay(rajdhani, DEPARTED, at(59))).toBe(0);
    expect(driftedDelay(rajdhani, DEPARTED, at(60))).toBe(5);
    expect(driftedDelay(rajdhani, DEPARTED, at(130))).toBe(10);
    expect(driftedDelay(rajdhani, DEPARTED, at(24 * 60))).toBe(25);
  });

  const drifts = fc.record({
    startMinutes: fc.integer({ min: 0, max: 120 }),
    stepMinutes: fc.integer({ min: 0, max: 30 }),
    everyMinutes: fc.integer({ min: 1, max: 240 }),
    maxMinutes: fc.integer({ min: 0, max: 600 }),
  });

  it('property: deterministic, never earlier as time passes, between its start and its bound', () => {
    fc.assert(
      fc.property(
        drifts,
        fc.integer({ min: -2000, max: 4000 }),
        fc.integer({ min: 0, max: 4000 }),
        (drift, first, later) => {
          const a = driftedDelay(drift, DEPARTED, at(first));
          const b = driftedDelay(drift, DEPARTED, at(first + later));
          expect(driftedDelay(drift, DEPARTED, at(first))).toBe(a);
          expect(b).toBeGreaterThanOrEqual(a);
          expect(a).toBeGreaterThanOrEqual(drift.startMinutes);
          expect(b).toBeLessThanOrEqual(Math.max(drift.startMinutes, drift.maxMinutes));
          expect(Number.isInteger(b)).toBe(true);
        },
      ),
    );
  });
});
