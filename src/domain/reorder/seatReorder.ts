import type { TrainOrderPlace } from '../train/trainOrder';

/**
 * Where a seat order's Reorder goes (FEATURES F-train, F-reorder): a station kitchen hands food over at its station
 * only, never at a home, so a seat order is repeated for the same stop of the journey being followed while it
 * still takes orders; otherwise the passenger is sent to the journey's stations still ahead, or to find a journey,
 * and told why.
 */
export type SeatReorderStep =
  | { kind: 'at-stop'; stationCode: string }
  /** The order's stop takes no order from its kitchen now (`reason`: the train's words, null when unsaid). */
  | { kind: 'stations-ahead'; reason: string | null }
  /** No journey is followed that passes the order's stop ('no-journey'), or no stop ahead takes an order now. */
  | { kind: 'find-journey'; why: 'no-journey' }
  | { kind: 'find-journey'; why: 'none-ahead'; reason: string | null };

export interface FollowedStop {
  code: string;
  name: string;
  /** The stop takes an order from this kitchen now. */
  kitchenOrderable: boolean;
  /** The reason it takes no order now ('Train has left', 'Too late…'), when the kitchen hands food over there. */
  reason: string | null;
  /** The stop takes an order from any kitchen now. */
  orderable: boolean;
}

/**
 * The step for a seat order's Reorder, given the journey being followed (its train number and stops, or null):
 * the order's own stop when it still takes this kitchen's order, else the stations ahead, else why not.
 */
export function seatReorderStep(
  place: TrainOrderPlace,
  followed: { trainNumber: string; stops: readonly FollowedStop[] } | null,
): SeatReorderStep {
  const at =
    followed?.trainNumber === place.trainNumber ? followed.stops.findIndex((s) => s.code === place.stationCode) : -1;
  if (!followed || at < 0) return { kind: 'find-journey', why: 'no-journey' };
  const stop = followed.stops[at]!;
  if (stop.kitchenOrderable) return { kind: 'at-stop', stationCode: stop.code };
  const ahead = followed.stops.slice(at + 1).some((later) => later.orderable);
  return ahead
    ? { kind: 'stations-ahead', reason: stop.reason }
    : { kind: 'find-journey', why: 'none-ahead', reason: stop.reason };
}
