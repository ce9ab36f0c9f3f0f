import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isAppError } from '../../domain/errors/AppError';
import { failureOf } from '../../domain/errors/failure';
import type { AddOnGroup } from '../../domain/menu/AddOnGroup';
import type { MenuItem } from '../../domain/menu/MenuItem';
import type { Order } from '../../domain/order/Order';
import { planReorder, type ReorderPlan, type TodaysMenu } from '../../domain/reorder/reorder';
import { type MenuApi, MenuApiToken } from '../../infrastructure/ports/MenuApi';
import { ADDRESS_DESTINATION, addStep, type CartDestination } from '../../domain/cart/cartDestination';
import { seatReorderStep } from '../../domain/reorder/seatReorder';
import { followedStopsFor } from './followedStops';
import { CartStore } from '../cart/CartStore';
import { TrainTripStore } from '../train/TrainTripStore';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { SessionStore } from '../session/SessionStore';

/**
 * sign-in: a visitor must sign in first; payment: the cart holds the order,
 * open the Payment page; asking: 'Change Restaurant?' (or 'Start a new cart?') is open; journey: a seat order's
 * stop takes no order now, the journey's stations ahead are offered; find-journey: a seat order needs a journey.
 */
export type ReorderOutcome = 'sign-in' | 'payment' | 'asking' | 'stayed' | 'journey' | 'find-journey';

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
  /** What waits for 'Change Restaurant?' or, for another destination, 'Start a new cart for …?'. */
  pending: (ReorderPlan & { destination: CartDestination }) | null = null;
  /** For 'Start a new cart for …?': where the order's dishes would go, and where the cart goes now; else null. */
  newCart: { adding: CartDestination; current: CartDestination } | null = null;

  constructor(
    @inject(MenuApiToken) private readonly menu: MenuApi,
    @inject(CartStore) private readonly cart: CartStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
    @inject(TrainTripStore) private readonly trip: TrainTripStore,
  ) {
    makeAutoObservable<this, 'menu' | 'cart' | 'session' | 'notifications' | 'trip'>(
      this,
      { menu: false, cart: false, session: false, notifications: false, trip: false },
      { autoBind: true },
    );
  }

  async reorder(order: Order): Promise<ReorderOutcome> {
    if (!this.session.isSignedIn) return 'sign-in';
    if (this.busyOrderId !== null) return 'stayed';
    const train = order.train ?? null;
    if (train) {
      const step = seatReorderStep(train, followedStopsFor(this.trip, order.restaurantId));
      if (step.kind === 'stations-ahead') {
        this.notifications.notify({ kind: 'seatReorderStationsAhead', place: train, reason: step.reason }, 'info');
        return 'journey';
      }
      if (step.kind === 'find-journey') {
        this.notifications.notify(
          step.why === 'no-journey'
            ? { kind: 'seatReorderFindJourney', place: train }
            : { kind: 'seatReorderNoStationAhead', place: train, reason: step.reason },
          'info',
        );
        return 'find-journey';
      }
      // The order's own stop still takes this kitchen's order: the cart goes there.
      this.trip.chooseStop(step.stationCode);
    }
    this.busyOrderId = order.orderId;
    try {
      const [menu] = await Promise.all([this.todaysMenu(order), this.cart.whenSynced()]);
      return runInAction(() => this.offer(order, planReorder(order, menu), train !== null));
    } catch (error) {
      this.notifications.error({ kind: 'reorderFailed', failure: failureOf(error) });
      return 'stayed';
    } finally {
      runInAction(() => (this.busyOrderId = null));
    }
  }

  /** 'Change Restaurant?' (or 'Start a new cart?') confirmed: the order's lines replace the cart. */
  confirmRestaurantChange(): ReorderOutcome {
    const plan = this.pending;
    this.pending = null;
    this.newCart = null;
    return plan ? this.apply(plan, true) : 'stayed';
  }

  cancelRestaurantChange() {
    this.pending = null;
    this.newCart = null;
  }

  private offer(order: Order, plan: ReorderPlan, toSeat: boolean): ReorderOutcome {
    if (plan.lines.length === 0) {
      this.notifications.error({ kind: 'reorderNothingAvailable' });
      return 'stayed';
    }
    if (!this.cart.canChange) {
      this.notifications.error({ kind: 'reorderCartNotReady' });
      return 'stayed';
    }
    // A road order goes to an address, a seat order to its stop: a cart going elsewhere is not added to.
    const adding = toSeat ? this.trip.browsedDestination(order.restaurantId) : ADDRESS_DESTINATION;
    const current = this.trip.cartDestination;
    const step = addStep(
      { count: this.cart.count, restaurantId: this.cart.restaurantId, destination: current },
      { restaurantId: order.restaurantId, destination: adding },
    );
    if (step === 'add') return this.apply({ ...plan, destination: adding }, false);
    this.pending = { ...plan, destination: adding };
    this.newCart = step === 'new-cart' ? { adding, current } : null;
    return 'asking';
  }

  /** The order's lines into the cart; into an empty cart, or replacing it, they fix where the cart goes. */
  private apply(plan: ReorderPlan & { destination: CartDestination }, replacing: boolean): ReorderOutcome {
    if (!this.cart.canChange) {
      this.notifications.error({ kind: 'reorderCartNotReady' });
      return 'stayed';
    }
    // Only dishes left in the cart are worth a word: a cart just emptied by the customer's 'Confirm' has none.
    const alreadyInCart = replacing ? 0 : this.cart.count;
    const restaurantId = plan.lines[0]!.restaurantId;
    if (replacing || alreadyInCart === 0) this.trip.fixCartDestination(restaurantId, plan.destination);
    if (replacing) this.cart.startOver(plan.lines);
    else this.cart.addLines(plan.lines);
    if (plan.unavailable.length > 0)
      this.notifications.notify({ kind: 'reorderLeftOut', names: plan.unavailable }, 'warning');
    if (alreadyInCart > 0) this.notifications.notify({ kind: 'reorderAddedToCart', alreadyInCart });
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
