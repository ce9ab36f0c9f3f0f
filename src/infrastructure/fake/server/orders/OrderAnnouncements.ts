import { parseOrderStatus } from '../../../../domain/order/orderStatus';
import { type OrderPushPayload, orderPushPayload } from '../../../../domain/push/orderPush';
import type { FakeDatabase } from '../../db/FakeDatabase';
import type { OrderRecord } from '../../db/orderRecords';
import type { PushService } from '../push/PushService';
import type { Clock } from '../RequestContext';
import type { DemoPayments } from './DemoPayments';
import { seatOrderPlace } from '../train/seatOrderPlace';
import { nextStatusChangeAt, orderStatusAt, paymentExpired, statusesPassed } from './orderProgress';

/** The timer functions the demo backend runs on (the page's, so a test's clock drives them). */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

const pageTimers: Timers = {
  setTimeout: (run, ms) => {
    const timer = setTimeout(run, ms);
    // Under Node (unit tests) a waiting announcement must not keep the process alive.
    (timer as { unref?: () => void }).unref?.();
    return timer;
  },
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/** Hooks of other services: what to bring up to date before looking (seat orders follow their trains), and a
 * payload of their own for an order they closed (a delay rescue). */
export interface AnnouncementHooks {
  beforeLooking?: () => Promise<void>;
  payloadOf?: (order: OrderRecord, status: string) => OrderPushPayload | null;
}

/** The longest delay a browser timer takes (about 24.8 days); a later change is looked at again then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Tells customers by push when their orders move (FEATURES F-push). The demo backend's statuses follow the clock, so a
 * timer waits for the next change of any order and announces it at that moment. Each change is announced exactly
 * once: the last status told is kept per order with the demo data, so a change that happened while no page was
 * open is announced when the next page starts the backend (and delivered once that page listens). An order seen
 * for the first time (seeded, or just placed) is taken as it is, without a push.
 */
export class OrderAnnouncements {
  private timer: unknown = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: FakeDatabase,
    private readonly payments: DemoPayments,
    private readonly push: PushService,
    private readonly now: Clock,
    private readonly timers: Timers = pageTimers,
    private readonly hooks: AnnouncementHooks = {},
  ) {}

  /** Announces every change up to now, then waits for the next one. Checks run one after another. */
  check(): Promise<void> {
    this.running = this.running
      .then(() => this.announceDue())
      .catch((error: unknown) => console.error('Order updates could not be announced', error));
    return this.running;
  }

  /** Resolves once the checks started so far are done. */
  idle(): Promise<void> {
    return this.running;
  }

  /** Stops waiting for the next change (the backend is going away). */
  stop() {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private async announceDue() {
    this.stop();
    await this.hooks.beforeLooking?.();
    const now = this.now();
    for (const order of this.db.orders.all()) {
      if (paymentExpired(order, now)) await this.payments.expireStale(order.userId);
    }
    for (const order of this.db.orders.all()) await this.announce(order, orderStatusAt(order, now));
    this.db.flush();
    this.waitForNextChange(now);
  }

  private async announce(order: OrderRecord, status: string) {
    const told = this.db.orderNotices.findFirst((q) => q.where({ orderRecordId: order.id }));
    if (!told) {
      await this.db.orderNotices.create({ orderRecordId: order.id, userId: order.userId, status });
      return;
    }
    if (told.status === status) return;
    await this.db.orderNotices.update((q) => q.where({ orderRecordId: order.id }), {
      data: (record) => void (record.status = status),
    });
    for (const passed of statusesPassed(told.status, status)) {
      const payload = this.payloadFor(order, passed);
      if (payload) this.push.send(order.userId, payload);
    }
  }

  private payloadFor(order: OrderRecord, statusText: string) {
    const own = this.hooks.payloadOf?.(order, statusText);
    if (own) return own;
    const status = parseOrderStatus(statusText);
    if (!status) return null;
    return orderPushPayload({
      orderId: order.orderId,
      restaurantName: order.restaurant.name,
      status,
      userPin: order.userPin,
      paidOnline: order.paymentMethod === 'online' && order.paymentStatus === 'Completed',
      seat: seatOrderPlace(order),
    });
  }

  private waitForNextChange(now: number) {
    const next = this.db.orders
      .all()
      .map((order) => nextStatusChangeAt(order, now))
      .reduce<number | null>((soonest, at) => (at !== null && (soonest === null || at < soonest) ? at : soonest), null);
    if (next === null) return;
    this.timer = this.timers.setTimeout(() => void this.check(), Math.min(Math.max(next - now, 0), MAX_TIMER_MS));
  }
}
