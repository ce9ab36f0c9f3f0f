import type { GeoPoint } from '../../domain/geo/GeoPoint';
import type { DiningSample, OfferKind, PromoOffer } from '../../domain/offers/dineout';

type DiningRow = [
  restaurantId: string,
  name: string,
  cuisines: string[],
  area: string,
  latitude: number,
  longitude: number,
  rating: number,
  rupeesForTwo: number,
  pureVeg: boolean,
  tableBooking: boolean,
  images: string[],
  offers: [OfferKind, number][],
];

/*
 * Each row is a restaurant of the catalogue (fixtures/restaurants.json, which the demo backend and `npm run api` both
 * serve) with its own name, area, place, rating, cost and cuisines, so a card opens the menu it describes; the table
 * booking, pictures and offers are the demo's. offersSampleData.test.ts keeps the rows equal to the catalogue.
 */
// prettier-ignore
const DINING_ROWS: DiningRow[] = [
  // New Delhi
  ['2', 'Rajdhani Express Kitchen', ['North Indian', 'Thali'], 'Connaught Place', 28.62661, 77.21453, 3.9, 400, true, true, ['chef-table', 'heritage', 'cafe'], [['pre-booking', 20], ['bank', 10]]],
  ['6', 'Daryaganj Kebab Point', ['Mughlai', 'Rolls & Wraps'], 'Rajendra Place', 28.64189, 77.17703, 4.9, 500, false, true, ['lantern', 'courtyard', 'coastal'], [['walk-in', 10], ['welcome', 15]]],
  ['7', 'Dilli Dosa Junction', ['South Indian'], 'Gole Market', 28.6393, 77.20542, 4.4, 300, true, false, ['rooftop', 'candlelight', 'garden'], [['pre-booking', 15]]],
  ['10', 'Civil Lines Burger Shed', ['Burger', 'Beverages'], 'Lajpat Nagar', 28.56859, 77.244, 4.6, 350, false, true, ['candlelight', 'garden', 'rooftop'], [['walk-in', 12], ['bank', 20]]],
  ['12', 'Nizamuddin Nihari Ghar', ['Mughlai', 'Biryani'], 'Jhandewalan', 28.6413, 77.20447, 4.7, 600, false, true, ['coastal', 'lantern', 'courtyard'], [['welcome', 20]]],
  ['16', 'Green Bowl Rajendra Place', ['Healthy', 'Italian'], 'Chandni Chowk', 28.65479, 77.22881, 3.8, 650, true, false, ['rooftop', 'candlelight', 'garden'], [['walk-in', 10], ['welcome', 18]]],
  // Agra
  ['17', 'Taj Ganj Mughlai Darbar', ['Mughlai', 'Biryani'], 'Sadar Bazaar', 27.15566, 78.00638, 4.1, 650, false, true, ['cafe', 'chef-table', 'heritage'], [['pre-booking', 20], ['bank', 10]]],
  ['20', 'Cantt Station Thali House', ['Thali', 'North Indian'], 'Sanjay Place', 27.19658, 78.00968, 4.5, 300, true, true, ['chef-table', 'heritage', 'cafe'], [['walk-in', 10], ['welcome', 15]]],
  ['23', 'Sanjay Place Sizzlers', ['Italian', 'Healthy'], 'Belanganj', 27.19009, 78.01391, 4.4, 750, false, false, ['heritage', 'cafe', 'chef-table'], [['pre-booking', 15]]],
  ['27', 'Dayal Bagh Satvik Bhojan', ['Thali', 'Healthy'], 'Taj Ganj', 27.16289, 78.03635, 4.6, 320, true, true, ['courtyard', 'coastal', 'lantern'], [['walk-in', 12], ['bank', 20]]],
  ['29', 'Mughal Sheesh Mahal Kitchen', ['Mughlai', 'North Indian'], 'Sanjay Place', 27.2001, 78.00273, 3.9, 900, false, true, ['chef-table', 'heritage', 'cafe'], [['welcome', 20]]],
  ['30', 'Petha Nagar Lassi Point', ['Beverages', 'Desserts'], 'Fatehabad Road', 27.16536, 78.03993, 3.8, 140, true, false, ['coastal', 'lantern', 'courtyard'], [['walk-in', 10], ['welcome', 18]]],
  // Jaipur
  ['34', 'Pink City Dal Baati', ['Rajasthani', 'Thali'], 'C-Scheme', 26.90552, 75.80238, 4.6, 350, true, true, ['rooftop', 'candlelight', 'garden'], [['pre-booking', 20], ['bank', 10]]],
  ['35', 'MI Road Laal Maas House', ['Rajasthani', 'Mughlai'], 'Bani Park', 26.92879, 75.79315, 4.8, 700, false, true, ['cafe', 'chef-table', 'heritage'], [['walk-in', 10], ['welcome', 15]]],
  ['37', 'C-Scheme Wood Fired Pizza', ['Pizza', 'Italian'], 'Malviya Nagar', 26.84821, 75.80085, 4.1, 800, false, false, ['candlelight', 'garden', 'rooftop'], [['pre-booking', 15]]],
  ['39', 'Sindhi Camp Station Thali', ['Thali', 'Rajasthani'], 'Johari Bazaar', 26.91906, 75.8274, 4.1, 280, true, true, ['coastal', 'lantern', 'courtyard'], [['walk-in', 12], ['bank', 20]]],
  ['43', 'Hawa Mahal Rooftop Kitchen', ['Rajasthani', 'North Indian'], 'C-Scheme', 26.90887, 75.79939, 3.7, 950, false, true, ['rooftop', 'candlelight', 'garden'], [['welcome', 20]]],
  ['46', 'Gulabi Shahi Mughlai', ['Mughlai'], 'Malviya Nagar', 26.85738, 75.80215, 4, 650, false, false, ['candlelight', 'garden', 'rooftop'], [['walk-in', 10], ['welcome', 18]]],
  // Mumbai
  ['50', 'Fort Irani Cafe & Bakery', ['Beverages', 'Desserts'], 'Colaba', 18.90266, 72.81218, 4.8, 300, false, true, ['heritage', 'cafe', 'chef-table'], [['pre-booking', 20], ['bank', 10]]],
  ['51', 'Colaba Seafood Shack', ['Maharashtrian', 'North Indian'], 'Churchgate', 18.92878, 72.82855, 4.4, 900, false, true, ['lantern', 'courtyard', 'coastal'], [['walk-in', 10], ['welcome', 15]]],
  ['54', 'Dadar Misal Mandal', ['Maharashtrian'], 'Lower Parel', 19.00061, 72.83562, 3.9, 180, true, false, ['courtyard', 'coastal', 'lantern'], [['pre-booking', 15]]],
  ['59', 'Marine Drive Ice Cream Co.', ['Desserts', 'Beverages'], 'Colaba', 18.91137, 72.81379, 4.7, 200, true, true, ['heritage', 'cafe', 'chef-table'], [['walk-in', 12], ['bank', 20]]],
  ['60', 'Dabbawala Thali Kitchen', ['Thali', 'Maharashtrian'], 'Churchgate', 18.93115, 72.83143, 4.9, 330, true, true, ['lantern', 'courtyard', 'coastal'], [['welcome', 20]]],
  ['64', 'Gateway Mughlai Kitchen', ['Mughlai', 'North Indian'], 'Bandra West', 19.05512, 72.84523, 3.9, 700, false, false, ['candlelight', 'garden', 'rooftop'], [['walk-in', 10], ['welcome', 18]]],
];

