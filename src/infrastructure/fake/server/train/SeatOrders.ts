import type { z } from 'zod/mini';
import { rupeesFromPaise } from '../../../../domain/money/paise';
import type { OrderCancellation } from '../../../../domain/order/orderCancellation';
import { istMidnight } from '../../../../domain/train/istTime';
import { handoverTime, stopTimes } from '../../../../domain/train/journey';
import { orderByTime } from '../../../../domain/train/orderability';
import { seatCancellation, seatOrderStatus, isClosedSeatStatus } from '../../../../domain/train/seatOrder';
import { type TrainPlace, trainPlace, trainPosition } from '../../../../domain/train/trainPosition';
import { trainPlaceText } from './trainPlaceText';
import { seatClosureDto } from '../orders/seatClosureDto';
import type { SeatOrderCancelResponseSchema, SeatOrderTrackingResponseSchema } from '../../../api/schemas/train';
import type { FakeDatabase } from '../../db/FakeDatabase';
import type { OrderRecord } from '../../db/orderRecords';
import { refuse } from '../FakeHttpError';
import type { DemoPayments } from '../orders/DemoPayments';
import type { Clock, RequestContext } from '../RequestContext';
import { paidPaise } from './paidPaise';
import { parseSeatOrderKey } from './seatOrderKey';
import type { TrainService } from './TrainService';

export const NOT_A_SEAT_ORDER_TEXT = 'This order is not delivered to a train';

/**
 * A passenger's seat order with its train (FEATURES F-train): the train's position, delay and platform at the delivery
 * station, the order's step, and cancellation until the kitchen's order-by time with a full refund of what was paid.
 */
export class SeatOrders {
  constructor(
    private readonly db: FakeDatabase,
    private readonly trains: TrainService,
    private readonly payments: DemoPayments,
    private readonly now: Clock,
    /** Called once an order changed (the push announcements tell the passenger). */
    private readonly orderChanged: () => Promise<void> = async () => {},
    /** Brings the customer's seat orders up to date with their trains first (delay rescue, a failed hand-over). */
    private readonly followTrains: (userId: string) => Promise<void> = async () => {},
  ) {}

  async tracking(context: RequestContext, orderId: string): Promise<z.input<typeof SeatOrderTrackingResponseSchema>> {
    const { order, facts } = await this.seatOrder(context, orderId);
    const now = this.now();
    const { status, cancellation } = facts;
    const place = this.placeOf(facts.key, now);
    return {
      success: true,
      data: {
        orderId: order.orderId,
        status,
        trainNumber: facts.key.trainNumber,
        trainName: this.trains.trainName(facts.key.trainNumber),
        stationCode: facts.key.stationCode,
        stationName: this.trains.stationName(facts.key.stationCode),
        platform: this.trains.platformAt(facts.key.trainNumber, facts.key.stationCode),
        scheduledArrival: facts.times.scheduledArrival ?? facts.times.scheduledDeparture!,
        expectedArrival: facts.handover,
        delayMinutes: facts.delayMinutes,
        position: trainPlaceText(place),
        trainPlace: place,
        deliveryCode: isClosedSeatStatus(status) && status !== 'Delivered' ? null : order.userPin,
        closure: seatClosureDto(order.closure),
        orderBy: facts.orderBy,
        cancellation: cancellation.allowed
          ? { allowed: true, refund: rupeesFromPaise(cancellation.refundPaise), reason: null }
          : { allowed: false, refund: 0, reason: cancellation.reason },
      },
    };
  }

  /**
   * Whether the passenger may cancel this seat order now, as Order History shows it (the train's rule, the same
   * as the order screen's); null for an order delivered to an address.
   */
  cancellationOf(order: OrderRecord): OrderCancellation | null {
    const key = parseSeatOrderKey(order.address.id);
    if (!key) return null;
    const { cancellation } = this.factsOf(order, key);
    return cancellation.allowed
      ? { allowed: true, refundPaise: cancellation.refundPaise, reason: null }
      : { allowed: false, refundPaise: 0, reason: cancellation.reason };
  }

  /** Cancels the customer's seat order before the kitchen's order-by time (from its order screen or Order History). */
  async cancel(context: RequestContext, orderId: string): Promise<z.input<typeof SeatOrderCancelResponseSchema>> {
    const { order, facts } = await this.seatOrder(context, orderId);
    if (!facts.cancellation.allowed) throw refuse(409, facts.cancellation.reason);
    const refund = facts.cancellation.refundPaise;
    await this.db.orders.update((q) => q.where({ id: order.id }), {
      data: (record) => {
        record.closedAs = 'cancelled';
        record.closure = { kind: 'cancelledByYou', refundPaise: refund };
      },
    });
    this.db.flush();
    await this.orderChanged();
    return { success: true, data: { orderId: order.orderId, status: 'Cancelled', refund: rupeesFromPaise(refund) } };
  }

  private async seatOrder(context: RequestContext, orderId: string) {
    const { userId } = await this.payments.ownOrder(context, orderId);
    await this.followTrains(userId);
    const order = await this.payments.ownOrder(context, orderId);
    const key = parseSeatOrderKey(order.address.id);
    if (!key) throw refuse(404, NOT_A_SEAT_ORDER_TEXT);
    return { order, facts: this.factsOf(order, key) };
  }

  private factsOf(order: OrderRecord, key: { trainNumber: string; runDate: string; stationCode: string }) {
    const now = this.now();
    const { times } = this.trains.timesAt(key.trainNumber, key.runDate, key.stationCode);
    const handover = handoverTime(times);
    const terms = this.trains
      .restaurantsAt(key.stationCode)
      .find((entry) => entry.restaurantId === order.restaurantId) ?? { cutoffMinutes: 30, prepaidOnly: false };
    const orderBy = orderByTime(handover, terms);
    const status =
      order.closedAs === 'not-delivered'
        ? 'Not delivered'
        : seatOrderStatus(
            {
              cancelled: order.closedAs !== null || order.paymentStatus === 'Failed',
              confirmedAt: order.confirmedAt,
              handover,
              handoverFailed: this.trains.handoverFails(key.trainNumber, key.stationCode),
            },
            now,
          );
    return {
      key,
      times,
      handover,
      orderBy,
      status,
      delayMinutes: this.trains.delayOf(key.trainNumber, key.runDate),
      cancellation: seatCancellation({ status, orderBy, paidPaise: paidPaise(order) }, now),
    };
  }

  /** Where the train is now, named by its stations (the answer gives it typed and in words). */
  private placeOf(key: { trainNumber: string; runDate: string }, now: number): TrainPlace {
    const schedule = this.trains.scheduleOf(key.trainNumber);
    const runStart = istMidnight(key.runDate);
    const delay = this.trains.delayOf(key.trainNumber, key.runDate);
    return trainPlace(
      trainPosition(
        schedule.map((stop) => stopTimes(stop, runStart, delay)),
        now,
      ),
      schedule.map((stop) => stop.name),
    );
  }
}
