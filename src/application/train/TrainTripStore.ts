import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { istMidnight } from '../../domain/train/istTime';
import {
  type Journey,
  type JourneyStop,
  handoverTime,
  hasPassed,
  type StationRestaurantTerms,
  stopTimes,
  type StopTimes,
} from '../../domain/train/journey';
import { type StopOrderability, orderByTime, stopOrderability } from '../../domain/train/orderability';
import { normalizeCoach, type SeatDestination } from '../../domain/train/seat';
import { isDelayRescue, type SeatClosure } from '../../domain/train/seatClosure';
import { CustomerOrders } from '../orders/CustomerOrders';
import { SessionStore } from '../session/SessionStore';
import { isValidPhone } from '../../domain/validation/phone';
import { sanitizePhoneInput } from '../../domain/validation/phoneInput';
import { type TrainPosition, trainPosition } from '../../domain/train/trainPosition';
import { type TrainApi, TrainApiToken, type TrainJourneyQuery } from '../../infrastructure/ports/TrainApi';
import {
  type CartStop,
  type SeatDraft,
  type TrainTripStorage,
  TrainTripStorageToken,
} from '../../infrastructure/ports/TrainTripStorage';
import { ADDRESS_DESTINATION, type CartDestination } from '../../domain/cart/cartDestination';
import { Submission } from '../shared/Submission';
import { TrainClock } from './TrainClock';
import { type SeenAnswers, SeenAnswersToken } from '../../infrastructure/ports/SeenAnswers';

/** How often the live delay is asked for while a train screen is open. */
export const LIVE_STATUS_INTERVAL_MS = 60_000;

export interface StopView {
  stop: JourneyStop;
  times: StopTimes;
  passed: boolean;
  /** The train runs through without stopping today (live status). */
  skipped: boolean;
  orderability: StopOrderability;
}

/**
 * Food on your train (FEATURES F-train): the journey found by PNR or train number, its live delay, which stops can take
 * an order now (and until when) with the reason for the others, the stop chosen for the cart and the seat the food goes
 * to. Kept on the device so the menu, the cart and checkout (and a reload) know the cart is for a train stop.
 */
@injectable()
export class TrainTripStore {
  journey: Journey | null = null;
  delayMinutes = 0;
  /** The stations the train runs through without stopping today (live status, FEATURES F-train). */
  skippedStops: string[] = [];
  stationCode: string | null = null;
  /** The station screen lists pure veg kitchens only (kept while the customer moves between stops). */
  pureVegOnly = false;
  seat: SeatDraft = { coach: '', berth: '', passengerName: '', mobile: '' };
  /**
   * The stop and seat the cart's food goes to, fixed when its first dish was added (FEATURES F-train); null for a
   * road cart. Choosing another stop or searching another journey leaves it as it is.
   */
  cartStop: CartStop | null = null;
  /**
   * When the delay shown was last heard from the server, and whether the latest refresh could not hear it (offline,
   * or a saved answer): the order-by countdown then runs from that delay, and the screens say how old it is.
   */
  delayHeardAt: number | null = null;
  delayStale = false;
  /** The live delay and skipped stops of the cart's train when it is not the journey being browsed. */
  private cartLive: { delayMinutes: number; skippedStops: string[] } = { delayMinutes: 0, skippedStops: [] };
  readonly search = new Submission();
  // A phone woken on the train (or a clock set forward) reads the live delay at once, not at the next minute's refresh:
  // every 'Order by' and 'Too late' follows it.
  readonly clock = new TrainClock(undefined, () => void this.refreshLive());
  private liveTimer: ReturnType<typeof setInterval> | undefined;
  /** The screens following the train now (one timer for all of them). */
  private liveFollowers = 0;

  constructor(
    @inject(TrainApiToken) private readonly trains: TrainApi,
    @inject(TrainTripStorageToken) private readonly storage: TrainTripStorage,
    @inject(CustomerOrders) private readonly orders: CustomerOrders,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(SeenAnswersToken) private readonly seenAnswers: SeenAnswers,
  ) {
    makeAutoObservable<
      this,
      'trains' | 'storage' | 'liveTimer' | 'liveFollowers' | 'orders' | 'session' | 'seenAnswers'
    >(
      this,
      {
        trains: false,
        storage: false,
        liveTimer: false,
        liveFollowers: false,
        search: false,
        clock: false,
        orders: false,
        session: false,
        seenAnswers: false,
      },
      { autoBind: true },
    );
    this.restore();
    // The journey, the seat and the passenger's name and mobile belong to the customer: signing out (or a session
    // the server ended) forgets them in this tab too, not only on the device.
    reaction(
      () => this.session.isSignedIn,
      (signedIn, wasSignedIn) => {
        if (wasSignedIn && !signedIn) this.forgetPassenger();
      },
    );
  }

