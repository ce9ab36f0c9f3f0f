import type { RestaurantFacts } from '../../../domain/catalogue/restaurantFilters';

/**
 * A restaurant on the static noodles page (FEATURES F-discovery: name, rating, delivery time range, cuisines, location,
 * image).
 */
export interface NoodleRestaurant extends RestaurantFacts {
  /** The catalogue restaurant the card opens. */
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
  restaurantId: string,
  name: string,
  rating: number,
  range: [number, number],
  cuisines: string,
  location: string,
  pureVeg: boolean,
  hasOffer: boolean,
  rupeesForTwo: number,
];

/*
 * The catalogue restaurants that serve noodles (fixtures/restaurants.json, served by the demo backend and `npm run api`
 * alike), with the catalogue's name, rating, delivery time, cuisines, place, cost and offer, so each card opens the
 * menu it describes; noodleRestaurants.test.ts keeps the rows equal to the catalogue.
 */
// prettier-ignore
const ROWS: Row[] = [
  ['15', 'CP Noodle Works', 4, [18, 23], 'Chinese', 'Karol Bagh, New Delhi', false, false, 420],
  ['8', 'Gole Market Momo Co.', 4.3, [18, 23], 'Chinese, Street Food', 'Kamla Nagar, New Delhi', false, false, 250],
  ['26', 'Raja Ki Mandi Rolls', 4.1, [13, 18], 'Rolls & Wraps, Chinese', 'Sadar Bazaar, Agra', false, false, 260],
  ['31', 'Taj View Chinese Garden', 3.8, [33, 38], 'Chinese', 'Raja Ki Mandi, Agra', false, true, 480],
  ['40', 'Raja Park Momos', 4.8, [18, 23], 'Chinese, Street Food', 'Sindhi Camp, Jaipur', false, false, 220],
  ['48', 'Amer Road Noodle House', 4, [28, 33], 'Chinese', 'Johari Bazaar, Jaipur', true, false, 340],
  ['61', 'Bombay Chinese Wok', 4.4, [18, 23], 'Chinese', 'Mumbai Central, Mumbai', false, false, 420],
  ['37', 'C-Scheme Wood Fired Pizza', 4.1, [33, 38], 'Pizza, Italian', 'Malviya Nagar, Jaipur', false, true, 800],
];

/** The noodles page's 8 restaurants, hard-coded as the spec describes. */
export const NOODLE_RESTAURANTS: readonly NoodleRestaurant[] = ROWS.map(
  ([id, name, rating, range, cuisines, location, pureVeg, hasOffer, rupeesForTwo], index) => ({
    id,
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
