import { distanceKm, type GeoPoint } from '../geo/GeoPoint';
import { SERVICE_RADIUS_KM } from '../geo/serviceArea';

export interface Placed<T> {
  item: T;
  distanceKm: number;
}

/**
 * The places within `radiusKm` of `from`, nearest first. Ties keep the input order, so a listing pages
 * through the same order every time it is asked.
 */
export function nearestFirst<T extends GeoPoint>(
  places: readonly T[],
  from: GeoPoint,
  radiusKm = SERVICE_RADIUS_KM,
): Placed<T>[] {
  return places
    .map((item) => ({ item, distanceKm: distanceKm(from, item) }))
    .filter((placed) => placed.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm);
}

/** Kilometres rounded to 2 decimals, as the API reports distance. */
export const roundKm = (km: number): number => Math.round(km * 100) / 100;
