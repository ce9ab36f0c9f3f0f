import { matchesFilterFlags, type RestaurantFacts, type RestaurantFilterFlag } from './restaurantFilters';

/** Ways to order a restaurant list, in the order a Sort By menu offers them. */
export const RESTAURANT_SORTS = ['relevance', 'rating', 'deliveryTime', 'costLowToHigh', 'costHighToLow'] as const;
export type RestaurantSort = (typeof RESTAURANT_SORTS)[number];

const COMPARATORS: Record<RestaurantSort, (a: RestaurantFacts, b: RestaurantFacts) => number> = {
  relevance: () => 0,
  rating: (a, b) => b.rating - a.rating,
  deliveryTime: (a, b) => a.estimatedDeliveryTime - b.estimatedDeliveryTime,
  costLowToHigh: (a, b) => a.costForTwoPaise - b.costForTwoPaise,
  costHighToLow: (a, b) => b.costForTwoPaise - a.costForTwoPaise,
};

/**
 * The restaurants that pass `flags`, ordered by `sort`. The sort is stable: ties (and "relevance")
 * keep the list's own order.
 */
export function arrangeRestaurants<T extends RestaurantFacts>(
  restaurants: readonly T[],
  flags: readonly RestaurantFilterFlag[],
  sort: RestaurantSort,
): T[] {
  return restaurants.filter((restaurant) => matchesFilterFlags(restaurant, flags)).sort(COMPARATORS[sort]);
}
