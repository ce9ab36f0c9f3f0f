/** A restaurant as the home grid, the carousel and search show it (FEATURES F-discovery: list variant). */
export interface RestaurantSummary {
  id: string;
  name: string;
  imageUrl: string;
  rating: number;
  /** Minutes. */
  estimatedDeliveryTime: number;
  address: string;
  totalReviews: number;
  /** Kilometres from the point the listing was asked for. */
  distanceKm: number;
  area: string;
}

/** A restaurant as a cuisine's list shows it (FEATURES F-discovery: cuisine-list variant). */
export interface CuisineRestaurant {
  id: string;
  name: string;
  bannerImageUrl: string;
  rating: number;
  /** Minutes. */
  estimatedDeliveryTime: number;
  /** The cuisines it serves, as one line of text ("Biryani, Mughlai"). */
  cuisineType: string;
  city: string;
  state: string;
  distanceKm: number;
}

/** A cuisine category (FEATURES F-discovery). */
export interface CuisineCategory {
  id: string;
  name: string;
  imageUrl: string;
}

/** What the search overlay finds for a text: restaurants near the customer and cuisine categories. */
export interface CatalogueSearchResults {
  restaurants: RestaurantSummary[];
  categories: CuisineCategory[];
}
