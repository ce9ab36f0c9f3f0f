import { readFileSync } from 'node:fs';

const restaurants = JSON.parse(readFileSync('fixtures/restaurants.json', 'utf8')) as {
  id: number;
  name: string;
  address: string;
}[];

/** A demo restaurant's name (fixtures/restaurants.json). */
export const restaurantName = (id: number): string => {
  const restaurant = restaurants.find((candidate) => candidate.id === id);
  if (!restaurant) throw new Error(`No restaurant ${id} in fixtures/restaurants.json`);
  return restaurant.name;
};

/** A demo restaurant's address, by its name. */
export const restaurantAddressByName = (name: string): string => {
  const restaurant = restaurants.find((candidate) => candidate.name === name);
  if (!restaurant) throw new Error(`No restaurant named ${name} in fixtures/restaurants.json`);
  return restaurant.address;
};
