import { formatCoordinate, type GeoPoint } from './GeoPoint';

/** Map limits and zooms (FEATURES F-address). */
export const MAP_MIN_ZOOM = 3;
export const MAP_MAX_ZOOM = 20;
/** The picker zooms in this far after locating the customer. */
export const LOCATED_ZOOM = 16;
/** The picker's zoom before a point is known. */
export const PICKER_ZOOM = 14;
/** The finder map's zoom and height. */
export const FINDER_ZOOM = 14;
export const FINDER_MAP_HEIGHT_PX = 400;
/** The location picker modal is at most this high (FEATURES F-address). */
export const PICKER_MAX_HEIGHT_PX = 650;
/** Latitudes are restricted to ±85° (the map's projection ends there). */
export const MAX_LATITUDE = 85;

/** Keeps a clicked point on the map: latitude clamped to ±85°, longitude wrapped into −180..180. */
export function normalizePoint({ latitude, longitude }: GeoPoint): GeoPoint {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const wrapped = Math.abs(longitude) <= 180 ? longitude : ((((longitude + 180) % 360) + 360) % 360) - 180;
  return { latitude: clamped, longitude: wrapped };
}

/** Coordinates as shown to people: "latitude, longitude", 6 decimals each. */
export const coordinatesText = (point: GeoPoint): string =>
  `${formatCoordinate(point.latitude)}, ${formatCoordinate(point.longitude)}`;

/**
 * What went wrong with the maps (FEATURES F-address: maps messages), as a typed outcome the UI words: the service is
 * not loaded, a point has no address, a search found nothing or failed, the current location could not be had.
 */
export type MapsProblem = 'notLoaded' | 'noAddressDetails' | 'notFound' | 'searchFailed' | 'currentLocationFailed';

/** The maps service (script, key) is not available: the customer is told 'notLoaded'. */
export class MapsNotLoaded extends Error {
  constructor(cause?: unknown) {
    super('The maps service is not loaded', { cause });
    this.name = 'MapsNotLoaded';
  }
}
