/** The restaurant shown at the top of its menu page (spec §3, detail variant). */
export interface RestaurantDetail {
  id: string;
  name: string;
  rating: number | null;
  totalReviews: number;
  area: string;
  /** Minutes. */
  estimatedDeliveryTime: number | null;
}
