import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { RestaurantDetail } from '../../domain/menu/RestaurantDetail';
import { type MenuApi, MenuApiToken } from '../../infrastructure/ports/MenuApi';

/**
 * The detail of the restaurant whose dishes are in the cart (its name and where its kitchen is), so checkout can
 * tell which saved addresses it delivers to. Unknown (null) until read, or when it cannot be read: the server
 * still refuses an address out of the area.
 */
@injectable('Transient')
export class KitchenOfCart {
  detail: RestaurantDetail | null = null;
  /** The restaurant last asked for: a slower answer about an earlier one is dropped. */
  private wanted: string | null = null;

  constructor(@inject(MenuApiToken) private readonly api: MenuApi) {
    makeAutoObservable<this, 'api' | 'wanted'>(
      this,
      { api: false, wanted: false, detail: observableRef },
      { autoBind: true },
    );
  }

  /** Reads the detail of the restaurant `restaurantIdOf` names, again whenever it changes; returns the disposer. */
  follow(restaurantIdOf: () => string | null | undefined): () => void {
    return reaction(restaurantIdOf, (id) => void this.read(id ?? null), { fireImmediately: true });
  }

  private async read(restaurantId: string | null) {
    if (this.detail?.id === restaurantId) return;
    this.wanted = restaurantId;
    runInAction(() => (this.detail = null));
    if (!restaurantId) return;
    try {
      const detail = await this.api.restaurantDetail(restaurantId);
      runInAction(() => {
        if (this.wanted === restaurantId) this.detail = detail;
      });
    } catch (error) {
      console.warn("The cart's restaurant could not be read; the server checks its delivery area", error);
    }
  }
}
