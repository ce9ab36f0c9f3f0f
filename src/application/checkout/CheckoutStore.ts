import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Address } from '../../domain/address/Address';
import type { Bill } from '../../domain/cart/Bill';
import { amountToPay } from '../../domain/checkout/checkoutBill';
import { seatDeliveryBill } from '../../domain/train/seatBill';
import { attemptFingerprint, endsAttempt } from '../../domain/checkout/checkoutAttempt';
import { OfflineRefusal } from '../../domain/connection/offlineRefusal';
import { type Failure, failureOf } from '../../domain/errors/failure';
import { type AllowedPaymentRedirect, paymentRedirectTarget } from '../../domain/checkout/paymentRedirect';
import { effectivePaymentMethod, type PaymentMethod, paymentMethodsOffered } from '../../domain/checkout/PaymentMethod';
import { type AppConfig, AppConfigToken } from '../../infrastructure/ports/AppConfig';
import { type CheckoutApi, CheckoutApiToken, type OrderRequest } from '../../infrastructure/ports/CheckoutApi';
import {
  type CheckoutAttemptStorage,
  CheckoutAttemptStorageToken,
} from '../../infrastructure/ports/CheckoutAttemptStorage';
import {
  type PaymentChoice,
  type PaymentChoiceStorage,
  PaymentChoiceStorageToken,
} from '../../infrastructure/ports/PaymentChoiceStorage';
import { AddressBookStore } from '../address/AddressBookStore';
import { CartStore } from '../cart/CartStore';
import { ConnectionStore } from '../connection/ConnectionStore';
import { needsNetwork } from '../connection/needsNetwork';
import { Submission } from '../shared/Submission';
import { AwaitedPayment } from './AwaitedPayment';
import { paymentRedirectPolicy } from './paymentRedirectPolicy';
import { CheckoutAttempts } from './CheckoutAttempts';
import { CheckoutSummary } from './CheckoutSummary';
import { DeliveryInstructionsDraft } from './DeliveryInstructionsDraft';
import { TrainTripStore } from '../train/TrainTripStore';
import type { SeatDestination } from '../../domain/train/seat';
import { checkoutAddressOf } from '../../domain/address/addressBook';
import { deliveryReach, type DeliveryReach, SERVICE_RADIUS_KM } from '../../domain/geo/serviceArea';
import { isUsablePoint } from '../../domain/geo/GeoPoint';
import { KitchenOfCart } from './KitchenOfCart';
import { type SeatForm, seatFormOf } from '../train/seatForm';

/** What the Payment page does after Place Order. */
export type CheckoutOutcome =
  | { kind: 'stay' }
  | { kind: 'redirect'; target: AllowedPaymentRedirect }
  /** The gateway declined to start, or its page is not one the app may open ('payment-page-refused'). */
  | { kind: 'payment-failed'; reason?: 'payment-page-refused' }
  | { kind: 'cash-order'; orderId: string };

/** The cart's kitchen does not deliver to the address chosen: it is `distanceKm` away, beyond its radius. */
export interface OutOfArea {
  restaurantName: string;
  distanceKm: number;
  radiusKm: number;
}

/**
 * The Payment page (FEATURES F-checkout: Checkout): the server's bill, the delivery address (default, else the
 * first), the payment method (cash on delivery only when the server offers it), delivery instructions, and
 * placing the order. A failure is logged and shown, and the button works again. Every attempt carries an
 * Idempotency-Key kept for the whole request (cart, destination, tip, instructions, method) until an order results,
 * so a double tap or a retry after a timeout gives one order, and a changed request is a new attempt; once an order
 * is placed the button stays locked while the page leaves. An order that finds no network while the browser is
 * offline (or made while cart changes wait for the signal, so the server's cart is not the one shown) is refused with
 * the offline text and the cart kept; the key is kept too, so the order placed once the signal returns is placed once.
 */
