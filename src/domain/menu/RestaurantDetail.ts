/** The restaurant shown at the top of its menu page (FEATURES F-menu, detail variant). */
export interface RestaurantDetail {
  id: string;
  name: string;
  rating: number | null;
  totalReviews: number;
  area: string;
  /** Minutes. */
  estimatedDeliveryTime: number | null;
}
