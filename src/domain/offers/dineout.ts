import { type GeoPoint } from '../geo/GeoPoint';
import { nearestFirst, roundKm } from '../catalogue/nearby';

/** The kinds of offer a dining restaurant may carry (FEATURES F-account: Offers). */
export const OFFER_KINDS = ['pre-booking', 'walk-in', 'bank', 'welcome'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** Sample discounts run from 10 to 20 percent. */
export const MIN_SAMPLE_DISCOUNT = 10;
export const MAX_SAMPLE_DISCOUNT = 20;

export interface DiningOffer {
  kind: OfferKind;
  discountPercent: number;
}

/** A restaurant of the offers / dine-out demo, with its distance from the customer. */
export interface DiningRestaurant {
  /** The catalogue restaurant the card opens: its name, place and facts are the catalogue's. */
  id: string;
  name: string;
  cuisines: string[];
  area: string;
  distanceKm: number;
  rating: number;
  costForTwoPaise: number;
  pureVeg: boolean;
  tableBooking: boolean;
  /** Keys of bundled pictures, shown in turn. */
  images: string[];
  offers: DiningOffer[];
}

/** A sample dining restaurant as it is kept: where it is, not how far (that depends on the customer). */
export type DiningSample = Omit<DiningRestaurant, 'distanceKm'> & GeoPoint;

/**
 * The samples near `from`, as the home list picks restaurants: those within the service radius, nearest first, each
 * with its distance rounded as the API reports it. A restaurant that cannot deliver to the customer is no offer.
 */
export const diningFrom = (samples: readonly DiningSample[], from: GeoPoint): DiningRestaurant[] =>
  nearestFirst(samples, from).map(
    ({ item: { latitude: _latitude, longitude: _longitude, ...restaurant }, distanceKm }) => ({
      ...restaurant,
      distanceKm: roundKm(distanceKm),
    }),
  );

/** Dining pictures change every 3 seconds (FEATURES F-account). */
export const IMAGE_ROTATION_MS = 3000;

/** A static promotional offer of the carousel. */
export interface PromoOffer {
  id: number;
  title: string;
  description: string;
  /** Key of a bundled picture. */
  image: string;
}
