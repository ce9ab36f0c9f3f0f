import type { GeoPoint } from '../geo/GeoPoint';

/** The Track Order map (FEATURES F-account): 400 px high, zoom 14, green route, red restaurant, green customer. */
export const TRACKING_MAP = {
  height: 400,
  zoom: 14,
  routeColor: '#10B981',
  routeWeight: 4,
  routeOpacity: 0.7,
  restaurantColor: '#EF4444',
  customerColor: '#10B981',
} as const;

/** The spec's sample restaurant and customer (used when no order of the customer can be shown). */
export const SAMPLE_RESTAURANT_POINT: GeoPoint = { latitude: 28.5786, longitude: 77.2316 };
export const SAMPLE_CUSTOMER_POINT: GeoPoint = { latitude: 28.5986, longitude: 77.2441 };

/** A route has five points: the restaurant first, the customer last (FEATURES F-account). */
export const ROUTE_POINTS = 5;

/**
 * A street-like route of five points from the restaurant to the customer: along the first leg mostly north or
 * south, then mostly east or west, as a rider on a street grid would go.
 */
export function routeBetween(from: GeoPoint, to: GeoPoint): GeoPoint[] {
  const dLat = to.latitude - from.latitude;
  const dLng = to.longitude - from.longitude;
  const at = (latShare: number, lngShare: number): GeoPoint => ({
    latitude: from.latitude + dLat * latShare,
    longitude: from.longitude + dLng * lngShare,
  });
  return [from, at(0.35, 0.1), at(0.6, 0.45), at(0.9, 0.7), to];
}

/** The map's centre: halfway between the restaurant and the customer. */
export const midpoint = (a: GeoPoint, b: GeoPoint): GeoPoint => ({
  latitude: (a.latitude + b.latitude) / 2,
  longitude: (a.longitude + b.longitude) / 2,
});
