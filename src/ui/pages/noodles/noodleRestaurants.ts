import type { RestaurantFacts } from '../../../domain/catalogue/restaurantFilters';

/**
 * A restaurant on the static noodles page (FEATURES F-discovery: name, rating, delivery time range, cuisines, location,
 * image).
 */
export interface NoodleRestaurant extends RestaurantFacts {
  id: string;
  name: string;
  /** Minutes, as a range; `estimatedDeliveryTime` (what the filters read) is its upper end. */
  deliveryRange: readonly [number, number];
  cuisines: string;
  location: string;
  imageUrl: string;
}

const images = import.meta.glob('../../../../fixtures/images/noodles/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
}) as Record<string, string>;
const image = (n: number) => images[`../../../../fixtures/images/noodles/${n}.svg`] ?? '';

type Row = [
  name: string,
  rating: number,
  range: [number, number],
  cuisines: string,
  location: string,
  pureVeg: boolean,
  hasOffer: boolean,
  rupeesForTwo: number,
];

const ROWS: Row[] = [
  ['Wok Express Paharganj', 4.3, [25, 30], 'Chinese, Asian, Noodles', 'Paharganj, New Delhi', false, true, 350],
  ['Hakka House CP', 4.5, [30, 35], 'Chinese, Momos', 'Connaught Place, New Delhi', false, false, 500],
  ['Bowl of Udon', 4.1, [35, 40], 'Japanese, Noodles', 'Khan Market, New Delhi', false, true, 700],
  ['Tibetan Thukpa Corner', 4.6, [20, 25], 'Tibetan, Soups', 'Majnu Ka Tilla, New Delhi', false, false, 250],
  ['Green Chopsticks', 4.0, [25, 30], 'Chinese, Pure Veg', 'Karol Bagh, New Delhi', true, true, 300],
  ['Pho Saigon Kitchen', 4.4, [40, 45], 'Vietnamese, Asian', 'Hauz Khas, New Delhi', false, false, 800],
  ['Station Chowmein Stall', 3.8, [15, 20], 'Street Food, Chinese', 'New Delhi Railway Station', true, false, 150],
  ['Ramen Republic', 4.2, [30, 40], 'Japanese, Ramen', 'Saket, New Delhi', false, true, 650],
];

/** The noodles page's 8 restaurants, hard-coded as the spec describes. */
export const NOODLE_RESTAURANTS: readonly NoodleRestaurant[] = ROWS.map(
  ([name, rating, range, cuisines, location, pureVeg, hasOffer, rupeesForTwo], index) => ({
    id: String(index + 1),
    name,
    rating,
    deliveryRange: range,
    estimatedDeliveryTime: range[1],
    cuisines,
    location,
    pureVeg,
    hasOffer,
    costForTwoPaise: rupeesForTwo * 100,
    imageUrl: image(index + 1),
  }),
);
