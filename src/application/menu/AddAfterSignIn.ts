import { injectable } from 'inversify';
import type { MenuItem } from '../../domain/menu/MenuItem';

/** A dish a visitor pressed ADD on, and the restaurant whose menu it was on. */
export interface RememberedDish {
  restaurantId: string;
  item: MenuItem;
}

/**
 * The dish a visitor pressed ADD on before being sent to sign in (FEATURES F-menu): the menu they come back to adds
 * it, as a favourite's heart pressed by a visitor is marked after sign-in. Kept in memory only: a visitor who leaves
 * the app meanwhile has not asked for it again.
 */
@injectable()
export class AddAfterSignIn {
  private remembered: RememberedDish | null = null;

  remember(dish: RememberedDish) {
    this.remembered = dish;
  }

  /** The dish remembered for this restaurant's menu, once: it is forgotten as it is taken. */
  take(restaurantId: string): MenuItem | null {
    const dish = this.remembered;
    if (!dish || dish.restaurantId !== restaurantId) return null;
    this.remembered = null;
    return dish.item;
  }
}
