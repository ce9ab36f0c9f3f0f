import type { Address } from '../../domain/address/Address';
import { isUsablePoint } from '../../domain/geo/GeoPoint';
import { deliveryReach } from '../../domain/geo/serviceArea';
import { SERVICE_AREA_TEXT } from '../../domain/geo/serviceAreaTexts';
import type { RestaurantDetail } from '../../domain/menu/RestaurantDetail';

/**
 * Why `restaurant` does not deliver to `address`, or null when it does or when either point is unknown (the
 * server decides then, and says so if it refuses).
 */
export function outOfAreaText(
  restaurant: RestaurantDetail | null,
  address: Address | null,
  where?: string,
): string | null {
  if (!restaurant?.location || !address || !isUsablePoint(address)) return null;
  const reach = deliveryReach(restaurant.location, address);
  return reach.deliverable ? null : SERVICE_AREA_TEXT.outOfArea(restaurant.name, reach.distanceKm, where);
}
