import type { GeoPoint } from '../../../domain/geo/GeoPoint';
import type { GazetteerPlace } from './gazetteer';

/** The extent of a demo city on the offline map: where streets are drawn and where its name goes. */
export interface CityArea {
  city: string;
  south: number;
  north: number;
  west: number;
  east: number;
  centre: GeoPoint;
  stations: GazetteerPlace[];
}

const MARGIN_DEGREES = 0.015;

export function cityAreasOf(places: readonly GazetteerPlace[]): CityArea[] {
  const byCity = new Map<string, GazetteerPlace[]>();
  for (const place of places) byCity.set(place.city, [...(byCity.get(place.city) ?? []), place]);
  return [...byCity].map(([city, members]) => {
    const latitudes = members.map((place) => place.latitude);
    const longitudes = members.map((place) => place.longitude);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    return {
      city,
      south: Math.min(...latitudes) - MARGIN_DEGREES,
      north: Math.max(...latitudes) + MARGIN_DEGREES,
      west: Math.min(...longitudes) - MARGIN_DEGREES,
      east: Math.max(...longitudes) + MARGIN_DEGREES,
      centre: { latitude: mean(latitudes), longitude: mean(longitudes) },
      stations: chainByDistance(members.filter((place) => place.kind === 'station')),
    };
  });
}

/** Orders stations so that each is followed by the nearest one not yet visited: a plausible rail line. */
function chainByDistance(stations: GazetteerPlace[]): GazetteerPlace[] {
  const [first, ...rest] = stations;
  if (!first) return [];
  const chain = [first];
  const squared = (a: GazetteerPlace, b: GazetteerPlace) =>
    (a.latitude - b.latitude) ** 2 + (a.longitude - b.longitude) ** 2;
  while (rest.length > 0) {
    const last = chain[chain.length - 1]!;
    rest.sort((a, b) => squared(last, a) - squared(last, b));
    chain.push(rest.shift()!);
  }
  return chain;
}