  async findByPnr(pnr: string): Promise<boolean> {
    return this.adopt(await this.search.run(() => this.trains.journeyByPnr(pnr)));
  }

  async findByTrain(query: TrainJourneyQuery): Promise<boolean> {
    return this.adopt(await this.search.run(() => this.trains.journeyByTrain(query)));
  }

  get runStart(): number {
    return this.journey ? istMidnight(this.journey.runDate) : 0;
  }

  get stops(): StopView[] {
    if (!this.journey) return [];
    const live = { delayMinutes: this.delayMinutes, skippedStops: this.skippedStops };
    return this.journey.stops.map((stop) => this.viewOf(stop, this.runStart, live));
  }

  private viewOf(
    stop: JourneyStop,
    runStart: number,
    live: { delayMinutes: number; skippedStops: readonly string[] },
  ): StopView {
    const times = stopTimes(stop, runStart, live.delayMinutes);
    const skipped = live.skippedStops.includes(stop.code);
    const now = this.clock.now;
    return {
      stop,
      times,
      passed: hasPassed(times, now),
      skipped,
      orderability: stopOrderability(times, stop.restaurants, now, skipped),
    };
  }

  get position(): TrainPosition {
    return trainPosition(
      this.stops.map((view) => view.times),
      this.clock.now,
    );
  }

  /**
   * Delay rescue's offer: the stops still ahead of the train that take an order now (once it has set off, a late
   * train has not reached the stations before the rescued one either), each with its order-by time, the rescued
   * station aside; empty while no order of this journey was rescued.
   */
  get laterStations(): { stop: StopView['stop']; orderBy: number }[] {
    if (this.rescuedOrders.length === 0) return [];
    const stops = this.stops;
    const rescuedAt = stops.findIndex((view) =>
      this.rescuedOrders.some(({ closure }) => closure.station.code === view.stop.code),
    );
    // Before the train leaves the boarding station, only the stops after the rescued one, as the server's push says.
    const started = stops[0]?.passed ?? false;
    return stops.flatMap((view, index) =>
      view.orderability.orderable && index !== rescuedAt && (index > rescuedAt || started)
        ? [{ stop: view.stop, orderBy: view.orderability.orderBy }]
        : [],
    );
  }

  /**
   * This journey's seat orders the server cancelled for the delay (FEATURES F-train: delay rescue), among the
   * customer's newest orders (CustomerOrders, read with the live status and again on a push about them).
   */
  get rescuedOrders(): { orderId: string; closure: Extract<SeatClosure, { kind: 'rescued' | 'skipped' }> }[] {
    const journey = this.journey;
    if (!journey || !this.session.isSignedIn) return [];
    return this.orders.newest.flatMap(({ orderId, train, closure }) =>
      train?.trainNumber === journey.trainNumber && isDelayRescue(closure) ? [{ orderId, closure }] : [],
    );
  }

  get chosenStop(): StopView | null {
    return this.stops.find((view) => view.stop.code === this.stationCode) ?? null;
  }

  /** The kitchens of the chosen stop still taking orders, each with its own order-by time, the latest first. */
  get openRestaurants(): { terms: StationRestaurantTerms; orderBy: number }[] {
    const view = this.chosenStop;
    if (!view || !view.orderability.orderable) return [];
    const handover = handoverTime(view.times);
    return view.orderability.openRestaurants
      .map((terms) => ({ terms, orderBy: orderByTime(handover, terms) }))
      .sort((a, b) => b.orderBy - a.orderBy);
  }

  /** The open kitchens the station screen lists: all of them, or the pure veg ones. */
  get listedRestaurants(): { terms: StationRestaurantTerms; orderBy: number }[] {
    return this.pureVegOnly ? this.openRestaurants.filter(({ terms }) => terms.pureVeg) : this.openRestaurants;
  }

  /**
   * 'Pure veg only' is offered where it changes the list (the stop has pure veg kitchens and others), and wherever it
   * is on, so that a stop without a pure veg kitchen can be listed whole again.
   */
  get offersPureVegChoice(): boolean {
    const kitchens = this.openRestaurants;
    if (kitchens.length === 0) return false;
    return (
      this.pureVegOnly || (kitchens.some(({ terms }) => terms.pureVeg) && kitchens.some(({ terms }) => !terms.pureVeg))
    );
  }

  setPureVegOnly(pureVegOnly: boolean) {
    this.pureVegOnly = pureVegOnly;
  }

  chooseStop(code: string) {
    this.stationCode = code;
    this.save();
  }

  /** Checkout's seat form: the cart's seat, and the browsed journey's too when it is the cart's train run. */
  updateSeat(changes: Partial<SeatDraft>) {
    const cart = this.cartStop;
    if (cart) this.cartStop = { ...cart, seat: { ...cart.seat, ...changes } };
    if (!cart || this.isBrowsing(cart.journey)) this.seat = { ...this.seat, ...changes };
    this.save();
  }