@injectable('Transient')
export class CheckoutStore {
  readonly summary: CheckoutSummary;
  readonly placing = new Submission();
  readonly instructions = new DeliveryInstructionsDraft();
  /** FEATURES F-train: the seat the food goes to, when it goes to a train seat. */
  readonly seatForm: SeatForm;
  private readonly attempts: CheckoutAttempts;
  /** The cart's kitchen, for its service area (FEATURES F-checkout). */
  readonly kitchen: KitchenOfCart;
  chosenAddressId: string | null = null;
  /** The method chosen for the cart (kept on the device, so a reload of the page keeps it); null until one is. */
  private choice: PaymentChoice | null;
  /** 'Please select a delivery address' is showing. */
  addressMissing = false;
  /** An order was placed and the page is leaving (for the gateway or the status screen): Place Order stays locked. */
  leaving = false;
  /**
   * Why the last Place Order failed: offline (the cart is kept for later), or the call's failure; null while none
   * did (or once the customer closed the message).
   */
  placeFailure: Failure | null = null;

  constructor(
    @inject(CheckoutApiToken) private readonly checkout: CheckoutApi,
    @inject(CartStore) readonly cart: CartStore,
    @inject(AddressBookStore) private readonly book: AddressBookStore,
    @inject(AppConfigToken) private readonly config: AppConfig,
    @inject(CheckoutAttemptStorageToken) attempts: CheckoutAttemptStorage,
    @inject(TrainTripStore) readonly trip: TrainTripStore,
    @inject(AwaitedPayment) private readonly awaited: AwaitedPayment,
    @inject(KitchenOfCart) kitchen: KitchenOfCart,
    @inject(PaymentChoiceStorageToken) private readonly choices: PaymentChoiceStorage,
    @inject(ConnectionStore) private readonly connection: ConnectionStore,
  ) {
    this.kitchen = kitchen;
    this.choice = choices.read();
    this.summary = new CheckoutSummary(cart);
    this.attempts = new CheckoutAttempts(attempts);
    this.seatForm = seatFormOf(trip);
    makeAutoObservable<this, 'checkout' | 'book' | 'config' | 'attempts' | 'awaited' | 'choices' | 'connection'>(
      this,
      {
        connection: false,
        choices: false,
        awaited: false,
        checkout: false,
        book: false,
        config: false,
        attempts: false,
        summary: false,
        placing: false,
        instructions: false,
        seatForm: false,
        cart: false,
        trip: false,
        kitchen: false,
      },
      { autoBind: true },
    );
  }

  /** Loads the address book if needed and follows the cart's bill; returns the disposer that stops following it. */
  start(): () => void {
    if (this.book.status === 'idle' || this.book.status === 'failed') void this.book.load();
    void this.recheckAwaitedPayment();
    const stopKitchen = this.kitchen.follow(() => this.cart.restaurantId);
    const stopSummary = this.summary.start();
    return () => {
      stopKitchen();
      stopSummary();
    };
  }

  /**
   * An order still shown as waiting for payment may have been paid, failed or expired meanwhile (a reload later):
   * asked once, a settled one is no longer offered, and a failed one's dishes are read back into the cart.
   */
  private async recheckAwaitedPayment() {
    const orderId = this.awaited.orderId;
    if (orderId === null) return;
    try {
      const { paymentStatus } = await this.checkout.paymentStatus(orderId);
      if (paymentStatus === 'Pending') return;
      this.awaited.settled(orderId);
      if (paymentStatus === 'Failed') await this.cart.reloadFromServer();
    } catch (error) {
      console.warn('The waiting payment could not be checked; it stays offered', error);
    }
  }

  get addresses(): Address[] {
    return this.book.addresses;
  }

  /** The saved addresses could not be read (none is known): not the same as having none. */
  get addressesFailed(): boolean {
    return this.book.status === 'failed' && this.book.addresses.length === 0;
  }

  retryAddresses() {
    void this.book.load();
  }

  get addressesLoading(): boolean {
    return this.book.status === 'loading' && this.book.addresses.length === 0;
  }