/**
 * The offers demo's restaurants: six in each demo city, of which the page shows those that deliver to the customer
 * (FEATURES F-account: "all content is static sample data", bound to the catalogue). Images are keys of bundled
 * pictures.
 */
export const DINING_RESTAURANTS: readonly DiningSample[] = DINING_ROWS.map(
  ([id, name, cuisines, area, latitude, longitude, rating, rupees, pureVeg, tableBooking, images, offers]) => ({
    id,
    name,
    cuisines,
    area,
    latitude,
    longitude,
    rating,
    costForTwoPaise: rupees * 100,
    pureVeg,
    tableBooking,
    images,
    offers: offers.map(([kind, discountPercent]) => ({ kind, discountPercent })),
  }),
);

/**
 * The cuisine tiles: categories of the catalogue (fixtures/cuisines.json), so each opens its restaurants near the
 * customer.
 */
export const POPULAR_CUISINES: readonly { id: string; name: string }[] = [
  { id: '3', name: 'Biryani' },
  { id: '1', name: 'North Indian' },
  { id: '2', name: 'South Indian' },
  { id: '4', name: 'Chinese' },
  { id: '9', name: 'Street Food' },
  { id: '8', name: 'Desserts' },
  { id: '5', name: 'Pizza' },
  { id: '16', name: 'Rolls & Wraps' },
  { id: '10', name: 'Thali' },
  { id: '12', name: 'Mughlai' },
  { id: '6', name: 'Burger' },
  { id: '14', name: 'Healthy' },
];