  /** The stop the cart's food goes to, with its times and orderability now (the delay of its own train). */
  get cartStopView(): StopView | null {
    const cart = this.cartStop;
    const stop = cart?.journey.stops.find((candidate) => candidate.code === cart.stationCode);
    if (!cart || !stop) return null;
    const live = this.isBrowsing(cart.journey)
      ? { delayMinutes: this.delayMinutes, skippedStops: this.skippedStops }
      : this.cartLive;
    return this.viewOf(stop, istMidnight(cart.journey.runDate), live);
  }

  /** Where the cart's food goes: the cart's stop, else the customer's address. */
  get cartDestination(): CartDestination {
    const cart = this.cartStop;
    const view = this.cartStopView;
    return cart && view ? seatStopOf(cart.journey, view.stop) : ADDRESS_DESTINATION;
  }

  /**
   * Where a dish of this kitchen goes when added now: the chosen stop when the kitchen hands food over there, else
   * the cart's stop when it does there (back on the cart's own kitchen after looking at another stop), else an address.
   */
  browsedDestination(restaurantId: string): CartDestination {
    const chosen = this.chosenStop;
    if (this.journey && chosen && servesAt(chosen.stop, restaurantId)) return seatStopOf(this.journey, chosen.stop);
    const cartView = this.cartStopView;
    return cartView && servesAt(cartView.stop, restaurantId) ? this.cartDestination : ADDRESS_DESTINATION;
  }

  /**
   * The cart's first dish (or a new cart) fixes where it goes: this kitchen's browsed destination, or an address when
   * a road order is repeated.
   */
  fixCartDestination(restaurantId: string, destination = this.browsedDestination(restaurantId)) {
    if (destination.kind === 'address') this.cartStop = null;
    else if (!this.cartStop || this.cartStop.stationCode !== destination.stationCode || !this.isCartRun(destination))
      this.cartStop = { journey: this.journey!, stationCode: destination.stationCode, seat: this.seat };
    this.save();
  }

  /** The seat order's destination when the cart goes to a train stop whose kitchens include its own, else null. */
  seatFor(restaurantId: string | null): SeatDestination | null {
    const cart = this.cartStop;
    const view = this.cartStopView;
    if (!cart || !view || !restaurantId || !servesAt(view.stop, restaurantId)) return null;
    const seat = cart.seat;
    return {
      pnr: cart.journey.pnr,
      trainNumber: cart.journey.trainNumber,
      runDate: cart.journey.runDate,
      stationCode: view.stop.code,
      ...seat,
      coach: normalizeCoach(seat.coach),
      berth: seat.berth.trim(),
      passengerName: seat.passengerName.trim(),
    };
  }

  /** The seat checkout edits: the cart's when the cart goes to a seat, else the browsed journey's. */
  get cartSeat(): SeatDraft {
    return this.cartStop?.seat ?? this.seat;
  }

  /** The kitchen's terms at the cart's stop, for checkout (minimum order, prepaid only). */
  cartTermsOf(restaurantId: string | null): StationRestaurantTerms | null {
    return this.cartStopView?.stop.restaurants.find((terms) => terms.restaurantId === restaurantId) ?? null;
  }

  /** The last moment this kitchen takes the cart's seat order, or null when it does not serve the cart's stop. */
  cartOrderByOf(restaurantId: string | null): number | null {
    const view = this.cartStopView;
    const terms = this.cartTermsOf(restaurantId);
    return view && terms ? orderByTime(handoverTime(view.times), terms) : null;
  }

  private isBrowsing(journey: Journey): boolean {
    return (
      this.journey !== null &&
      this.journey.trainNumber === journey.trainNumber &&
      this.journey.runDate === journey.runDate
    );
  }

  private isCartRun(destination: { trainNumber: string; runDate: string }): boolean {
    const cart = this.cartStop?.journey;
    return cart !== undefined && cart.trainNumber === destination.trainNumber && cart.runDate === destination.runDate;
  }

  /** The kitchen's terms at the chosen stop, for the menu and checkout (minimum order, prepaid only). */
  termsOf(restaurantId: string | null): StationRestaurantTerms | null {
    return this.chosenStop?.stop.restaurants.find((terms) => terms.restaurantId === restaurantId) ?? null;
  }

  /**
   * The last moment this kitchen takes an order for the chosen stop (its own cut-off, 15 min earlier when prepaid
   * only), or null when it does not serve that stop. The stop's own 'Order by' is its latest kitchen's.
   */
  orderByOf(restaurantId: string | null): number | null {
    const view = this.chosenStop;
    const terms = this.termsOf(restaurantId);
    return view && terms ? orderByTime(handoverTime(view.times), terms) : null;
  }

