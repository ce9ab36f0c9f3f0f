import type { RestaurantDetail } from '../../../domain/menu/RestaurantDetail';
import { previewOf } from './menuNavigationState';

/**
 * The demo build prerenders a menu page per restaurant with its header drawn (the page's largest element paints
 * before any JavaScript, src/prerender.tsx); the page's head carries that restaurant in this <meta>, so the app's
 * first render draws the same header and hydration keeps it.
 */
export const PRERENDERED_RESTAURANT_META = 'railbite:menu-restaurant';

/** The restaurant this page was prerendered with, if it is `restaurantId` (the <meta> stays after navigating). */
export function prerenderedRestaurant(restaurantId: string): RestaurantDetail | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector(`meta[name="${PRERENDERED_RESTAURANT_META}"]`)?.getAttribute('content');
  if (!content) return null;
  try {
    const value: unknown = JSON.parse(content);
    const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : undefined;
    return String(id) === restaurantId ? previewOf(value, restaurantId) : null;
  } catch {
    return null;
  }
}
