import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { cartFromCount } from '../../domain/cart/cartFromCount';
import { type Cart, type CartLine, EMPTY_CART } from '../../domain/cart/CartLine';
import type { CartSummary } from '../../domain/cart/CartSummary';
import * as rules from '../../domain/cart/cartRules';
import { type CartApi, CartApiToken } from '../../infrastructure/ports/CartApi';
import { serverHasAll, unsentChangeCount } from '../../domain/cart/unsentChanges';
import { type CartStorage, CartStorageToken } from '../../infrastructure/ports/CartStorage';
import { type PageLifecycle, PageLifecycleToken } from '../../infrastructure/ports/PageLifecycle';
import { ConnectionStore } from '../connection/ConnectionStore';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { SessionStore } from '../session/SessionStore';
import { CartState } from './CartState';
import { CartSync } from './CartSync';
import { cartLoadFailedText } from './cartTexts';
import { errorText } from '../../domain/errors/errorText';

/**
 * The customer's cart (FEATURES F-menu: Cart rules): one restaurant at a time, changed locally first and saved to
 * local storage, then synced to the server (rolled back with a message when the server refuses; held on screen,
 * marked as waiting for the signal, when no answer comes, and sent when it returns). Changes the server
 * has not confirmed are kept in an outbox (the server cart they were made on) and replayed at the next
 * start, before the server's cart is adopted; as the page goes, what can safely be sent is sent with
 * keepalive. When a customer signs in (or the app starts signed in) the cart is replaced from the server's;
 * signing out clears it. The store keeps the server's last whole answer (the cart with its bill, delivery time and
 * cash-on-delivery offer), so checkout shows it without asking the server again. A cart dropped because the server
 * ended the session (a 401) is kept in memory only and offered again once the same customer signs in.
 */
@injectable()
export class CartStore {
  private readonly state: CartState;
  private readonly sync: CartSync;
  /** False while the cart is being replaced from the server after sign-in; changes are refused until then. */
  ready: boolean;
  private replacement: Promise<void> | null = null;
  /** The cart the customer had when the server ended their session (memory only), and whose it was (mobile). */
  private kept: { owner: string; cart: Cart } | null = null;

  constructor(
    @inject(CartApiToken) private readonly api: CartApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(CartStorageToken) private readonly storage: CartStorage,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
    @inject(PageLifecycleToken) lifecycle: PageLifecycle,
    @inject(ConnectionStore) connection: ConnectionStore,
  ) {
    const local = session.isSignedIn ? storage.readCart() : undefined;
    this.state = new CartState(local, (session.isSignedIn ? storage.readOutbox(this.owner) : null) ?? local);
    this.sync = new CartSync(this.state, api, notifications, () => this.session.isSignedIn, connection);
    this.ready = !session.isSignedIn;
    makeAutoObservable<this, 'state' | 'sync' | 'session' | 'storage' | 'replacement' | 'api' | 'notifications'>(
      this,
      {
        state: false,
        sync: false,
        session: false,
        storage: false,
        replacement: false,
        api: false,
        notifications: false,
      },
      { autoBind: true },
    );
    reaction(
      () => this.state.local,
      (cart) => this.storage.saveCart(cart),
    );
    reaction(
      () => rules.itemCount(this.state.server),
      (count) => this.storage.saveBackendCount(count),
    );
    reaction(
      () => (this.hasUnsentChanges ? this.state.server : null),
      (base) => this.storage.saveOutbox(this.owner, base),
    );
    lifecycle.onLeave(() => this.sync.flush());
    connection.countWaiting(() => this.changesWaiting);
    reaction(
      () => this.session.isSignedIn,
      (signedIn) => (signedIn ? void this.replaceFromServer() : this.reset()),
      { fireImmediately: true },
    );
    reaction(() => this.keptCartToOffer, this.offerKeptCart);
    reaction(
      () => (this.session.isSignedIn ? this.session.user?.mobile : undefined),
      (mobile) => {
        if (mobile && this.kept && mobile !== this.kept.owner) this.kept = null;
      },
    );
  }

