import { inject, injectable } from 'inversify';
import type { RestaurantFilters } from '../../../domain/catalogue/restaurantFilters';
import type { GeoPoint } from '../../../domain/geo/GeoPoint';
import {
  nearbyQuery,
  restaurantListQuery,
  searchQuery,
  toCuisineCategories,
  toCuisineRestaurants,
  toRestaurantSummaries,
  toSearchResults,
} from '../../api/mappers/catalogueMappers';
import { ApiPaths } from '../../api/paths';
import {
  CatalogueSearchResponseSchema,
  CuisineRestaurantsResponseSchema,
  CuisinesResponseSchema,
  RestaurantListResponseSchema,
} from '../../api/schemas/catalogue';
import type { CatalogueApi, NearbyPage } from '../../ports/CatalogueApi';
import { DemoSettings } from './DemoSettings';
import { FakeGateway } from './FakeGateway';
import { parseAnswer } from './parseAnswer';

@injectable()
export class FakeCatalogueApi implements CatalogueApi {
  constructor(
    @inject(FakeGateway) private readonly gateway: FakeGateway,
    @inject(DemoSettings) private readonly settings: DemoSettings,
  ) {}

  async restaurants(request: NearbyPage & { filters: RestaurantFilters }) {
    const query = restaurantListQuery(request);
    const answer = await this.gateway.call(ApiPaths.restaurants, (server) =>
      server.catalogue.restaurants(query, this.scale()),
    );
    return toRestaurantSummaries(parseAnswer(RestaurantListResponseSchema, answer));
  }

  async restaurantsByCuisine(request: NearbyPage & { categoryId: string }) {
    const query = nearbyQuery(request);
    const answer = await this.gateway.call(ApiPaths.restaurantsByCategory, (server) =>
      server.catalogue.restaurantsByCategory(request.categoryId, query, this.scale()),
    );
    return toCuisineRestaurants(parseAnswer(CuisineRestaurantsResponseSchema, answer));
  }

  async search(request: { text: string; point: GeoPoint | null }) {
    const query = searchQuery(request);
    const answer = await this.gateway.call(ApiPaths.searchCatalogue, (server) =>
      server.catalogue.search(query, this.scale()),
    );
    return toSearchResults(parseAnswer(CatalogueSearchResponseSchema, answer));
  }

  async cuisineCategories() {
    const answer = await this.gateway.call(ApiPaths.cuisineCategories, (server) => server.catalogue.cuisines());
    return toCuisineCategories(parseAnswer(CuisinesResponseSchema, answer));
  }

  private scale() {
    return this.settings.read().catalogueScale ?? 1;
  }
}
