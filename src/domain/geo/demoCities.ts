import { distanceKm, type GeoPoint, NEW_DELHI } from './GeoPoint';

/** A city the demo catalogue covers, around one of its major railway stations. */
export interface DemoCity {
  name: string;
  point: GeoPoint;
}

/** The demo catalogue's cities; New Delhi is the demo's default location. */
export const DEMO_CITIES: readonly DemoCity[] = [
  { name: 'New Delhi', point: NEW_DELHI },
  { name: 'Agra', point: { latitude: 27.1767, longitude: 78.0081 } },
  { name: 'Jaipur', point: { latitude: 26.9124, longitude: 75.7873 } },
  { name: 'Mumbai', point: { latitude: 18.94, longitude: 72.835 } },
];

/** How far from a city's centre a point still counts as "in" that city. */
export const CITY_REACH_KM = 40;

/** The demo city a point lies in (within CITY_REACH_KM of its centre), if any. */
export function demoCityAt(point: GeoPoint): DemoCity | null {
  let nearest: DemoCity | null = null;
  let nearestKm = CITY_REACH_KM;
  for (const city of DEMO_CITIES) {
    const km = distanceKm(point, city.point);
    if (km <= nearestKm) {
      nearest = city;
      nearestKm = km;
    }
  }
  return nearest;
}

/** A demo city by name, if the demo has it. */
export const demoCityNamed = (name: string): DemoCity | null => DEMO_CITIES.find((city) => city.name === name) ?? null;
