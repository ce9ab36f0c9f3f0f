import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isAppError } from '../../domain/errors/AppError';
import { errorText } from '../../domain/errors/errorText';
import type { RestaurantDetail } from '../../domain/menu/RestaurantDetail';
import { isSafeResourceId } from '../../domain/security/resourceId';
import { type MenuApi, MenuApiToken } from '../../infrastructure/ports/MenuApi';
import { AddressSelection } from '../address/AddressSelection';
import { outOfAreaText } from '../address/outOfAreaText';

/** The menu page's restaurant header: what the home grid passed along at once, then the restaurant's detail. */
@injectable('Transient')
export class RestaurantHeaderStore {
  restaurantId = '';
  restaurant: RestaurantDetail | null = null;
  preview: RestaurantDetail | null = null;
  error: string | null = null;
  notFound = false;

  constructor(
    @inject(MenuApiToken) private readonly api: MenuApi,
    @inject(AddressSelection) private readonly selection: AddressSelection,
  ) {
    makeAutoObservable<this, 'api' | 'selection'>(this, { api: false, selection: false }, { autoBind: true });
  }

  /** Why this kitchen cannot deliver to the selected delivery address (and how far it is), or null. */
  get outOfArea(): string | null {
    return outOfAreaText(this.restaurant, this.selection.selected, 'your selected address');
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
        this.error = errorText(error);
      });
    }
  }
}
