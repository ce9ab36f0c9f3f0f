import type { DiningSample, PromoOffer } from '../../domain/offers/dineout';

/**
 * The offers / dine-out demo's static sample content (FEATURES F-account: "all content is static sample
 * data"). Names are invented; images are keys of bundled pictures.
 */
export const DINING_RESTAURANTS: DiningSample[] = [
  {
    id: 1,
    name: 'The Saffron Courtyard',
    cuisines: ['North Indian', 'Mughlai'],
    area: 'Connaught Place',
    location: { latitude: 28.6315, longitude: 77.2167 },
    rating: 4.5,
    costForTwoPaise: 220_000,
    pureVeg: false,
    tableBooking: true,
    images: ['courtyard', 'candlelight', 'chef-table'],
    offers: [
      { kind: 'pre-booking', discountPercent: 20 },
      { kind: 'bank', discountPercent: 10 },
    ],
  },
  {
    id: 2,
    name: 'Banyan Leaf',
    cuisines: ['South Indian'],
    area: 'Lodhi Colony',
    location: { latitude: 28.585, longitude: 77.221 },
    rating: 4.2,
    costForTwoPaise: 90_000,
    pureVeg: true,
    tableBooking: true,
    images: ['garden', 'heritage', 'cafe'],
    offers: [
      { kind: 'walk-in', discountPercent: 10 },
      { kind: 'welcome', discountPercent: 15 },
    ],
  },
  {
    id: 3,
    name: 'Coastal Curry House',
    cuisines: ['Seafood', 'Goan'],
    area: 'Hauz Khas',
    location: { latitude: 28.5494, longitude: 77.2001 },
    rating: 4.6,
    costForTwoPaise: 180_000,
    pureVeg: false,
    tableBooking: true,
    images: ['coastal', 'rooftop', 'lantern'],
    offers: [{ kind: 'pre-booking', discountPercent: 15 }],
  },
  {
    id: 4,
    name: 'Rajwada Thali',
    cuisines: ['Rajasthani', 'Gujarati'],
    area: 'Karol Bagh',
    location: { latitude: 28.6519, longitude: 77.1909 },
    rating: 3.9,
    costForTwoPaise: 120_000,
    pureVeg: true,
    tableBooking: false,
    images: ['heritage', 'courtyard', 'garden'],
    offers: [
      { kind: 'walk-in', discountPercent: 12 },
      { kind: 'bank', discountPercent: 20 },
    ],
  },
  {
    id: 5,
    name: 'Dragon Lantern',
    cuisines: ['Chinese', 'Thai'],
    area: 'Khan Market',
    location: { latitude: 28.6002, longitude: 77.227 },
    rating: 4.1,
    costForTwoPaise: 150_000,
    pureVeg: false,
    tableBooking: true,
    images: ['lantern', 'candlelight', 'rooftop'],
    offers: [{ kind: 'welcome', discountPercent: 20 }],
  },
  {
    id: 6,
    name: 'Mint & Masala Cafe',
    cuisines: ['Cafe', 'Continental'],
    area: 'Rajouri Garden',
    location: { latitude: 28.6415, longitude: 77.1209 },
    rating: 3.8,
    costForTwoPaise: 70_000,
    pureVeg: true,
    tableBooking: false,
    images: ['cafe', 'garden', 'chef-table'],
    offers: [
      { kind: 'walk-in', discountPercent: 10 },
      { kind: 'welcome', discountPercent: 18 },
    ],
  },
];

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

export const RESTAURANT_CHAINS = [
  'Platform Nine Biryani',
  'Chaiwala Express',
  'Tiffin Carriage',
  'Coach & Curry',
  'Signal Green Salads',
  'Station Samosa Co.',
  'Loco Pizza Works',
  'Junction Dosa House',
  'Saffron Rail Kitchen',
  'Night Mail Momos',
  'Express Kulfi Bar',
  'Ghat Road Grill',
];

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