  /**
   * The chosen address, else the pre-selected one: the default, else the first; one the cart's kitchen delivers to
   * before one it does not.
   */
  get selectedAddress(): Address | null {
    return (
      this.book.byId(this.chosenAddressId ?? '') ??
      checkoutAddressOf(this.addresses, (address) => this.reachOf(address)?.deliverable !== false)
    );
  }

  /** How far the cart's kitchen is from an address and whether it delivers there; null while unknown. */
  reachOf(address: Address): DeliveryReach | null {
    const kitchen = this.kitchen.detail?.location;
    return kitchen && isUsablePoint(address) ? deliveryReach(kitchen, address) : null;
  }

  /** Why the cart's kitchen does not deliver to the selected address, or null (FEATURES F-checkout). */
  get outOfArea(): OutOfArea | null {
    const kitchen = this.kitchen.detail;
    const address = this.selectedAddress;
    if (this.seat || !kitchen || !address) return null;
    const reach = this.reachOf(address);
    return reach && !reach.deliverable
      ? { restaurantName: kitchen.name, distanceKm: reach.distanceKm, radiusKm: SERVICE_RADIUS_KM }
      : null;
  }

  /**
   * FEATURES F-train: the cart goes to the train stop fixed when its first dish was added (whatever stop is browsed
   * now), so it goes to the seat.
   */
  get seat(): SeatDestination | null {
    return this.trip.seatFor(this.cart.restaurantId);
  }

  /** FEATURES F-train: the last moment the cart's kitchen takes this seat order, or null for a doorstep order. */
  get seatOrderBy(): number | null {
    return this.seat ? this.trip.cartOrderByOf(this.cart.restaurantId) : null;
  }

  /**
   * The station kitchen's minimum order (paise) while the bill is under it, else null: the UI says 'Minimum order ₹149
   * for this restaurant' (the server checks too).
   */
  get seatMinimumOrder(): number | null {
    const terms = this.seat ? this.trip.cartTermsOf(this.cart.restaurantId) : null;
    const bill = this.summary.bill;
    return terms && bill && bill.subTotal < terms.minimumOrder ? terms.minimumOrder : null;
  }

  get showCOD(): boolean {
    if (this.seat && this.trip.cartTermsOf(this.cart.restaurantId)?.prepaidOnly) return false;
    return !this.summary.estimated && (this.summary.summary?.showCOD ?? false);
  }

  get methodsOffered(): PaymentMethod[] {
    return paymentMethodsOffered(this.showCOD);
  }

  /** The method chosen for this cart's kitchen; a choice made for another kitchen's cart does not carry over. */
  get chosenMethod(): PaymentMethod {
    return this.choice?.restaurantId === this.cart.restaurantId ? this.choice.method : 'online';
  }

  get paymentMethod(): PaymentMethod {
    return effectivePaymentMethod(this.chosenMethod, this.showCOD);
  }

  /** The bill shown and charged: the cart's, without the road delivery fee when the food goes to a train seat. */
  get bill(): Bill | null {
    const bill = this.summary.bill;
    return bill && this.seat ? seatDeliveryBill(bill) : bill;
  }

  /** The bill's total plus the tip. */
  get amountToPay(): number {
    return this.bill ? amountToPay(this.bill, this.instructions.values.tip) : 0;
  }

  get isEmpty(): boolean {
    return this.cart.ready && this.cart.count === 0;
  }

  /**
   * Whether Place Order must first ask where to deliver (no address chosen, no seat): the UI words it ('Select
   * Address to Continue') from its catalog.
   */
  get addressNeeded(): boolean {
    return !this.selectedAddress && !this.seat;
  }

  /** Place Order waits for a bill that matches the cart, and for the previous attempt; it stays locked once placed. */
  get canPlace(): boolean {
    return !this.leaving && !this.placing.running && !this.isEmpty && this.cart.ready && !this.summary.updating;
  }

  chooseAddress(id: string) {
    this.chosenAddressId = id;
    this.addressMissing = false;
  }

