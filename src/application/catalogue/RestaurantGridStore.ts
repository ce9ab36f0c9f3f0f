import { inject, injectable } from 'inversify';
import { compareStructural, makeAutoObservable, observableRef, reaction } from 'mobx';
import type { RestaurantSummary } from '../../domain/catalogue/Restaurant';
import {
  filtersKey,
  NO_FILTERS,
  type RestaurantFilterFlag,
  type RestaurantFilters,
  toggleFilterFlag,
} from '../../domain/catalogue/restaurantFilters';
import { type CatalogueApi, CatalogueApiToken } from '../../infrastructure/ports/CatalogueApi';
import { LocationStore } from '../location/LocationStore';
import { PagedLoader } from './PagedLoader';

/**
 * The home grid 'Restaurants with online food delivery': restaurants near the customer's point, narrowed
 * by the filter flags and a cuisine, loaded page by page. A new point or filter starts again at page 1.
 */
@injectable('Transient')
export class RestaurantGridStore {
  filters: RestaurantFilters = NO_FILTERS;
  readonly pages = new PagedLoader<RestaurantSummary>((restaurant) => restaurant.id);

  constructor(
    @inject(CatalogueApiToken) private readonly api: CatalogueApi,
    @inject(LocationStore) readonly location: LocationStore,
  ) {
    makeAutoObservable<this, 'api'>(
      this,
      { api: false, pages: false, location: false, filters: observableRef },
      { autoBind: true },
    );
  }

  /** Follows the point and the filters until the returned function is called. */
  start(): () => void {
    void this.location.ensureLocated();
    return reaction(() => ({ point: this.location.point, key: filtersKey(this.filters) }), this.reload, {
      fireImmediately: true,
      equals: compareStructural,
    });
  }

  isOn(flag: RestaurantFilterFlag) {
    return this.filters.flags.includes(flag);
  }

  toggle(flag: RestaurantFilterFlag) {
    this.filters = { ...this.filters, flags: toggleFilterFlag(this.filters.flags, flag) };
  }

  setCuisine(cuisineId: string | null) {
    this.filters = { ...this.filters, cuisineId };
  }

  get hasFilters() {
    return this.filters.flags.length > 0 || this.filters.cuisineId !== null;
  }

  clearFilters() {
    this.filters = NO_FILTERS;
  }

  private reload() {
    const point = this.location.point;
    const filters = this.filters;
    this.pages.restart(point ? (page, limit) => this.api.restaurants({ point, page, limit, filters }) : null);
  }
}
