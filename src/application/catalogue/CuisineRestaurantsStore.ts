import { inject, injectable } from 'inversify';
import { compareStructural, makeAutoObservable, reaction } from 'mobx';
import type { CuisineRestaurant } from '../../domain/catalogue/Restaurant';
import { isSafeResourceId } from '../../domain/security/resourceId';
import { type CatalogueApi, CatalogueApiToken } from '../../infrastructure/ports/CatalogueApi';
import { LocationStore } from '../location/LocationStore';
import { PagedLoader } from './PagedLoader';

/** A cuisine's restaurants near the customer (get-restaurants-by-category-id), page by page. */
@injectable('Transient')
export class CuisineRestaurantsStore {
  categoryId: string | null = null;
  readonly pages = new PagedLoader<CuisineRestaurant>((restaurant) => restaurant.id);

  constructor(
    @inject(CatalogueApiToken) private readonly api: CatalogueApi,
    @inject(LocationStore) readonly location: LocationStore,
  ) {
    makeAutoObservable<this, 'api'>(this, { api: false, location: false, pages: false }, { autoBind: true });
  }

  show(categoryId: string) {
    this.categoryId = categoryId;
  }

  /** Follows the category and the point until the returned function is called. */
  start(): () => void {
    void this.location.ensureLocated();
    return reaction(() => ({ point: this.location.point, categoryId: this.categoryId }), this.reload, {
      fireImmediately: true,
      equals: compareStructural,
    });
  }

  private reload() {
    const point = this.location.point;
    const categoryId = this.categoryId;
    if (!point || !categoryId) return this.pages.restart(null);
    // A category id from the URL that is not an id has no restaurants: the empty state, without a request.
    this.pages.restart(
      isSafeResourceId(categoryId)
        ? (page, limit) => this.api.restaurantsByCuisine({ categoryId, point, page, limit })
        : async () => [],
    );
  }
}