  chooseMethod(method: PaymentMethod) {
    const restaurantId = this.cart.restaurantId;
    if (!restaurantId) return;
    this.choice = { method, restaurantId };
    this.choices.save(this.choice);
  }

  /** An order was placed: the next cart is chosen for afresh. */
  private forgetChoice() {
    this.choice = null;
    this.choices.forget();
  }

  async placeOrder(): Promise<CheckoutOutcome> {
    const seat = this.seat;
    if (seat) {
      const seatValid = this.seatForm.submit();
      if (!seatValid || this.seatMinimumOrder !== null) {
        this.addressMissing = true;
        return { kind: 'stay' };
      }
      return this.placeWith({ addressId: '', seat });
    }
    const address = this.selectedAddress;
    if (!address || this.outOfArea) {
      this.addressMissing = true;
      return { kind: 'stay' };
    }
    return this.placeWith({ addressId: address.id });
  }

  private placeWith(destination: Pick<OrderRequest, 'addressId' | 'seat'>): Promise<CheckoutOutcome> {
    if (!this.canPlace) return Promise.resolve({ kind: 'stay' });
    const method = this.paymentMethod;
    const placement = { ...destination, ...this.instructions.normalized };
    const idempotencyKey = this.attempts.keyFor(
      attemptFingerprint({ restaurantId: this.cart.restaurantId, lines: this.cart.lines }, method, placement),
    );
    const request: OrderRequest = { ...placement, idempotencyKey };
    return method === 'cod' ? this.placeCashOrder(request) : this.startOnlinePayment(request);
  }

  /**
   * Runs one placement call; a refusal ends the attempt, no answer keeps its key for the retry. Offline (or with cart
   * changes still waiting for the signal) the customer is told to place it when the signal returns.
   */
  private place<T>(call: () => Promise<T>) {
    this.placeFailure = null;
    return this.placing.run(async () => {
      try {
        if (this.cart.waitingForSignal) throw new OfflineRefusal('placeOrder');
        return await needsNetwork(this.connection, 'placeOrder', call);
      } catch (error) {
        if (endsAttempt(error)) this.attempts.end();
        runInAction(() => (this.placeFailure = failureOf(error)));
        throw error;
      }
    });
  }

  /** The customer closed the failure's message. */
  clearPlaceFailure() {
    this.placeFailure = null;
    this.placing.clearError();
  }

  private async placeCashOrder(request: OrderRequest): Promise<CheckoutOutcome> {
    const result = await this.place(() => this.checkout.placeCashOrder(request));
    if (!result.ok) {
      console.error('The cash-on-delivery order could not be placed', result.error);
      return { kind: 'stay' };
    }
    this.attempts.end();
    this.forgetChoice();
    this.leaving = true;
    this.cart.clearAfterOrder();
    return { kind: 'cash-order', orderId: result.value };
  }

  private async startOnlinePayment(request: OrderRequest): Promise<CheckoutOutcome> {
    const result = await this.place(() => this.checkout.startOnlinePayment(request));
    if (!result.ok) {
      console.error('The online payment could not be started', result.error);
      return { kind: 'stay' };
    }
    this.attempts.end();
    if (result.value.kind === 'declined') {
      console.warn('The payment gateway declined to start', result.value.message);
      return { kind: 'payment-failed' };
    }
    const target = paymentRedirectTarget(result.value.url, paymentRedirectPolicy(this.config));
    // The server may have moved the cart into the order already (the demo does): the local cart follows its cart.
    void this.cart.reloadFromServer();
    if (target.kind === 'refused') {
      console.error(
        'Refused to open the payment page: its address is not an allowed https payment gateway',
        result.value.url,
      );
      return { kind: 'payment-failed', reason: 'payment-page-refused' };
    }
    this.leaving = true;
    this.forgetChoice();
    // A customer who comes back unpaid (the browser's Back) finds the way back to this order's payment page.
    this.awaited.begin(target);
    return { kind: 'redirect', target };
  }
}
