import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isAppError } from '../../domain/errors/AppError';
import { errorText } from '../../domain/errors/errorText';
import type { AddOnGroup } from '../../domain/menu/AddOnGroup';
import type { MenuItem } from '../../domain/menu/MenuItem';
import type { Order } from '../../domain/order/Order';
import {
  planReorder,
  REORDER_TEXT,
  type ReorderPlan,
  type TodaysMenu,
  unavailableMessage,
} from '../../domain/reorder/reorder';
import { type MenuApi, MenuApiToken } from '../../infrastructure/ports/MenuApi';
import { CartStore } from '../cart/CartStore';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { SessionStore } from '../session/SessionStore';

/**
 * sign-in: a visitor must sign in first; payment: the cart holds the order,
 * open the Payment page; asking: 'Change Restaurant?' is open.
 */
export type ReorderOutcome = 'sign-in' | 'payment' | 'asking' | 'stayed';

/** Menu pages are read 50 dishes at a time (the API's most); a menu longer than this many pages is cut short. */
const MENU_PAGE_LIMIT = 50;
const MAX_MENU_PAGES = 20;

/**
 * Reorder (FEATURES F-reorder): a finished order's lines go back into the cart at today's prices through the usual cart
 * calls (CartStore, synced like any change). Lines unavailable today are left out and named; when nothing is
 * left the cart is untouched. A cart of another restaurant asks 'Change Restaurant?' first.
 */
@injectable('Transient')
export class ReorderStore {
  /** The order being read (its button shows progress; others wait). */
  busyOrderId: string | null = null;
  /** What waits for 'Change Restaurant?'. */
  pending: ReorderPlan | null = null;

  constructor(
    @inject(MenuApiToken) private readonly menu: MenuApi,
    @inject(CartStore) private readonly cart: CartStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
  ) {
    makeAutoObservable<this, 'menu' | 'cart' | 'session' | 'notifications'>(
      this,
      { menu: false, cart: false, session: false, notifications: false },
      { autoBind: true },
    );
  }

  async reorder(order: Order): Promise<ReorderOutcome> {
    if (!this.session.isSignedIn) return 'sign-in';
    if (this.busyOrderId !== null) return 'stayed';
    this.busyOrderId = order.orderId;
    try {
      const [menu] = await Promise.all([this.todaysMenu(order), this.cart.whenSynced()]);
      return runInAction(() => this.offer(order, planReorder(order, menu)));
    } catch (error) {
      this.notifications.error(REORDER_TEXT.failed(errorText(error)));
      return 'stayed';
    } finally {
      runInAction(() => (this.busyOrderId = null));
    }
  }

  /** 'Change Restaurant?' confirmed: the order's lines replace the cart. */
  confirmRestaurantChange(): ReorderOutcome {
    const plan = this.pending;
    this.pending = null;
    return plan ? this.apply(plan) : 'stayed';
  }

  cancelRestaurantChange() {
    this.pending = null;
  }

  private offer(order: Order, plan: ReorderPlan): ReorderOutcome {
    if (plan.lines.length === 0) {
      this.notifications.error(REORDER_TEXT.nothingAvailable);
      return 'stayed';
    }
    if (!this.cart.canChange) {
      this.notifications.error(REORDER_TEXT.cartNotReady);
      return 'stayed';
    }
    if (this.cart.needsRestaurantChange(order.restaurantId)) {
      this.pending = plan;
      return 'asking';
    }
    return this.apply(plan);
  }

  private apply(plan: ReorderPlan): ReorderOutcome {
    if (!this.cart.canChange) {
      this.notifications.error(REORDER_TEXT.cartNotReady);
      return 'stayed';
    }
    const alreadyInCart = this.cart.count;
    this.cart.addLines(plan.lines);
    const leftOut = unavailableMessage(plan.unavailable);
    if (leftOut) this.notifications.notify(leftOut, 'warning');
    if (alreadyInCart > 0) this.notifications.notify(REORDER_TEXT.addedToCart(alreadyInCart));
    return 'payment';
  }

  /**
   * Today's dishes of the order's restaurant and the add-on groups of
   * those the order holds (a closed restaurant has none).
   */
  private async todaysMenu(order: Order): Promise<TodaysMenu> {
    const items = await this.allItems(order.restaurantId).catch((error: unknown) => {
      if (isAppError(error) && error.kind === 'not-found') return [];
      throw error;
    });
    const ordered = new Set(order.items.map((item) => item.menuId));
    const customizable = items.filter(
      (item) => ordered.has(item.menuId) && item.isAvailable && item.addOnItemsCount > 0,
    );
    const groups = await Promise.all(
      customizable.map(async (item): Promise<[string, AddOnGroup[]]> => [
        item.menuId,
        (await this.menu.addOnOptions(item.menuId)).groups,
      ]),
    );
    return { items: new Map(items.map((item) => [item.menuId, item])), groups: new Map(groups) };
  }

  private async allItems(restaurantId: string): Promise<MenuItem[]> {
    const items: MenuItem[] = [];
    for (let page = 1; page <= MAX_MENU_PAGES; page++) {
      const next = await this.menu.items(restaurantId, { page, limit: MENU_PAGE_LIMIT });
      items.push(...next.items);
      if (next.items.length < MENU_PAGE_LIMIT || items.length >= next.total) break;
    }
    return items;
  }
}
