import type { GeoPoint } from '../geo/GeoPoint';

/** The restaurant shown at the top of its menu page (FEATURES F-menu, detail variant). */
export interface RestaurantDetail {
  id: string;
  name: string;
  rating: number | null;
  totalReviews: number;
  area: string;
  /** Minutes. */
  estimatedDeliveryTime: number | null;
  /** Where the kitchen is, when the server said (its service area is measured from it). */
  location?: GeoPoint | null;
}
