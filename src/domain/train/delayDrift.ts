import { MINUTE_MS } from './istTime';

/**
 * How a train's delay drifts during its run (the demo's live status, FEATURES F-train): it leaves `startMinutes` late
 * and loses `stepMinutes` more for every `everyMinutes` it has been running, up to `maxMinutes`.
 */
export interface DelayDrift {
  startMinutes: number;
  stepMinutes: number;
  everyMinutes: number;
  maxMinutes: number;
}

/** The delay of a drifting train at `now`, whose run left its first station at `departedAt` (epoch ms). */
export function driftedDelay(drift: DelayDrift, departedAt: number, now: number): number {
  const running = Math.floor((now - departedAt) / MINUTE_MS);
  if (running <= 0) return drift.startMinutes;
  const steps = Math.floor(running / drift.everyMinutes);
  return Math.max(drift.startMinutes, Math.min(drift.maxMinutes, drift.startMinutes + steps * drift.stepMinutes));
}
