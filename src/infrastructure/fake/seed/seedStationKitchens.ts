import type { RestaurantRecord } from '../db/catalogueRecords';
import type { FakeDatabase } from '../db/FakeDatabase';
import type { StationKitchenFixture, TrainFixtures } from './trainFixtures';

/** The catalogue record of a station kitchen: it sits at its station and hands food over there. */
export function stationKitchenRecord(kitchen: StationKitchenFixture, stationName: string): RestaurantRecord {
  return {
    id: kitchen.id,
    name: kitchen.name,
    city: stationName,
    state: kitchen.state,
    area: `${stationName} station`,
    pincode: '000000',
    address: `Station kitchen, ${stationName} (${kitchen.stationCode})`,
    latitude: kitchen.latitude,
    longitude: kitchen.longitude,
    rating: kitchen.rating,
    totalReviews: kitchen.totalReviews,
    estimatedDeliveryTime: 30,
    cuisineIds: kitchen.cuisineIds,
    pureVeg: kitchen.pureVeg,
    offer: null,
    costForTwo: kitchen.costForTwo,
    image: kitchen.image,
    nearestStation: `${stationName} (${kitchen.stationCode})`,
  };
}

/** Reference data of the trains: the station kitchens (their menus are their demo restaurants', found from the id). */
export async function seedStationKitchens(db: FakeDatabase, fixtures: TrainFixtures): Promise<void> {
  for (const kitchen of fixtures.stationKitchens) {
    const stationName = fixtures.stations[kitchen.stationCode]?.name ?? kitchen.stationCode;
    await db.restaurants.create(stationKitchenRecord(kitchen, stationName));
  }
}
