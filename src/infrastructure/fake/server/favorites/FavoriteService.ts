import { distanceKm } from '../../../../domain/geo/GeoPoint';
import type { SuccessResponse } from '../../../api/schemas/common';
import type { z } from 'zod/mini';
import {
  FavoriteRequestSchema,
  FavoritesQuerySchema,
  type FavoritesResponseSchema,
} from '../../../api/schemas/favorites';
import type { FakeDatabase } from '../../db/FakeDatabase';
import type { Authenticator } from '../auth/Authenticator';
import { toListDto } from '../catalogue/catalogueDtos';
import { refuse } from '../FakeHttpError';
import { numericId, requireRestaurant, RESTAURANT_NOT_FOUND_TEXT } from '../menu/restaurantLookup';
import { parseRequest } from '../parseRequest';
import type { Clock, RequestContext } from '../RequestContext';

/**
 * Favourite restaurants per customer (FEATURES F-reorder, docs/API.md): kept with the customer's data, so they survive
 * signing out and in. Marking and unmarking are repeatable; a restaurant that does not exist is a 404.
 */
export class FavoriteService {
  constructor(
    private readonly db: FakeDatabase,
    private readonly auth: Authenticator,
    private readonly now: Clock,
  ) {}

  /**
   * Newest first; with lat and lon each restaurant's distance from there (else 0). Restaurants gone since are left out.
   */
  list(context: RequestContext, query: unknown): z.input<typeof FavoritesResponseSchema> {
    const user = this.auth.requireUser(context);
    const { lat, lon } = parseRequest(FavoritesQuerySchema, query ?? {});
    const from = lat !== undefined && lon !== undefined ? { latitude: lat, longitude: lon } : null;
    // Newest first; marked in the same millisecond, the one marked later first.
    const favorites = this.db.favorites
      .findMany((q) => q.where({ userId: user.id }))
      .reverse()
      .sort((a, b) => b.addedAt - a.addedAt);
    const data = favorites.flatMap(({ restaurantId }) => {
      try {
        const record = requireRestaurant(this.db, restaurantId);
        return [toListDto({ ...record, id: record.requestedId }, from ? distanceKm(from, record) : 0)];
      } catch {
        return [];
      }
    });
    return { success: true, data };
  }

  async add(context: RequestContext, body: unknown): Promise<SuccessResponse> {
    const user = this.auth.requireUser(context);
    const { restaurantId } = parseRequest(FavoriteRequestSchema, body);
    const { requestedId } = requireRestaurant(this.db, restaurantId);
    if (!this.db.favorites.findFirst((q) => q.where({ userId: user.id, restaurantId: requestedId }))) {
      await this.db.favorites.create({ userId: user.id, restaurantId: requestedId, addedAt: this.now() });
    }
    return { success: true, message: 'Added to favourites' };
  }

  remove(context: RequestContext, restaurantId: string): SuccessResponse {
    const user = this.auth.requireUser(context);
    const id = numericId(restaurantId);
    if (id === null) throw refuse(404, RESTAURANT_NOT_FOUND_TEXT);
    this.db.favorites.deleteMany((q) => q.where({ userId: user.id, restaurantId: id }));
    return { success: true, message: 'Removed from favourites' };
  }
}
