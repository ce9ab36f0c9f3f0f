/** A point on the map, in decimal degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** New Delhi: the default map centre and demo location (FEATURES F-address). */
export const NEW_DELHI: GeoPoint = { latitude: 28.6139, longitude: 77.209 };

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in kilometres (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Coordinates as shown to people: 6 decimals (FEATURES F-address). */
export const formatCoordinate = (value: number): string => value.toFixed(6);

/** True for a usable point: finite, within ±85° latitude (the map's limit) and not the 0,0 "unset" value. */
export const isUsablePoint = (point: GeoPoint): boolean =>
  Number.isFinite(point.latitude) &&
  Number.isFinite(point.longitude) &&
  Math.abs(point.latitude) <= 85 &&
  Math.abs(point.longitude) <= 180 &&
  !(point.latitude === 0 && point.longitude === 0);
