import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isAppError } from '../../domain/errors/AppError';
import { type Failure, failureOf } from '../../domain/errors/failure';
import { isUsablePoint } from '../../domain/geo/GeoPoint';
import { deliveryReach } from '../../domain/geo/serviceArea';
import type { RestaurantDetail } from '../../domain/menu/RestaurantDetail';
import { isSafeResourceId } from '../../domain/security/resourceId';
import { type MenuApi, MenuApiToken } from '../../infrastructure/ports/MenuApi';
import { AddressSelection } from '../address/AddressSelection';

/** A kitchen too far from the selected address: the menu says so, with the distance. */
export interface OutOfArea {
  restaurantName: string;
  distanceKm: number;
}

/** The menu page's restaurant header: what the home grid passed along at once, then the restaurant's detail. */
@injectable('Transient')
export class RestaurantHeaderStore {
  restaurantId = '';
  restaurant: RestaurantDetail | null = null;
  preview: RestaurantDetail | null = null;
  error: Failure | null = null;
  notFound = false;

  constructor(
    @inject(MenuApiToken) private readonly api: MenuApi,
    @inject(AddressSelection) private readonly selection: AddressSelection,
  ) {
    makeAutoObservable<this, 'api' | 'selection'>(this, { api: false, selection: false }, { autoBind: true });
  }

  /**
   * The kitchen that cannot deliver to the selected delivery address and how far it is, or null when it can or when
   * either point is unknown (the server decides then).
   */
  get outOfArea(): OutOfArea | null {
    const restaurant = this.restaurant;
    const address = this.selection.selected;
    if (!restaurant?.location || !address || !isUsablePoint(address)) return null;
    const reach = deliveryReach(restaurant.location, address);
    return reach.deliverable ? null : { restaurantName: restaurant.name, distanceKm: reach.distanceKm };
  }

  get header(): RestaurantDetail | null {
    return this.restaurant ?? this.preview;
  }

  /** Shows this restaurant (the preview at once, then its detail); nothing to stop, so not a `start`. */
  openRestaurant(restaurantId: string, preview: RestaurantDetail | null = null) {
    this.restaurantId = restaurantId;
    this.preview = preview;
    // An id that is not a restaurant id (from a typed or shared URL) is not found, without asking the server.
    if (!isSafeResourceId(restaurantId)) this.notFound = true;
    else void this.load();
  }

  async load() {
    this.error = null;
    try {
      const detail = await this.api.restaurantDetail(this.restaurantId);
      runInAction(() => (this.restaurant = detail));
    } catch (error) {
      runInAction(() => {
        this.notFound = isAppError(error) && error.kind === 'not-found';
        this.error = failureOf(error);
      });
    }
  }
}
