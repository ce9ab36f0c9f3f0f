import type { TrainOrderPlace } from '../train/trainOrder';

/**
 * Where a seat order's Reorder goes (FEATURES F-train, F-reorder): a station kitchen hands food over at its station
 * only, never at a home, so a seat order is repeated for the same stop of the journey being followed while it
 * still takes orders; otherwise the passenger is sent to the journey's stations still ahead, or to find a journey,
 * and told why.
 */
export type SeatReorderStep =
  | { kind: 'at-stop'; stationCode: string }
  | { kind: 'stations-ahead'; text: string }
  | { kind: 'find-journey'; text: string };

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

export const SEAT_REORDER_TEXTS = {
  findJourney: (place: TrainOrderPlace) =>
    `This order went to your seat on train ${place.trainNumber} at ${place.stationName}: its kitchen delivers only ` +
    'there. Find your journey to order at a station ahead.',
  stationsAhead: (place: TrainOrderPlace, reason: string) =>
    `${place.stationName} takes no order from this kitchen now (${reason}). Order at a station still ahead.`,
  noStationAhead: (place: TrainOrderPlace, reason: string) =>
    `${place.stationName} takes no order from this kitchen now (${reason}), and no station ahead on this journey ` +
    'takes orders now.',
} as const;

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
  if (!followed || at < 0) return { kind: 'find-journey', text: SEAT_REORDER_TEXTS.findJourney(place) };
  const stop = followed.stops[at]!;
  if (stop.kitchenOrderable) return { kind: 'at-stop', stationCode: stop.code };
  const reason = stop.reason ?? 'its kitchen does not serve this journey';
  const ahead = followed.stops.slice(at + 1).some((later) => later.orderable);
  return ahead
    ? { kind: 'stations-ahead', text: SEAT_REORDER_TEXTS.stationsAhead(place, reason) }
    : { kind: 'find-journey', text: SEAT_REORDER_TEXTS.noStationAhead(place, reason) };
}
