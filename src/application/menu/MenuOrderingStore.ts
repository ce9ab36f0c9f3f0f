import { inject, injectable } from 'inversify';
import { makeAutoObservable, when } from 'mobx';
import { type CartLine, lineFor, lineWithDefaultOption } from '../../domain/cart/CartLine';
import { type MenuItem, needsChooser } from '../../domain/menu/MenuItem';
import { addStep, type CartDestination } from '../../domain/cart/cartDestination';
import { CartStore } from '../cart/CartStore';
import { TrainTripStore } from '../train/TrainTripStore';
import { SessionStore } from '../session/SessionStore';
import { AddAfterSignIn } from './AddAfterSignIn';
import { AddOnChooserStore } from './AddOnChooserStore';

export type AddOutcome = 'sign-in' | 'handled';

/**
 * What the menu's ADD and +/- buttons do (FEATURES F-menu: Cart rules): a visitor must sign in (the dish is added when
 * they come back to the menu signed in); a cart going elsewhere (another train stop, a seat instead of an address or
 * the reverse) asks 'Start a new cart for Sawai Madhopur? Your Jaipur cart will be removed.'; another restaurant's
 * cart asks 'Change Restaurant?'; the first dish fixes where the cart goes (FEATURES F-train); dishes with several
 * add-on options open the chooser, or, when already in the cart, 'Choose your customization'; plain dishes go
 * straight into the cart.
 */
@injectable('Transient')
export class MenuOrderingStore {
  restaurantId = '';
  /** The dish waiting for 'Change Restaurant?'. */
  pendingChange: MenuItem | null = null;
  /**
   * The dish waiting for 'Start a new cart for …?', with where it would go and where the cart goes now (the dialog
   * words the question).
   */
  pendingNewCart: { item: MenuItem; adding: CartDestination; current: CartDestination } | null = null;
  /** A new cart was confirmed: the dish the chooser adds replaces the cart, even one of this restaurant. */
  private startingOver = false;
  /** The dish whose customizations are listed in 'Choose your customization'. */
  customizing: MenuItem | null = null;

  constructor(
    @inject(CartStore) private readonly cart: CartStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AddOnChooserStore) readonly chooser: AddOnChooserStore,
    @inject(AddAfterSignIn) private readonly afterSignIn: AddAfterSignIn,
    @inject(TrainTripStore) private readonly trip: TrainTripStore,
  ) {
    makeAutoObservable<this, 'cart' | 'session' | 'afterSignIn' | 'trip' | 'startingOver'>(
      this,
      { cart: false, session: false, chooser: false, afterSignIn: false, trip: false, startingOver: false },
      { autoBind: true },
    );
  }

  /**
   * Orders from this restaurant's menu while its screen shows; a dish the customer pressed ADD on as a visitor is
   * added once they are signed in and their cart is read (through the same rules as a press).
   */
  start(restaurantId: string): () => void {
    this.orderFrom(restaurantId);
    return when(
      () => this.session.isSignedIn && this.cart.canChange,
      () => {
        const item = this.afterSignIn.take(restaurantId);
        if (item) this.add(item);
      },
    );
  }

  /** The restaurant whose menu the buttons order from. */
  orderFrom(restaurantId: string) {
    this.restaurantId = restaurantId;
  }

  /** ADD pressed; 'sign-in' when a visitor must sign in first. */
  add(item: MenuItem): AddOutcome {
    if (!this.session.isSignedIn) {
      this.afterSignIn.remember({ restaurantId: this.restaurantId, item });
      return 'sign-in';
    }
    if (!item.isAvailable || !this.cart.canChange) return 'handled';
    const adding = { restaurantId: this.restaurantId, destination: this.trip.browsedDestination(this.restaurantId) };
    const current = this.trip.cartDestination;
    const step = addStep(
      { count: this.cart.count, restaurantId: this.cart.restaurantId, destination: current },
      adding,
    );
    if (step === 'new-cart') this.pendingNewCart = { item, adding: adding.destination, current };
    else if (step === 'change-restaurant') this.pendingChange = item;
    else this.proceed(item, false);
    return 'handled';
  }

  /** 'Start a new cart for …?' confirmed: the dish starts a new cart going where this menu was browsed for. */
  confirmNewCart() {
    const item = this.pendingNewCart?.item;
    this.pendingNewCart = null;
    if (item) this.proceed(item, true, true);
  }

  cancelNewCart() {
    this.pendingNewCart = null;
  }

  /** 'Change Restaurant?' confirmed: the dish replaces the cart (through the chooser when it has add-ons). */
  confirmRestaurantChange() {
    const item = this.pendingChange;
    this.pendingChange = null;
    if (item) this.proceed(item, true);
  }

  cancelRestaurantChange() {
    this.pendingChange = null;
  }

  increase(item: MenuItem) {
    const lines = this.cart.linesOf(item.menuId);
    if (needsChooser(item)) this.customizing = item;
    else if (lines[0]) this.cart.increment(lines[0].key);
  }

  /** One less of a dish; with several customizations the list lets the customer pick which. */
  decrease(item: MenuItem) {
    const lines = this.cart.linesOf(item.menuId);
    if (lines.length === 1) this.cart.decrement(lines[0]!.key);
    else if (lines.length > 1) this.customizing = item;
  }

  get customizationLines() {
    return this.customizing ? this.cart.linesOf(this.customizing.menuId) : [];
  }

  addNewCustomization() {
    const item = this.customizing;
    this.customizing = null;
    if (item) void this.chooser.open(item, this.restaurantId);
  }

  closeCustomizations() {
    this.customizing = null;
  }

  /** The chooser's "Add to cart": its line joins (or replaces) the cart. */
  confirmChooser() {
    const line = this.chooser.line();
    if (!line) return;
    this.put(line, this.startingOver);
    this.startingOver = false;
    this.chooser.close();
  }

  private proceed(item: MenuItem, replacing: boolean, startingOver = false) {
    this.startingOver = startingOver;
    if (needsChooser(item)) {
      if (!replacing && this.cart.linesOf(item.menuId).length > 0) this.customizing = item;
      else void this.chooser.open(item, this.restaurantId);
      return;
    }
    this.put(
      item.addOnItemsCount === 1 ? lineWithDefaultOption(item, this.restaurantId) : lineFor(item, this.restaurantId, 1),
      startingOver,
    );
  }

  /** A line into the cart; the first dish of a cart (or of a new one) fixes where the cart goes. */
  private put(line: CartLine, startingOver: boolean) {
    if (!this.cart.canChange) return;
    if (startingOver || this.cart.count === 0 || this.cart.needsRestaurantChange(line.restaurantId))
      this.trip.fixCartDestination(line.restaurantId);
    if (startingOver) this.cart.startOver([line]);
    else this.cart.add(line);
  }
}