  /**
   * The kept cart, to offer once the customer whose session ended is signed in again and their cart is read (unless
   * the server kept the same cart); another customer signing in drops it (nothing of one customer for the next).
   */
  get keptCartToOffer(): Cart | null {
    const kept = this.kept;
    const user = this.session.user;
    if (!kept || !this.session.isSignedIn || !user || !this.ready) return null;
    if (user.mobile !== kept.owner || rules.sameCart(kept.cart, this.state.local)) return null;
    return kept.cart;
  }

  private offerKeptCart(cart: Cart | null) {
    if (!cart) return;
    this.kept = null;
    this.notifications.notify({ kind: 'keptCartOffer' }, 'info', 'app', {
      action: { label: { kind: 'keptCartRestore' }, run: () => this.addLines(cart.lines) },
    });
  }

  get lines(): CartLine[] {
    return this.state.local.lines;
  }

  get restaurantId() {
    return this.state.local.restaurantId;
  }

  /** Item count: the sum of the quantities. */
  get count() {
    return rules.itemCount(this.state.local);
  }

  /** Total in paise: the sum of price × quantity. */
  get total() {
    return rules.cartTotal(this.state.local);
  }

  quantityOf(menuId: string) {
    return rules.quantityOfItem(this.state.local, menuId);
  }

  linesOf(menuId: string) {
    return rules.linesOfItem(this.state.local, menuId);
  }

  /** Whether adding from this restaurant must ask 'Change Restaurant?' first. */
  needsRestaurantChange(restaurantId: string) {
    return rules.needsRestaurantChange(this.state.local, restaurantId);
  }

  get canChange() {
    return this.session.isSignedIn && this.ready;
  }

  /**
   * The server's cart summary (its bill) while it describes the cart as it is now: every local change has reached the
   * server and the server's last answer was a whole cart. Null while a change is on its way or after an answer that
   * gave no bill; `readSummary` then asks for one.
   */
  get summary(): CartSummary | null {
    const summary = this.state.summary;
    return summary &&
      this.state.summaryIsServers &&
      this.state.serverKnown &&
      this.sync.idle &&
      rules.sameCart(summary.cart, this.state.local)
      ? summary
      : null;
  }

  /** The last summary the server sent, even when the cart has changed since (shown while the next is on its way). */
  get lastSummary(): CartSummary | null {
    return this.state.summary;
  }

  /**
   * Reads the server's cart summary (get-cart-info) and keeps it. A server cart that differs from the local one
   * (changed elsewhere, e.g. in another tab) is taken, unless local changes are still on their way, wait for the
   * signal, or the cart is being replaced (then they win, and the summary read is only the last heard). Rejects when
   * the server cannot be read.
   */
  async readSummary(): Promise<void> {
    const epoch = this.state.epoch;
    const summary = await this.api.cartInfo();
    runInAction(() => {
      if (epoch !== this.state.epoch) return;
      if (this.state.waitingForSignal) {
        // Changes wait for the signal and the server just answered: they win, and go now.
        this.state.hearSummary(summary);
        this.sync.request();
      } else if (!this.ready || !this.sync.idle) this.state.hearSummary(summary);
      else if (rules.sameCart(summary.cart, this.state.local)) this.state.setServerSummary(summary);
      else this.state.replaceBoth(summary.cart, summary);
    });
  }

  /** Local changes the server has not confirmed (kept in the outbox until it has). */
  get hasUnsentChanges() {
    return !serverHasAll(this.state.local, this.state.server);
  }

  /** True while local changes found no network and wait for the signal (they stay on screen). */
  get waitingForSignal(): boolean {
    return this.state.waitingForSignal && this.hasUnsentChanges;
  }

  /** How many changes wait for the signal (0 while none does). */
  get changesWaiting(): number {
    return this.waitingForSignal ? unsentChangeCount(this.state.local, this.state.server) : 0;
  }

  private get owner() {
    return this.session.user?.id ?? null;
  }

