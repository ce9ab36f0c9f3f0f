import { makeAutoObservable } from 'mobx';
import { type Cart, EMPTY_CART } from '../../domain/cart/CartLine';

/**
 * The two carts the store reconciles: the local one the customer sees and changes at once, and the server's
 * as its last answer described it. `epoch` changes on every reset, so answers to requests sent before a
 * reset (a logout) are ignored. `serverKnown` is false while the server's cart is only the base of unsent
 * changes saved before a restart: the sync reads the server's cart before it sends anything.
 */
export class CartState {
  local: Cart;
  server: Cart;
  epoch = 0;
  serverKnown = true;

  constructor(local: Cart = EMPTY_CART, server: Cart = local) {
    this.local = local;
    this.server = server;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setLocal(cart: Cart) {
    this.local = cart;
  }

  setServer(cart: Cart) {
    this.server = cart;
    this.serverKnown = true;
  }

  /** The server's cart may have changed since it was last heard: read it before the next step. */
  forgetServer() {
    this.serverKnown = false;
  }

  /** Both carts replaced by what the server holds (start-up), or emptied (reset). */
  replaceBoth(cart: Cart) {
    this.local = cart;
    this.setServer(cart);
  }

  reset(cart: Cart = EMPTY_CART) {
    this.replaceBoth(cart);
    this.epoch += 1;
  }
}
