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
import { failureOf } from '../../domain/errors/failure';
import { isNetworkFailure } from '../../domain/connection/networkRetry';
import type { CartApi } from '../../infrastructure/ports/CartApi';
import type { ConnectionStore } from '../connection/ConnectionStore';
import { SignalRetry } from '../connection/SignalRetry';
import type { NotificationCenter } from '../notifications/NotificationCenter';
import { newIdempotencyKey } from '../shared/idempotencyKey';
import type { CartState } from './CartState';

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
 * counted twice. A request the server refused rolls its change back and tells the customer. A request that got no
 * answer (no signal) keeps every change on screen, held for the signal: the sync stops, and tries again when the
 * browser says the network is back or after a backoff, first reading the server's cart (the lost request may have
 * arrived) and replaying the held changes onto it, in the order of the cart. Each write carries an Idempotency-Key,
 * the same one when the same write is sent again. An accepted request the server carried out differently (a capped
 * quantity, a dropped option) is settled: the server's line is taken and the customer told, so the same request is
 * never sent again and the sync always ends.
 */
export class CartSync {
  private running = false;
  private loop: Promise<void> = Promise.resolve();
  private readonly retry: SignalRetry;
  /** The key of a write that got no answer, and what it was: the same write sent again carries the same key. */
  private lastWrite: { what: string; key: string } | null = null;

  constructor(
    private readonly state: CartState,
    private readonly api: CartApi,
    private readonly notifications: NotificationCenter,
    private readonly canSync: () => boolean,
    connection: ConnectionStore,
  ) {
    this.retry = new SignalRetry(connection, () => this.request());
  }

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
        if (!this.canSync()) return this.stopWaiting();
        if (!this.state.serverKnown && !(await this.learnServerCart())) return;
        const step = nextSyncStep(this.state.local, this.state.server);
        if (!step) return this.stopWaiting();
        if (!(await this.perform(step))) return;
      }
    } finally {
      this.running = false;
    }
  }

  /** The server has every change (or the cart was reset): nothing is held for the signal any more. */
  private stopWaiting() {
    this.retry.settled();
    if (this.state.waitingForSignal) runInAction(() => this.state.setWaitingForSignal(false));
  }

  /**
   * A write got no answer: the changes stay on screen and wait for the signal. The server may or may not have done
   * it, so its cart is read again before the next write.
   */
  private holdForSignal(error: unknown) {
    console.warn('No signal: the cart changes wait until it returns', error);
    runInAction(() => {
      this.state.forgetServer();
      this.state.setWaitingForSignal(true);
    });
    this.retry.schedule();
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
      if (isNetworkFailure(error)) {
        this.holdForSignal(error);
        return false;
      }
      console.warn('The server cart could not be read; unsent changes are rolled back', error);
      runInAction(() => this.state.setLocal(base));
      this.notifications.error({ kind: 'cartChangeFailed', itemName: '', failure: failureOf(error) });
      return false;
    }
  }

  /** Sends one step and takes the server's answer; false when the sync must stop (a reset, or no signal). */
  private async perform(step: SyncStep): Promise<boolean> {
    const epoch = this.state.epoch;
    try {
      const { server, summary, sent } = await this.send(step);
      this.lastWrite = null;
      if (epoch !== this.state.epoch) return false;
      const settled = sent ? settleStep(this.state.local, server, step) : null;
      runInAction(() => {
        this.state.setServer(server, summary);
        this.state.setLocal(adoptServerDetails(settled?.cart ?? this.state.local, server));
      });
      if (settled?.decision)
        this.notifications.notify({ kind: 'cartServerDecision', decision: settled.decision }, 'warning');
      return true;
    } catch (error) {
      if (epoch !== this.state.epoch) return false;
      if (isNetworkFailure(error)) {
        this.holdForSignal(error);
        return false;
      }
      this.lastWrite = null;
      console.warn('The cart could not be synced; the change is rolled back', error);
      runInAction(() => this.state.setLocal(rollBackStep(this.state.local, this.state.server, step)));
      // Only a cart the server held can be "kept": a first dish into an empty cart was simply not added.
      const keptEarlierCart = step.switchesRestaurant && this.state.server.lines.length > 0;
      this.notifications.error({
        kind: keptEarlierCart ? 'cartSwitchFailed' : 'cartChangeFailed',
        itemName: step.line.itemName,
        failure: failureOf(error),
      });
      return true;
    }
  }

  /** The Idempotency-Key of this write: the unanswered one's when it is that write sent again, else a new one. */
  private keyFor(step: SyncStep): string {
    const what = JSON.stringify([step.kind, step.line.restaurantId, step.line.key, step.quantity]);
    if (this.lastWrite?.what !== what) this.lastWrite = { what, key: newIdempotencyKey() };
    return this.lastWrite.key;
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
    const idempotencyKey = this.keyFor(step);
    if (step.kind === 'add') {
      // A dish with add-on groups goes through add-with-options even with none chosen (only optional extras): the plain
      // add is for dishes without groups, and the server refuses it for one with groups.
      if (line.choices.length > 0 || line.addOnItemsCount > 0)
        await this.api.addItemWithOptions(request, { idempotencyKey });
      else await this.api.addItem(request, { idempotencyKey });
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
    const summary = await this.api.changeQuantity(
      { ...request, menuCount, addOnItemsCount: line.addOnItemsCount },
      { idempotencyKey },
    );
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
