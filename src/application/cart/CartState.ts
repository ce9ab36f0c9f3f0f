import { makeAutoObservable } from 'mobx';
import { type Cart, EMPTY_CART } from '../../domain/cart/CartLine';
import type { CartSummary } from '../../domain/cart/CartSummary';

/**
 * The two carts the store reconciles: the local one the customer sees and changes at once, and the server's
 * as its last answer described it. `epoch` changes on every reset, so answers to requests sent before a
 * reset (a logout) are ignored. `serverKnown` is false while the server's cart is only the base of unsent
 * changes saved before a restart: the sync reads the server's cart before it sends anything. `summary` is the
 * server's last whole answer (its cart with the bill); `summaryIsServers` says whether it describes `server`.
 */
export class CartState {
  local: Cart;
  server: Cart;
  summary: CartSummary | null = null;
  /** False once the server's cart was learnt from an answer without a bill (or the summary was heard mid-change). */
  summaryIsServers = false;
  epoch = 0;
  serverKnown = true;
  /** Local changes found no network and are held until the signal returns (the server's cart is then unknown). */
  waitingForSignal = false;

  constructor(local: Cart = EMPTY_CART, server: Cart = local) {
    this.local = local;
    this.server = server;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setLocal(cart: Cart) {
    this.local = cart;
  }

  /** The server's cart as its answer described it; with the whole answer (`summary`) when the server sent one. */
  setServer(cart: Cart, summary: CartSummary | null = null) {
    this.server = cart;
    this.serverKnown = true;
    if (summary) this.summary = summary;
    this.summaryIsServers = summary !== null;
  }

  /** A summary heard while local changes were on their way: the last heard, not the server cart's description. */
  hearSummary(summary: CartSummary) {
    this.summary = summary;
    this.summaryIsServers = false;
  }

  /** The server's cart with its bill: the server cart is the summary's. */
  setServerSummary(summary: CartSummary) {
    this.setServer(summary.cart, summary);
  }

  setWaitingForSignal(waiting: boolean) {
    this.waitingForSignal = waiting;
  }

  /** The server's cart may have changed since it was last heard: read it before the next step. */
  forgetServer() {
    this.serverKnown = false;
  }

  /** Both carts replaced by what the server holds (start-up), or emptied (reset). */
  replaceBoth(cart: Cart, summary: CartSummary | null = null) {
    this.local = cart;
    this.setServer(cart, summary);
  }

  reset(cart: Cart = EMPTY_CART) {
    this.replaceBoth(cart);
    this.summary = null;
    this.summaryIsServers = false;
    this.waitingForSignal = false;
    this.epoch += 1;
  }
}
