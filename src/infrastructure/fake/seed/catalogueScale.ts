/**
 * Scale tests multiply the demo catalogue (DemoSettings.catalogueScale). Copy k of fixture restaurant `id`
 * gets the id `k * SCALED_ID_STRIDE + id`, so every copy maps back to its fixture (for its menu, images…).
 */
export const SCALED_ID_STRIDE = 1000;

export const baseRestaurantIdOf = (id: number): number => id % SCALED_ID_STRIDE;

export const scaledRestaurantId = (baseId: number, copy: number): number => copy * SCALED_ID_STRIDE + baseId;
