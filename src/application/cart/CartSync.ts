import { runInAction } from 'mobx';
import { type Cart, type CartLine } from '../../domain/cart/CartLine';
import type { CartSummary } from '../../domain/cart/CartSummary';
import { findLine, setLineQuantity } from '../../domain/cart/cartRules';
import { settleStep } from '../../domain/cart/settleStep';
import {
  adoptServerDetails,
  nextSyncStep,
  quantityChanges,
  rollBackStep,
  type SyncStep,
} from '../../domain/cart/syncPlan';
import { replayUnsent } from '../../domain/cart/unsentChanges';
import { errorText } from '../../domain/errors/errorText';
import type { CartApi } from '../../infrastructure/ports/CartApi';
import type { NotificationCenter } from '../notifications/NotificationCenter';
import type { CartState } from './CartState';
import { cartChangeFailedText, restaurantSwitchFailedText, serverDecisionText } from './cartTexts';

/**
 * A step's outcome: the server cart afterwards (with the server's whole answer when it sent one), and whether the
 * step was really sent (not just re-read).
 */
interface Sent {
  server: Cart;
  summary: CartSummary | null;
  sent: boolean;
}

/**
 * Brings the server cart in line with the local one, one request at a time. Each request carries absolute
 * quantities computed just before it is sent, so rapid clicks coalesce: nothing is lost and nothing is
 * counted twice. A failed request rolls its change back and tells the customer. An accepted request the
 * server carried out differently (a capped quantity, a dropped option) is settled: the server's line is
 * taken and the customer told, so the same request is never sent again and the sync always ends.
 */
export class CartSync {
  private running = false;
  private loop: Promise<void> = Promise.resolve();

  constructor(
    private readonly state: CartState,
    private readonly api: CartApi,
    private readonly notifications: NotificationCenter,
    private readonly canSync: () => boolean,
  ) {}

  /** Starts syncing if it is not already running (a running loop picks the new change up itself). */
  request() {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** True while no request is on its way. */
  get idle(): boolean {
    return !this.running;
  }

  /** Resolves once the local and server carts agree (or a sync could not be made). */
  async whenIdle(): Promise<void> {
    while (this.running) await this.loop;
  }

  /**
   * The page is going away: sends, with keepalive, what is safe to send twice (the absolute quantity of
   * lines the server already has). Anything else stays in the outbox and is replayed at the next start.
   */
  flush() {
    if (!this.canSync() || !this.state.serverKnown) return;
    for (const step of quantityChanges(this.state.local, this.state.server)) {
      const { line, quantity } = step;
      if (line.menuCount === null && line.choices.length > 0) continue;
      const request = {
        restaurantId: line.restaurantId,
        menuId: line.menuId,
        quantity,
        choices: line.choices,
        menuCount: line.menuCount,
        addOnItemsCount: line.addOnItemsCount,
      };
      this.api
        .changeQuantity(request, { keepalive: true })
        .catch((error: unknown) => console.warn('A cart change could not be sent as the page closed', error));
    }
  }

  private async run() {
    try {
      for (;;) {
        if (!this.canSync()) return;
        if (!this.state.serverKnown && !(await this.learnServerCart())) return;
        const step = nextSyncStep(this.state.local, this.state.server);
        if (!step) return;
        await this.perform(step);
      }
    } finally {
      this.running = false;
    }
  }

  /**
   * Reads the server's cart when it is not known (after a restart with unsent changes) and replays the
   * customer's unsent changes onto it. If it cannot be read, the changes are rolled back and the customer told.
   */
  private async learnServerCart(): Promise<boolean> {
    const epoch = this.state.epoch;
    const base = this.state.server;
    try {
      const fresh = await this.api.cartInfo();
      if (epoch !== this.state.epoch) return false;
      runInAction(() => {
        this.state.setLocal(replayUnsent(this.state.local, base, fresh.cart));
        this.state.setServerSummary(fresh);
      });
      return true;
    } catch (error) {
      if (epoch !== this.state.epoch) return false;
      console.warn('The server cart could not be read; unsent changes are rolled back', error);
      runInAction(() => this.state.setLocal(base));
      this.notifications.error(cartChangeFailedText('', errorText(error)));
      return false;
    }
  }

  private async perform(step: SyncStep) {
    const epoch = this.state.epoch;
    try {
      const { server, summary, sent } = await this.send(step);
      if (epoch !== this.state.epoch) return;
      const settled = sent ? settleStep(this.state.local, server, step) : null;
      runInAction(() => {
        this.state.setServer(server, summary);
        this.state.setLocal(adoptServerDetails(settled?.cart ?? this.state.local, server));
      });
      if (settled?.decision) this.notifications.notify(serverDecisionText(settled.decision), 'warning');
    } catch (error) {
      if (epoch !== this.state.epoch) return;
      console.warn('The cart could not be synced; the change is rolled back', error);
      runInAction(() => this.state.setLocal(rollBackStep(this.state.local, this.state.server, step)));
      // Only a cart the server held can be "kept": a first dish into an empty cart was simply not added.
      const keptEarlierCart = step.switchesRestaurant && this.state.server.lines.length > 0;
      const text = keptEarlierCart ? restaurantSwitchFailedText : cartChangeFailedText;
      this.notifications.error(text(step.line.itemName, errorText(error)));
    }
  }

  /** Sends one step; resolves to the server cart afterwards. */
  private async send(step: SyncStep): Promise<Sent> {
    const { line, quantity } = step;
    const request = {
      restaurantId: line.restaurantId,
      menuId: line.menuId,
      quantity,
      choices: line.choices,
      menuCount: line.menuCount,
    };
    if (step.kind === 'add') {
      // A dish with add-on groups goes through add-with-options even with none chosen (only optional extras): the plain
      // add is for dishes without groups, and the server refuses it for one with groups.
      if (line.choices.length > 0 || line.addOnItemsCount > 0) await this.api.addItemWithOptions(request);
      else await this.api.addItem(request);
      return { ...(await this.serverCartAfterAdd(line, quantity)), sent: true };
    }
    let menuCount = line.menuCount;
    if (menuCount === null && line.choices.length > 0) {
      // The server names customizations by menuCount; learn it before changing the line.
      const current = await this.api.cartInfo();
      const known = findLine(current.cart, line.key);
      if (!known) return { server: current.cart, summary: current, sent: false };
      menuCount = known.menuCount;
    }
    const summary = await this.api.changeQuantity({ ...request, menuCount, addOnItemsCount: line.addOnItemsCount });
    return { server: summary.cart, summary, sent: true };
  }

  /** The add-calls answer no cart: read it (for prices and menuCount), or assume the add did what it says. */
  private async serverCartAfterAdd(
    line: CartLine,
    quantity: number,
  ): Promise<{ server: Cart; summary: CartSummary | null }> {
    try {
      const summary = await this.api.cartInfo();
      return { server: summary.cart, summary };
    } catch (error) {
      console.warn('The cart was updated but could not be re-read', error);
      return { server: setLineQuantity(this.state.server, line, quantity), summary: null };
    }
  }
}
