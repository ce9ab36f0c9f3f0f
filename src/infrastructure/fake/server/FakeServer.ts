import type { FakeDatabase } from '../db/FakeDatabase';
import { AddressService } from './addresses/AddressService';
import { Authenticator, DEFAULT_SESSION_TTL_MS } from './auth/Authenticator';
import { AuthService } from './auth/AuthService';
import { ResetCodes } from './auth/ResetCodes';
import { SignInThrottle } from './auth/SignInThrottle';
import { ProfileService } from './profile/ProfileService';
import { PushService } from './push/PushService';
import { CartService } from './cart/CartService';
import { FavoriteService } from './favorites/FavoriteService';
import { MenuService } from './menu/MenuService';
import { CatalogueService } from './catalogue/CatalogueService';
import { IpLocationService } from './location/IpLocationService';
import type { Clock } from './RequestContext';
import { DemoPayments } from './orders/DemoPayments';
import { OrderAnnouncements } from './orders/OrderAnnouncements';
import { OrderRatings } from './orders/OrderRatings';
import { OrderCancellations } from './orders/OrderCancellations';
import { OrderService } from './orders/OrderService';
import { PASSWORD_HASH_ITERATIONS, PasswordHasher } from './security/passwordHash';
import { SeatDeliveries, seatOrderPushFor } from './train/SeatDeliveries';
import { SeatOrders } from './train/SeatOrders';
import { type DemoTrainKnobs, TrainService } from './train/TrainService';
import type { TrainFixtures } from '../seed/trainFixtures';

/** How careful the server is: PBKDF2 iterations for new hashes and how long a sign-in lasts. */
export interface FakeServerSecurity {
  passwordIterations: number;
  sessionTtlMs: number;
}

export const DEFAULT_SECURITY: FakeServerSecurity = {
  passwordIterations: PASSWORD_HASH_ITERATIONS,
  sessionTtlMs: DEFAULT_SESSION_TTL_MS,
};

/**
 * The offline backend: one service per API area, with the rules a real server would enforce.
 * Fake adapters call it in process; msw handlers expose it on the spec's HTTP paths.
 */
export class FakeServer {
  readonly authenticator: Authenticator;
  readonly auth: AuthService;
  readonly profile: ProfileService;
  readonly addresses: AddressService;
  readonly menu: MenuService;
  readonly cart: CartService;
  readonly catalogue: CatalogueService;
  readonly push: PushService;
  readonly location = new IpLocationService();
  readonly payments: DemoPayments;
  readonly orders: OrderService;
  readonly ratings: OrderRatings;
  readonly favorites: FavoriteService;
  /** Pushes each change of an order's status at the moment it happens (FEATURES F-push). */
  readonly announcements: OrderAnnouncements;
  readonly trains: TrainService;
  /** A passenger's seat order with its train; cancellation until the order-by time (FEATURES F-train). */
  readonly seatOrders: SeatOrders;
  /** Cancel order while the kitchen has not started cooking (FEATURES F-cancel). */
  readonly cancellations: OrderCancellations;
  /** True when the saved demo data could not be restored at start, so the demo began again from its seed. */
  resetAtStart = false;

  constructor(
    readonly db: FakeDatabase,
    readonly now: Clock,
    private readonly reseed: () => Promise<void>,
    security: FakeServerSecurity,
    trainFixtures: TrainFixtures,
  ) {
    this.authenticator = new Authenticator(db, now, security.sessionTtlMs);
    const resetCodes = new ResetCodes(db, now);
    const hasher = new PasswordHasher(security.passwordIterations);
    this.auth = new AuthService(db, this.authenticator, resetCodes, now, hasher, new SignInThrottle(db, now));
    this.profile = new ProfileService(db, this.authenticator, resetCodes, hasher);
    this.addresses = new AddressService(db, this.authenticator, now);
    this.menu = new MenuService(db, this.authenticator);
    this.cart = new CartService(db, this.authenticator, this.menu, now);
    this.catalogue = new CatalogueService(db);
    this.push = new PushService(db, this.authenticator, now);
    this.payments = new DemoPayments(db, this.authenticator, now, () => void this.announcements.check());
    this.trains = new TrainService(db, now, trainFixtures);
    const seatDeliveries = new SeatDeliveries(db, this.trains, now);
    this.orders = new OrderService(
      db,
      this.authenticator,
      this.payments,
      now,
      seatDeliveries,
      (order) => this.cancellations.cancellationOf(order),
      () => this.announcements.check(),
    );
    this.ratings = new OrderRatings(db, this.payments, now);
    this.favorites = new FavoriteService(db, this.authenticator, now);
    // Delay rescue (FEATURES F-train) is announced at once, with the stations still ahead that take an order; a seat
    // order not delivered says why and what happens to the money.
    this.announcements = new OrderAnnouncements(db, this.payments, this.push, now, undefined, {
      beforeLooking: () => seatDeliveries.followTrains(),
      payloadOf: (order, status) =>
        status === 'Cancelled' || status === 'Not Delivered' ? seatOrderPushFor(order, this.trains) : null,
    });
    this.trains.onDelaysChanged(() => void this.announcements.check());
    this.seatOrders = new SeatOrders(
      db,
      this.trains,
      this.payments,
      now,
      () => this.announcements.check(),
      (userId) => seatDeliveries.followTrains(userId),
    );
    this.cancellations = new OrderCancellations(
      db,
      this.payments,
      now,
      () => this.announcements.check(),
      this.seatOrders,
    );
    void this.announcements.check();
  }

  /** The demo knobs the server itself follows (from `railbite.demo`, or the demo API's `API_DEMO_SETTINGS`). */
  setDemoKnobs(knobs: DemoTrainKnobs & { rejectingRestaurants?: number[] }) {
    this.trains.setDemoKnobs(knobs);
    this.orders.rejectingRestaurants = knobs.rejectingRestaurants ?? [];
  }

  /** Forgets every change made in the demo and restores the seed. */
  async resetDemoData(): Promise<void> {
    await this.reseed();
    await this.announcements.check();
  }
}
