import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { applyDiningFilters, cuisinesOf, type QuickFilter, type SortOrder } from '../../domain/offers/diningFilters';
import { diningFrom } from '../../domain/offers/dineout';
import { type GeoPoint, NEW_DELHI } from '../../domain/geo/GeoPoint';
import { LocationStore } from '../location/LocationStore';
import { ImageRotation } from './ImageRotation';
import { CHAINS_SHOWN_FIRST, DINING_RESTAURANTS, PROMO_OFFERS, RESTAURANT_CHAINS } from './offersSampleData';
import { PromoCarousel } from './PromoCarousel';

export type OffersTab = 'online' | 'dineout';

/** /offers-near-me: the tabs, the chip filters over the sample restaurants, rotation and carousel. */
@injectable('Transient')
export class OffersPageStore {
  tab: OffersTab = 'online';
  quickFilters = new Set<QuickFilter>();
  cuisines = new Set<string>();
  sort: SortOrder = 'relevance';
  showAllChains = false;
  readonly rotation = new ImageRotation();
  readonly carousel = new PromoCarousel(PROMO_OFFERS);
  readonly cuisineOptions = cuisinesOf(DINING_RESTAURANTS);

  constructor(
    /** Where the customer is (their delivery address, chosen city or position), as the listings use it. */
    @inject(LocationStore) private readonly location: { readonly point: GeoPoint | null } = { point: null },
  ) {
    makeAutoObservable<this, 'location'>(
      this,
      { rotation: false, carousel: false, cuisineOptions: false, location: false },
      { autoBind: true },
    );
  }

  /** The distances are from the customer's point, else from the app's default location (New Delhi). */
  get restaurants() {
    return applyDiningFilters(diningFrom(DINING_RESTAURANTS, this.location.point ?? NEW_DELHI), {
      quick: this.quickFilters,
      cuisines: this.cuisines,
      sort: this.sort,
    });
  }

  get totalRestaurants() {
    return DINING_RESTAURANTS.length;
  }

  get filtering() {
    return this.quickFilters.size > 0 || this.cuisines.size > 0;
  }

  get chains() {
    return this.showAllChains ? RESTAURANT_CHAINS : RESTAURANT_CHAINS.slice(0, CHAINS_SHOWN_FIRST);
  }

  get hasMoreChains() {
    return RESTAURANT_CHAINS.length > CHAINS_SHOWN_FIRST;
  }

  setTab(tab: OffersTab) {
    this.tab = tab;
  }

  toggleQuickFilter(filter: QuickFilter) {
    if (!this.quickFilters.delete(filter)) this.quickFilters.add(filter);
  }

  toggleCuisine(cuisine: string) {
    if (!this.cuisines.delete(cuisine)) this.cuisines.add(cuisine);
  }

  setSort(sort: SortOrder) {
    this.sort = sort;
  }

  clearFilters() {
    this.quickFilters.clear();
    this.cuisines.clear();
  }

  toggleChains() {
    this.showAllChains = !this.showAllChains;
  }

  /**
   * While the page shows: the pictures rotate on Order Online unless the visitor prefers reduced motion. The returned
   * disposer stops the rotation.
   */
  start(motionAllowed: boolean): () => void {
    const stopFollowingTab = reaction(
      () => motionAllowed && this.tab === 'online',
      (rotating) => (rotating ? this.rotation.play() : this.rotation.pause()),
      { fireImmediately: true },
    );
    return () => {
      stopFollowingTab();
      this.rotation.pause();
    };
  }
}
