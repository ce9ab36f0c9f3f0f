import { istClock } from './istTime';
import { withinDeliveryHours } from './orderability';
import { delayRescueText, skippedStopRescueText } from './seat';

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

/** What the rescued order says (Order History, the push, the journey screen's notice). */
export function seatRescueText(
  cause: SeatRescueCause,
  stop: { stationName: string; stationCode: string; handover: number; refundPaise: number },
): string {
  return cause === 'skipped'
    ? skippedStopRescueText(stop.stationName, stop.stationCode, stop.refundPaise)
    : delayRescueText(stop.stationName, istClock(stop.handover), stop.refundPaise);
}
