import type { FollowedStop } from '../../domain/reorder/seatReorder';
import { handoverTime } from '../../domain/train/journey';
import { orderByTime, stationClosedText } from '../../domain/train/orderability';
import type { TrainTripStore } from '../train/TrainTripStore';

/**
 * The journey being followed as a seat order's Reorder needs it: each stop, whether it takes this kitchen's order
 * now, and why not; null without a journey.
 */
export function followedStopsFor(
  trip: TrainTripStore,
  restaurantId: string,
): { trainNumber: string; stops: FollowedStop[] } | null {
  if (!trip.journey) return null;
  return {
    trainNumber: trip.journey.trainNumber,
    stops: trip.stops.map(({ stop, times, orderability }) => {
      const open =
        orderability.orderable && orderability.openRestaurants.some((terms) => terms.restaurantId === restaurantId);
      const terms = stop.restaurants.find((candidate) => candidate.restaurantId === restaurantId);
      // A stop the kitchen does not serve has no reason of its own (the kitchen is elsewhere).
      const reason = open
        ? null
        : !orderability.orderable
          ? orderability.reason
          : terms
            ? stationClosedText(orderByTime(handoverTime(times), terms))
            : null;
      return { code: stop.code, name: stop.name, kitchenOrderable: open, reason, orderable: orderability.orderable };
    }),
  };
}