  /**
   * When the delay shown was last heard from the server, while it could not be refreshed since (the screens say
   * 'Delay last updated at 14:05'); null while it is live.
   */
  get delayUpdatedAt(): number | null {
    return this.delayStale ? this.delayHeardAt : null;
  }

  async refreshLive(): Promise<void> {
    const journey = this.journey;
    if (!journey) return this.refreshCartLive();
    try {
      const live = await this.trains.liveStatus(journey.trainNumber, journey.runDate);
      const seenAt = this.seenAnswers.seenAtOf(live);
      runInAction(() => {
        if (this.journey !== journey) return;
        this.delayMinutes = live.delayMinutes;
        this.skippedStops = live.skippedStops;
        this.delayHeardAt = seenAt ?? Date.now();
        this.delayStale = seenAt !== null;
      });
    } catch (error) {
      console.warn('The live train status could not be read', error);
      runInAction(() => {
        if (this.journey === journey) this.delayStale = true;
      });
    }
    await Promise.all([this.refreshCartLive(), this.refreshRescues()]);
  }

  /** The cart's own train, when another journey is browsed: its delay moves the cart's order-by time. */
  private async refreshCartLive() {
    const cart = this.cartStop;
    if (!cart || this.isBrowsing(cart.journey)) return;
    try {
      const live = await this.trains.liveStatus(cart.journey.trainNumber, cart.journey.runDate);
      runInAction(() => {
        if (this.cartStop?.journey === cart.journey) this.cartLive = live;
      });
    } catch (error) {
      console.warn("The live status of the cart's train could not be read", error);
    }
  }

  /** A signed-in passenger is told at once when the server cancelled a seat order of this train for its delay. */
  private async refreshRescues() {
    if (!this.journey || !this.session.isSignedIn) return;
    try {
      await this.orders.readNewest();
    } catch (error) {
      console.warn('The orders of this journey could not be read', error);
    }
  }

  /**
   * While a screen shows the train (its screens, a kitchen's menu, seat checkout): the clock ticks and the live delay
   * is refreshed, so every 'Order by' and expected time moves with the delay. Returns the stop function.
   */
  start(): () => void {
    const stopClock = this.clock.start();
    void this.refreshLive();
    this.liveFollowers += 1;
    if (this.liveFollowers === 1) this.liveTimer = setInterval(() => void this.refreshLive(), LIVE_STATUS_INTERVAL_MS);
    return () => {
      stopClock();
      this.liveFollowers -= 1;
      if (this.liveFollowers === 0) clearInterval(this.liveTimer);
    };
  }

  forget() {
    this.journey = null;
    this.stationCode = null;
    this.delayMinutes = 0;
    this.delayHeardAt = null;
    this.delayStale = false;
    this.skippedStops = [];
    this.cartStop = null;
    this.storage.forget();
  }

  private forgetPassenger() {
    this.forget();
    this.seat = { coach: '', berth: '', passengerName: '', mobile: '' };
  }

  private adopt(result: Awaited<ReturnType<Submission['run']>>): boolean {
    if (!result.ok) return false;
    const journey = result.value as Journey;
    this.journey = journey;
    this.stationCode = null;
    this.delayMinutes = 0;
    this.delayHeardAt = null;
    this.delayStale = false;
    this.skippedStops = [];
    this.seat = {
      coach: journey.coach,
      berth: journey.berth,
      passengerName: journey.passengerName,
      // A PNR holds no mobile: the one typed before, else the customer's own (the runner calls it at the platform).
      mobile: this.seat.mobile || this.customerMobile(),
    };
    this.save();
    void this.refreshLive();
    return true;
  }

  private customerMobile(): string {
    const mobile = sanitizePhoneInput(this.session.user?.mobile ?? '');
    return isValidPhone(mobile) ? mobile : '';
  }

  private save() {
    if (!this.journey && !this.cartStop) return;
    this.storage.save({
      journey: this.journey,
      stationCode: this.stationCode,
      seat: this.seat,
      cartStop: this.cartStop,
    });
  }

  private restore() {
    const trip = this.storage.read();
    if (!trip) return;
    this.journey = trip.journey;
    this.stationCode = trip.stationCode;
    this.seat = trip.seat;
    this.cartStop = trip.cartStop;
  }
}

const servesAt = (stop: JourneyStop, restaurantId: string): boolean =>
  stop.restaurants.some((terms) => terms.restaurantId === restaurantId);

const seatStopOf = (journey: Journey, stop: JourneyStop): CartDestination => ({
  kind: 'seat',
  trainNumber: journey.trainNumber,
  runDate: journey.runDate,
  stationCode: stop.code,
  stationName: stop.name,
});
