import { inject, injectable } from 'inversify';
import { compareStructural, makeAutoObservable, reaction } from 'mobx';
import type { RestaurantSummary } from '../../domain/catalogue/Restaurant';
import { type CatalogueApi, CatalogueApiToken } from '../../infrastructure/ports/CatalogueApi';
import { LocationStore } from '../location/LocationStore';
import { PagedLoader } from './PagedLoader';

/** The 'Discover New' carousel: the nearest restaurants rated 4.0 and above (one page). */
@injectable('Transient')
export class DiscoverNewStore {
  readonly pages = new PagedLoader<RestaurantSummary>((restaurant) => restaurant.id);

  constructor(
    @inject(CatalogueApiToken) private readonly api: CatalogueApi,
    @inject(LocationStore) private readonly location: LocationStore,
  ) {
    makeAutoObservable<this, 'api' | 'location'>(
      this,
      { api: false, location: false, pages: false },
      { autoBind: true },
    );
  }

  get restaurants() {
    return this.pages.items;
  }

  start(): () => void {
    void this.location.ensureLocated();
    return reaction(
      () => this.location.point,
      (point) =>
        this.pages.restart(
          point
            ? (page, limit) =>
                this.api.restaurants({ point, page, limit, filters: { flags: ['rating4Plus'], cuisineId: null } })
            : null,
        ),
      { fireImmediately: true, equals: compareStructural },
    );
  }
}
