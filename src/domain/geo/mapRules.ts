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

/** Maps messages (FEATURES F-address). */
export const MAPS_TEXT = {
  notLoaded: 'Maps API not loaded yet',
  noAddressDetails: 'Unable to get address details',
  notFound: 'Location not found',
  searchFailed: 'Search failed. Please try again.',
  currentLocationFailed: 'Unable to get your current location',
} as const;

/** The maps service (script, key) is not available: the customer sees 'Maps API not loaded yet'. */
export class MapsNotLoaded extends Error {
  constructor(cause?: unknown) {
    super(MAPS_TEXT.notLoaded, { cause });
    this.name = 'MapsNotLoaded';
  }
}
