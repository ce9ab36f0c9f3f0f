import type { GeoPoint } from '../../../../domain/geo/GeoPoint';
import { deliveryReach } from '../../../../domain/geo/serviceArea';
import { SERVICE_AREA_TEXT } from '../../../../domain/geo/serviceAreaTexts';
import type { FakeDatabase } from '../../db/FakeDatabase';
import type { PricedLine } from '../cart/pricedLines';
import { refuse } from '../FakeHttpError';
import { requireRestaurant } from '../menu/restaurantLookup';

/**
 * Refuses a doorstep order whose address lies outside the cart's kitchen's service area, whatever the browser
 * showed: the kitchen could not deliver it (the listings leave such kitchens out for the same reason).
 */
export function requireWithinServiceArea(db: FakeDatabase, lines: readonly PricedLine[], address: GeoPoint): void {
  const first = lines[0];
  if (!first) return;
  const restaurant = requireRestaurant(db, first.record.restaurantId);
  const reach = deliveryReach(restaurant, address);
  if (!reach.deliverable) throw refuse(422, SERVICE_AREA_TEXT.outOfArea(restaurant.name, reach.distanceKm));
}
