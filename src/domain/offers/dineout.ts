import { distanceKm, type GeoPoint } from '../geo/GeoPoint';

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
  id: number;
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
export type DiningSample = Omit<DiningRestaurant, 'distanceKm'> & { location: GeoPoint };

/** The samples as seen from `from`: each with its true distance from there. */
export const diningFrom = (samples: readonly DiningSample[], from: GeoPoint): DiningRestaurant[] =>
  samples.map(({ location, ...restaurant }) => ({ ...restaurant, distanceKm: distanceKm(from, location) }));

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
