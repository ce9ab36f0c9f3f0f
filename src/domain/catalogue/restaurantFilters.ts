/** The listing's filter flags (FEATURES F-discovery), in the order the chips show them. */
export const RESTAURANT_FILTER_FLAGS = [
  'fastDelivery',
  'rating4Plus',
  'pureVeg',
  'offers',
  'priceRange300To600',
  'lessThan300',
] as const;
export type RestaurantFilterFlag = (typeof RESTAURANT_FILTER_FLAGS)[number];

/** Fast delivery means an estimate of at most this many minutes. */
export const FAST_DELIVERY_MAX_MINUTES = 30;
export const HIGH_RATING_MIN = 4;

/** The facts about a restaurant the filters look at. */
export interface RestaurantFacts {
  estimatedDeliveryTime: number;
  rating: number;
  pureVeg: boolean;
  hasOffer: boolean;
  /** Cost for two, in paise. */
  costForTwoPaise: number;
}

/** What the customer narrowed the listing to: flags that are on, and optionally one cuisine. */
export interface RestaurantFilters {
  flags: readonly RestaurantFilterFlag[];
  cuisineId: string | null;
}

export const NO_FILTERS: RestaurantFilters = { flags: [], cuisineId: null };

const PREDICATES: Record<RestaurantFilterFlag, (facts: RestaurantFacts) => boolean> = {
  fastDelivery: (facts) => facts.estimatedDeliveryTime <= FAST_DELIVERY_MAX_MINUTES,
  rating4Plus: (facts) => facts.rating >= HIGH_RATING_MIN,
  pureVeg: (facts) => facts.pureVeg,
  offers: (facts) => facts.hasOffer,
  priceRange300To600: (facts) => facts.costForTwoPaise >= 300_00 && facts.costForTwoPaise <= 600_00,
  lessThan300: (facts) => facts.costForTwoPaise < 300_00,
};

const PRICE_BANDS: readonly RestaurantFilterFlag[] = ['priceRange300To600', 'lessThan300'];

/**
 * True when a restaurant passes every chosen flag. The two price bands are alternatives: with both on,
 * a restaurant in either band passes (so choosing both means "up to ₹600" rather than "nothing").
 */
export function matchesFilterFlags(facts: RestaurantFacts, flags: readonly RestaurantFilterFlag[]): boolean {
  const bands = flags.filter((flag) => PRICE_BANDS.includes(flag));
  const others = flags.filter((flag) => !PRICE_BANDS.includes(flag));
  return (
    others.every((flag) => PREDICATES[flag](facts)) &&
    (bands.length === 0 || bands.some((flag) => PREDICATES[flag](facts)))
  );
}

/** Turns a flag on or off, keeping the chips' order. */
export function toggleFilterFlag(
  flags: readonly RestaurantFilterFlag[],
  flag: RestaurantFilterFlag,
): RestaurantFilterFlag[] {
  const on = new Set(flags);
  if (on.has(flag)) on.delete(flag);
  else on.add(flag);
  return RESTAURANT_FILTER_FLAGS.filter((candidate) => on.has(candidate));
}

/** A stable text for a set of filters: equal filters give equal keys. */
export function filtersKey(filters: RestaurantFilters): string {
  return `${RESTAURANT_FILTER_FLAGS.filter((flag) => filters.flags.includes(flag)).join(',')}|${filters.cuisineId ?? ''}`;
}
