import { inject, injectable } from 'inversify';
import { favoriteBody, favoritesQuery, toFavorites } from '../../api/mappers/favoriteMappers';
import { ApiPaths, pathWithId } from '../../api/paths';
import { FavoritesResponseSchema } from '../../api/schemas/favorites';
import type { GeoPoint } from '../../../domain/geo/GeoPoint';
import type { FavoritesApi } from '../../ports/FavoritesApi';
import { FakeGateway } from './FakeGateway';
import { parseAnswer, refusedOr } from './parseAnswer';

@injectable()
export class FakeFavoritesApi implements FavoritesApi {
  constructor(@inject(FakeGateway) private readonly gateway: FakeGateway) {}

  async list(from: GeoPoint | null) {
    const answer = await this.gateway.call(ApiPaths.favorites, (server, context) =>
      server.favorites.list(context, favoritesQuery(from)),
    );
    return toFavorites(parseAnswer(FavoritesResponseSchema, answer));
  }

  async add(restaurantId: string) {
    refusedOr(
      await this.gateway.call(ApiPaths.addFavorite, (server, context) =>
        server.favorites.add(context, favoriteBody(restaurantId)),
      ),
    );
  }

  async remove(restaurantId: string) {
    // The same id check the live adapter makes before any request.
    pathWithId(ApiPaths.removeFavorite, restaurantId);
    refusedOr(
      await this.gateway.call(ApiPaths.removeFavorite, (server, context) =>
        server.favorites.remove(context, restaurantId),
      ),
    );
  }
}