/** A restaurant of 'Restaurant Chains Near Me': a catalogue restaurant (its id, name and place), opening its menu. */
export interface ChainRestaurant extends GeoPoint {
  id: string;
  name: string;
}

/** Eight per demo city; the page lists those that deliver to the customer, nearest first. */
export const RESTAURANT_CHAINS: readonly ChainRestaurant[] = (
  [
    // New Delhi
    ['1', 'Paharganj Biryani House', 28.65073, 77.21842],
    ['3', 'Karol Bagh Chaat Corner', 28.65123, 77.19204],
    ['4', 'Chandni Chowk Parathe Wale', 28.6465, 77.23133],
    ['5', 'Connaught Tandoor & Grill', 28.6429, 77.23684],
    ['8', 'Gole Market Momo Co.', 28.68533, 77.20989],
    ['9', 'Kamla Nagar Pizza Yard', 28.68143, 77.22183],
    ['11', 'Lajpat Sweets & Snacks', 28.5855, 77.25544],
    ['13', 'Jhandewalan Juice Bar', 28.64394, 77.21757],
    // Agra
    ['18', 'Agra Petha & Sweets', 27.16301, 78.04305],
    ['19', 'Sadar Bazaar Chaat Bhandar', 27.21634, 78.02326],
    ['21', 'Fatehabad Road Pizzeria', 27.16471, 78.03974],
    ['22', 'Bedai Kachori Kendra', 27.19868, 77.99822],
    ['24', 'Kamla Nagar Dosa Plaza', 27.2205, 78.00937],
    ['25', 'Belanganj Biryani Corner', 27.15604, 77.98562],
    ['26', 'Raja Ki Mandi Rolls', 27.15461, 78.00055],
    ['28', 'Agra Fort Burger Co.', 27.21224, 78.02563],
    // Jaipur
    ['33', 'Rawat Style Kachori Kendra', 26.92157, 75.80723],
    ['36', 'Johari Bazaar Ghevar Wala', 26.89034, 75.83449],
    ['38', 'Bani Park Biryani Bhawan', 26.91439, 75.74738],
    ['40', 'Raja Park Momos', 26.92895, 75.7965],
    ['41', 'Vaishali Burger Barn', 26.87033, 75.75668],
    ['42', 'Malviya Nagar Dosa Hut', 26.91924, 75.80909],
    ['44', 'Mansarovar Healthy Bowls', 26.93152, 75.7907],
    ['45', 'Jaipur Junction Paratha Express', 26.88959, 75.83302],
    // Mumbai
    ['49', 'CSMT Vada Pav Junction', 18.93745, 72.83281],
    ['52', 'Churchgate Pav Bhaji Centre', 18.96994, 72.81783],
    ['53', 'Mumbai Central Biryani Darbar', 19.02232, 72.84937],
    ['55', 'Lower Parel Pizza Republic', 19.05056, 72.8349],
    ['56', 'Bandra Burger Station', 19.1245, 72.8521],
    ['57', 'Andheri Dosa Express', 19.06491, 72.87727],
    ['58', 'Kurla Kebab Corner', 18.93081, 72.82988],
    ['61', 'Bombay Chinese Wok', 18.97169, 72.82623],
  ] as const
).map(([id, name, latitude, longitude]) => ({ id, name, latitude, longitude }));

/** How many chains show before 'Show More'. */
export const CHAINS_SHOWN_FIRST = 6;

export const PROMO_OFFERS: PromoOffer[] = [
  {
    id: 1,
    title: 'Up to 20% off fine dining',
    description: 'Pre-book a table at partner restaurants and save on the bill.',
    image: 'courtyard',
  },
  {
    id: 2,
    title: '10% off with select bank cards',
    description: 'Pay with a participating bank card at the table.',
    image: 'rooftop',
  },
  {
    id: 3,
    title: 'Welcome offer: 15% off',
    description: 'Your first dine-out booking on RailBite comes with a treat.',
    image: 'garden',
  },
  {
    id: 4,
    title: 'Walk in and save 10%',
    description: 'No booking needed at selected cafes and thali houses.',
    image: 'cafe',
  },
];
