import type { RestaurantDetail } from '../../../domain/menu/RestaurantDetail';

type Loose = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const number = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : undefined;

/** The restaurant card the home grid (or a cuisine list) passed along, in either of the API's spellings. */
export function previewOf(value: unknown, restaurantId: string): RestaurantDetail | null {
  if (!value || typeof value !== 'object') return null;
  const restaurant = value as Loose;
  const name = text(restaurant.name) ?? text(restaurant.restaurant_name);
  if (!name) return null;
  return {
    id: restaurantId,
    name,
    rating: number(restaurant.rating) ?? null,
    totalReviews: number(restaurant.totalReviews ?? restaurant.total_reviews) ?? 0,
    area: text(restaurant.area) ?? '',
    estimatedDeliveryTime: number(restaurant.estimatedDeliveryTime ?? restaurant.estimated_delivery_time) ?? null,
  };
}

export interface MenuNavigationState {
  itemSearch: string;
  preview: RestaurantDetail | null;
}

/** Reads the menu's navigation state: itemSearch (search text) and restaurant (from the home grid). */
export function readMenuNavigationState(state: unknown, restaurantId: string): MenuNavigationState {
  if (!state || typeof state !== 'object') return { itemSearch: '', preview: null };
  const loose = state as Loose;
  return { itemSearch: text(loose.itemSearch) ?? '', preview: previewOf(loose.restaurant, restaurantId) };
}
