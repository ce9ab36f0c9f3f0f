import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { applyDiningFilters, cuisinesOf, type QuickFilter, type SortOrder } from '../../domain/offers/diningFilters';
import { nearestFirst } from '../../domain/catalogue/nearby';
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

  constructor(
    /** Where the customer is (their delivery address, chosen city or position), as the listings use it. */
    @inject(LocationStore) private readonly location: { readonly point: GeoPoint | null } = { point: null },
  ) {
    makeAutoObservable<this, 'location'>(
      this,
      { rotation: false, carousel: false, location: false },
      { autoBind: true },
    );
  }

  /** The customer's point, else the app's default location (New Delhi), as the home list uses it. */
  private get from(): GeoPoint {
    return this.location.point ?? NEW_DELHI;
  }

  /** The sample restaurants that deliver to the customer, nearest first, with their distances. */
  get nearby() {
    return diningFrom(DINING_RESTAURANTS, this.from);
  }

  get restaurants() {
    return applyDiningFilters(this.nearby, { quick: this.quickFilters, cuisines: this.cuisines, sort: this.sort });
  }

  get totalRestaurants() {
    return this.nearby.length;
  }

  get cuisineOptions() {
    return cuisinesOf(this.nearby);
  }

  get filtering() {
    return this.quickFilters.size > 0 || this.cuisines.size > 0;
  }

  /** The chains' restaurants that deliver to the customer, nearest first. */
  private get nearbyChains() {
    return nearestFirst(RESTAURANT_CHAINS, this.from).map((placed) => placed.item);
  }

  get chains() {
    return this.showAllChains ? this.nearbyChains : this.nearbyChains.slice(0, CHAINS_SHOWN_FIRST);
  }

  get hasMoreChains() {
    return this.nearbyChains.length > CHAINS_SHOWN_FIRST;
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
