import { distanceKm, type GeoPoint } from './GeoPoint';

/**
 * A kitchen delivers to addresses within this many kilometres (a straight line from the kitchen): farther, the
 * food could not arrive in time. Listings show only restaurants within it, and an order outside it is refused.
 */
export const SERVICE_RADIUS_KM = 25;

/** How far a kitchen is from a delivery address, and whether it delivers there. */
export interface DeliveryReach {
  distanceKm: number;
  deliverable: boolean;
}

/** The kitchen's reach to `destination`: deliverable within SERVICE_RADIUS_KM, inclusive. */
export function deliveryReach(kitchen: GeoPoint, destination: GeoPoint): DeliveryReach {
  const km = distanceKm(kitchen, destination);
  return { distanceKm: km, deliverable: km <= SERVICE_RADIUS_KM };
}
