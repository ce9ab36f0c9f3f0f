import { makeAutoObservable } from 'mobx';
import { type Cart, EMPTY_CART } from '../../domain/cart/CartLine';

/**
 * The two carts the store reconciles: the local one the customer sees and changes at once, and the server's
 * as its last answer described it. `epoch` changes on every reset, so answers to requests sent before a
 * reset (a logout) are ignored.
 */
export class CartState {
  local: Cart;
  server: Cart;
  epoch = 0;

  constructor(initial: Cart = EMPTY_CART) {
    this.local = initial;
    this.server = initial;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setLocal(cart: Cart) {
    this.local = cart;
  }

  setServer(cart: Cart) {
    this.server = cart;
  }

  /** Both carts replaced by what the server holds (start-up), or emptied (reset). */
  replaceBoth(cart: Cart) {
    this.local = cart;
    this.server = cart;
  }

  reset(cart: Cart = EMPTY_CART) {
    this.replaceBoth(cart);
    this.epoch += 1;
  }
}
