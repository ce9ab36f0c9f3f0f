import type { RestaurantRecord } from '../../db/catalogueRecords';
import type { FakeDatabase } from '../../db/FakeDatabase';
import { baseRestaurantIdOf } from '../../seed/catalogueScale';
import { refuse } from '../FakeHttpError';

export const RESTAURANT_NOT_FOUND_TEXT = 'Restaurant not found';

/** A positive integer id from a path or body, or null. */
export function numericId(id: string | number): number | null {
  const value = typeof id === 'number' ? id : /^\d{1,12}$/.test(id.trim()) ? Number(id) : Number.NaN;
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The restaurant with this id. A scale-test copy (see catalogueScale) that is not in the table is answered
 * with its fixture restaurant; an id whose fixture does not exist is a 404.
 */
export function requireRestaurant(
  db: FakeDatabase,
  id: string | number,
): RestaurantRecord & { requestedId: number; baseId: number } {
  const requestedId = numericId(id);
  if (requestedId === null) throw refuse(404, RESTAURANT_NOT_FOUND_TEXT);
  const baseId = baseRestaurantIdOf(requestedId);
  const record =
    db.restaurants.findFirst((q) => q.where({ id: requestedId })) ??
    db.restaurants.findFirst((q) => q.where({ id: baseId }));
  if (!record) throw refuse(404, RESTAURANT_NOT_FOUND_TEXT);
  return { ...record, requestedId, baseId };
}
