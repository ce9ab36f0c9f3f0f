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
import { delayRescueOf, rescueNamesStop, type SeatDestination } from '../../domain/train/seat';
import { type OrdersApi, OrdersApiToken } from '../../infrastructure/ports/OrdersApi';
import { SessionStore } from '../session/SessionStore';
import { isValidPhone } from '../../domain/validation/phone';
import { sanitizePhoneInput } from '../../domain/validation/phoneInput';
import { type TrainPosition, trainPosition } from '../../domain/train/trainPosition';
import { type TrainApi, TrainApiToken, type TrainJourneyQuery } from '../../infrastructure/ports/TrainApi';
import {
  type SeatDraft,
  type TrainTripStorage,
  TrainTripStorageToken,
} from '../../infrastructure/ports/TrainTripStorage';
import { Submission } from '../shared/Submission';
import { TrainClock } from './TrainClock';

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
  /** Delay rescue notices of this journey's seat orders (FEATURES F-train): cancelled by the server for the delay. */
  rescues: string[] = [];
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
    @inject(OrdersApiToken) private readonly orders: OrdersApi,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeAutoObservable<this, 'trains' | 'storage' | 'liveTimer' | 'liveFollowers' | 'orders' | 'session'>(
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
    const now = this.clock.now;
    return this.journey.stops.map((stop) => {
      const times = stopTimes(stop, this.runStart, this.delayMinutes);
      const skipped = this.skippedStops.includes(stop.code);
      return {
        stop,
        times,
        passed: hasPassed(times, now),
        skipped,
        orderability: stopOrderability(times, stop.restaurants, now, skipped),
      };
    });
  }

  get position(): TrainPosition {
    return trainPosition(
      this.stops.map((view) => view.times),
      this.clock.now,
    );
  }

  /**
   * Delay rescue's offer: the stops after the (first) station a rescued order was for that take an order now, each
   * with its order-by time; empty while no order of this journey was rescued.
   */
  get laterStations(): { stop: StopView['stop']; orderBy: number }[] {
    if (this.rescues.length === 0) return [];
    const rescuedAt = this.stops.findIndex((view) => this.rescues.some((text) => rescueNamesStop(text, view.stop)));
    return this.stops
      .slice(rescuedAt + 1)
      .flatMap((view) =>
        view.orderability.orderable ? [{ stop: view.stop, orderBy: view.orderability.orderBy }] : [],
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

  updateSeat(changes: Partial<SeatDraft>) {
    this.seat = { ...this.seat, ...changes };
    this.save();
  }

  /** The seat order's destination when the cart is from a kitchen of the chosen stop, else null (a doorstep order). */
  seatFor(restaurantId: string | null): SeatDestination | null {
    const journey = this.journey;
    const view = this.chosenStop;
    if (
      !journey ||
      !view ||
      !restaurantId ||
      !view.stop.restaurants.some((terms) => terms.restaurantId === restaurantId)
    )
      return null;
    return {
      pnr: journey.pnr,
      trainNumber: journey.trainNumber,
      runDate: journey.runDate,
      stationCode: view.stop.code,
      ...this.seat,
      coach: this.seat.coach.trim().toUpperCase(),
      berth: this.seat.berth.trim(),
      passengerName: this.seat.passengerName.trim(),
    };
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

  async refreshLive(): Promise<void> {
    const journey = this.journey;
    if (!journey) return;
    try {
      const live = await this.trains.liveStatus(journey.trainNumber, journey.runDate);
      runInAction(() => {
        if (this.journey !== journey) return;
        this.delayMinutes = live.delayMinutes;
        this.skippedStops = live.skippedStops;
      });
    } catch (error) {
      console.warn('The live train status could not be read', error);
    }
    await this.refreshRescues();
  }

  /** A signed-in passenger is told at once when the server cancelled a seat order of this train for its delay. */
  private async refreshRescues() {
    const journey = this.journey;
    if (!journey || !this.session.isSignedIn) return;
    try {
      const { orders } = await this.orders.history({ page: 1, limit: 10, status: '' });
      const rescues = orders
        .map((order) => delayRescueOf(order, journey.trainNumber))
        .filter((text): text is string => text !== null);
      runInAction(() => {
        if (this.journey === journey) this.rescues = rescues;
      });
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
    this.rescues = [];
    this.journey = null;
    this.stationCode = null;
    this.delayMinutes = 0;
    this.skippedStops = [];
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
    this.skippedStops = [];
    this.rescues = [];
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
    if (!this.journey) return;
    this.storage.save({ journey: this.journey, stationCode: this.stationCode, seat: this.seat });
  }

  private restore() {
    const trip = this.storage.read();
    if (!trip) return;
    this.journey = trip.journey;
    this.stationCode = trip.stationCode;
    this.seat = trip.seat;
  }
}
