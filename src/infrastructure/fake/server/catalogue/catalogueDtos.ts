import { roundKm } from '../../../../domain/catalogue/nearby';
import type { RestaurantFacts } from '../../../../domain/catalogue/restaurantFilters';
import type { CuisineDto, CuisineRestaurantDto, RestaurantListDto } from '../../../api/schemas/catalogue';
import type { CuisineRecord, RestaurantRecord } from '../../db/catalogueRecords';
import { fixtureImageUrl } from '../../seed/fixtureImages';

/** What the filter flags look at, from a stored restaurant (its cost for two is kept in rupees, like the API's). */
export const factsOf = (record: RestaurantRecord): RestaurantFacts => ({
  estimatedDeliveryTime: record.estimatedDeliveryTime,
  rating: record.rating,
  pureVeg: record.pureVeg,
  hasOffer: record.offer !== null,
  costForTwoPaise: record.costForTwo * 100,
});

/** The list variant (FEATURES F-discovery) of get-restaurants and search. */
export const toListDto = (record: RestaurantRecord, distanceKm: number): RestaurantListDto => ({
  id: record.id,
  name: record.name,
  restaurantImage: fixtureImageUrl(record.image),
  rating: record.rating,
  estimatedDeliveryTime: record.estimatedDeliveryTime,
  address: record.address,
  totalReviews: record.totalReviews,
  distance: roundKm(distanceKm),
  area: record.area,
});

/** The snake_case cuisine-list variant (FEATURES F-discovery) of get-restaurants-by-category-id. */
export const toCuisineListDto = (
  record: RestaurantRecord,
  distanceKm: number,
  cuisineNames: string[],
): CuisineRestaurantDto => ({
  restaurant_id: record.id,
  restaurant_name: record.name,
  banner_image: fixtureImageUrl(record.image),
  rating: record.rating,
  estimated_delivery_time: record.estimatedDeliveryTime,
  cuisine_type: cuisineNames.join(', '),
  city: record.city,
  state: record.state,
  distance: roundKm(distanceKm),
});

export const toCuisineDto = (record: CuisineRecord): CuisineDto => ({
  category_id: record.category_id,
  category_name: record.category_name,
  category_image: fixtureImageUrl(record.category_image),
});
