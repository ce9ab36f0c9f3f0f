/**
 * Scale tests multiply the demo catalogue (DemoSettings.catalogueScale). Copy k of fixture restaurant `id`
 * gets the id `k * SCALED_ID_STRIDE + id`, so every copy maps back to its fixture (for its menu, images…).
 */
export const SCALED_ID_STRIDE = 1000;

/**
 * Kitchens at railway stations (fixtures/trains) have ids from here on, above every scale-test copy (at most
 * 99 × 1000 + id); like a copy, one ends with the id of the demo restaurant whose menu it serves. They deliver to
 * trains only.
 */
export const STATION_KITCHEN_FIRST_ID = 100_000;

export const isStationKitchen = (id: number): boolean => id >= STATION_KITCHEN_FIRST_ID;

export const baseRestaurantIdOf = (id: number): number => id % SCALED_ID_STRIDE;

export const scaledRestaurantId = (baseId: number, copy: number): number => copy * SCALED_ID_STRIDE + baseId;