  /** Adds a line (the same customization gains its quantity); a cart of another restaurant is replaced. */
  add(line: CartLine) {
    this.change(() => rules.addToCart(this.state.local, line));
  }

  /**
   * Adds several lines as one change (a reorder): each joins the cart like
   * `add`, and a cart of another restaurant is replaced.
   */
  addLines(lines: readonly CartLine[]) {
    this.change(() => lines.reduce((cart, line) => rules.addToCart(cart, line), this.state.local));
  }

  /** A new cart (another destination confirmed): these lines replace whatever the cart held, same restaurant too. */
  startOver(lines: readonly CartLine[]) {
    this.change(() => lines.reduce((cart, line) => rules.addToCart(cart, line), EMPTY_CART));
  }

  increment(key: string) {
    this.change(() => rules.incrementLine(this.state.local, key));
  }

  /** One less; from 1 the line is removed. */
  decrement(key: string) {
    this.change(() => rules.decrementLine(this.state.local, key));
  }

  /** 0 or less removes the line. */
  setQuantity(key: string, quantity: number) {
    const line = rules.findLine(this.state.local, key);
    if (line) this.change(() => rules.setLineQuantity(this.state.local, line, quantity));
  }

  /** Replaces the cart from the server (cart-items-count) once per sign-in; marked ready even if that fails. */
  syncFromServer(): Promise<void> {
    return this.session.isSignedIn ? this.replaceFromServer() : Promise.resolve();
  }

  /** Resolves once every local change has reached the server (or was rolled back). */
  async whenSynced(): Promise<void> {
    await this.replacement;
    await this.sync.whenIdle();
  }

  /** Clears items, count and restaurant, and the saved cart data (keeping in memory a cart the server's 401 ended). */
  reset() {
    const owner = this.session.endedCustomer;
    if (owner && this.state.local.lines.length > 0) this.kept = { owner, cart: this.state.local };
    this.state.reset();
    this.replacement = null;
    this.ready = !this.session.isSignedIn;
    this.storage.clear();
  }

  /** Reads the server's cart again: it changed without us (a failed payment put the order's items back). */
  reloadFromServer(): Promise<void> {
    if (!this.session.isSignedIn) return Promise.resolve();
    this.replacement = this.loadServerCart();
    return this.replacement;
  }

  /** An order was placed from the cart: the server emptied its cart, so the local one is emptied too. */
  clearAfterOrder() {
    this.state.reset();
    this.storage.clear();
  }

  private change(next: () => Cart) {
    if (!this.canChange) return;
    this.state.setLocal(next());
    this.sync.request();
  }

  private replaceFromServer(): Promise<void> {
    this.replacement ??= this.loadServerCart();
    return this.replacement;
  }

  /**
   * Adopts the server's cart, unless changes made before a restart are unsent: then the sync reads the
   * server's cart, replays them onto it and sends them (the outbox), so the cart is what the customer last saw.
   */
  private async loadServerCart() {
    const epoch = this.state.epoch;
    runInAction(() => (this.ready = false));
    if (this.hasUnsentChanges) {
      runInAction(() => {
        this.state.forgetServer();
        this.ready = true;
      });
      this.sync.request();
      return;
    }
    try {
      await this.sync.whenIdle();
      const count = await this.api.itemsCount();
      const detailed = count ? await this.api.cartInfo().catch(() => null) : null;
      if (epoch === this.state.epoch)
        runInAction(() =>
          detailed
            ? this.state.replaceBoth(detailed.cart, detailed)
            : this.state.replaceBoth(cartFromCount(count, this.state.local)),
        );
    } catch (error) {
      console.warn('The cart could not be read from the server; keeping the local one', error);
      if (epoch === this.state.epoch) {
        // Not known now: the next change reads the server's cart first and replays itself onto it.
        runInAction(() => this.state.forgetServer());
        this.notifications.error(cartLoadFailedText(errorText(error)));
      }
    } finally {
      if (epoch === this.state.epoch) runInAction(() => (this.ready = true));
    }
  }
}
