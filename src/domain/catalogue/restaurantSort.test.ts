import { expect, it } from 'vitest';
import type { RestaurantFacts } from './restaurantFilters';
import { arrangeRestaurants } from './restaurantSort';

const r = (
  name: string,
  rating: number,
  estimatedDeliveryTime: number,
  rupeesForTwo: number,
  pureVeg = false,
): RestaurantFacts & { name: string } => ({
  name,
  rating,
  estimatedDeliveryTime,
  costForTwoPaise: rupeesForTwo * 100,
  pureVeg,
  hasOffer: false,
});
const list = [r('A', 4.1, 35, 500), r('B', 4.6, 25, 250, true), r('C', 3.9, 20, 700), r('D', 4.6, 40, 300, true)];
const names = (items: { name: string }[]) => items.map((item) => item.name);

it('keeps the list order for relevance and sorts stably otherwise', () => {
  expect(names(arrangeRestaurants(list, [], 'relevance'))).toEqual(['A', 'B', 'C', 'D']);
  expect(names(arrangeRestaurants(list, [], 'rating'))).toEqual(['B', 'D', 'A', 'C']);
  expect(names(arrangeRestaurants(list, [], 'deliveryTime'))).toEqual(['C', 'B', 'A', 'D']);
  expect(names(arrangeRestaurants(list, [], 'costLowToHigh'))).toEqual(['B', 'D', 'A', 'C']);
  expect(names(arrangeRestaurants(list, [], 'costHighToLow'))).toEqual(['C', 'A', 'D', 'B']);
});

it('filters before sorting and leaves the input untouched', () => {
  expect(names(arrangeRestaurants(list, ['pureVeg'], 'deliveryTime'))).toEqual(['B', 'D']);
  expect(names(list)).toEqual(['A', 'B', 'C', 'D']);
});
