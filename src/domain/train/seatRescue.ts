import { withinDeliveryHours } from './orderability';
import type { SeatClosure } from './seatClosure';

/** Why delay rescue cancels a seat order: the train skips its station today, or now hands over outside 06:00–23:00. */
export type SeatRescueCause = 'skipped' | 'outside-hours';

/**
 * Delay rescue (FEATURES F-train): whether a seat order not yet handed over must be cancelled now (with a full refund
 * of what was paid), and why; null keeps it.
 */
export function seatRescueCause(stop: { skipped: boolean; handover: number }): SeatRescueCause | null {
  if (stop.skipped) return 'skipped';
  return withinDeliveryHours(stop.handover) ? null : 'outside-hours';
}

/** How the rescued order is closed (its texts come from seatClosureText). */
export function seatRescueClosure(
  cause: SeatRescueCause,
  stop: { stationName: string; stationCode: string; handover: number; refundPaise: number },
): SeatClosure {
  const station = { code: stop.stationCode, name: stop.stationName };
  return cause === 'skipped'
    ? { kind: 'skipped', station, refundPaise: stop.refundPaise }
    : { kind: 'rescued', station, expectedArrival: stop.handover, refundPaise: stop.refundPaise };
}
