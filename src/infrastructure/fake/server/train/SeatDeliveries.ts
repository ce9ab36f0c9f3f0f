import type { z } from 'zod/mini';
import type { PaymentMethod } from '../../../../domain/checkout/PaymentMethod';
import { sumPaise } from '../../../../domain/money/paise';
import { istClock, istDateOf } from '../../../../domain/train/istTime';
import { handoverTime } from '../../../../domain/train/journey';
import { orderByTime, stationClosedText, stopOrderability } from '../../../../domain/train/orderability';
import { delayRescuePush, notDeliveredPush } from '../../../../domain/train/rescuePush';
import { SEAT_ORDER_TEXTS, seatDeliveryText } from '../../../../domain/train/seat';
import { isDelayRescue, type SeatClosure } from '../../../../domain/train/seatClosure';
import { seatRescueCause, seatRescueClosure } from '../../../../domain/train/seatRescue';
import { roadOrderRefusal } from '../../../../domain/train/roadOrderRule';
import { isStationKitchen } from '../../seed/catalogueScale';
import { requireRestaurant } from '../menu/restaurantLookup';
import type { OrderPushPayload } from '../../../../domain/push/orderPush';
import { orderStatusAt } from '../orders/orderProgress';
import type { FakeDatabase } from '../../db/FakeDatabase';
import type { SeatDestinationSchema } from '../../../api/schemas/train';
import type { OrderRecord } from '../../db/orderRecords';
import type { PricedLine } from '../cart/pricedLines';
import { refuse } from '../FakeHttpError';
import type { Clock } from '../RequestContext';
import { paidPaise } from './paidPaise';
import { parseSeatOrderKey, seatOrderKey } from './seatOrderKey';
import type { TrainService } from './TrainService';

/**
 * Where a seat order goes, checked as the server must (never trusting the browser): the cart's kitchen serves the
 * station, the train has not left, the handover is within delivery hours, now is before the kitchen's order-by
 * time with the current delay ('Orders for this station closed at 14:25'), prepaid-only kitchens are paid online,
 * and the cart reaches the kitchen's minimum order.
 */
export class SeatDeliveries {
  constructor(
    private readonly db: FakeDatabase,
    private readonly trains: TrainService,
    private readonly now: Clock,
  ) {}

  destination(
    seat: z.output<typeof SeatDestinationSchema>,
    lines: PricedLine[],
    method: PaymentMethod,
  ): { address: OrderRecord['address']; seat: NonNullable<OrderRecord['seat']>; deliveryMinutes: number } {
    const { stop, times, station, skipped } = this.trains.timesAt(seat.trainNumber, seat.runDate, seat.stationCode);
    const restaurantId = lines[0]!.record.restaurantId;
    const terms = this.trains.restaurantsAt(seat.stationCode).find((entry) => entry.restaurantId === restaurantId);
    if (!terms) throw refuse(400, SEAT_ORDER_TEXTS.notAtStation(station.name));
    const now = this.now();
    const kitchen = {
      restaurantId: String(restaurantId),
      name: '',
      pureVeg: false,
      minimumOrder: 0,
      cutoffMinutes: terms.cutoffMinutes,
      prepaidOnly: terms.prepaidOnly,
    };
    const rule = stopOrderability(times, [kitchen], now, skipped);
    const handover = handoverTime(times);
    if (!rule.orderable) {
      const closed = rule.reason.startsWith('Too late');
      throw refuse(409, closed ? stationClosedText(orderByTime(handover, terms)) : rule.reason);
    }
    if (terms.prepaidOnly && method === 'cod') throw refuse(400, SEAT_ORDER_TEXTS.prepaidOnly);
    const subtotal = sumPaise(lines.map((line) => line.unitPrice * line.record.quantity));
    if (subtotal < terms.minimumOrderRupees * 100)
      throw refuse(400, SEAT_ORDER_TEXTS.minimumOrder(terms.minimumOrderRupees));
    const trainName = this.trains.trainName(seat.trainNumber);
    const text = seatDeliveryText({
      ...seat,
      trainName,
      stationName: stop.name,
      handoverDate: istDateOf(handover),
      handoverClock: istClock(handover),
    });
    return {
      address: { id: seatOrderKey(seat), text, latitude: station.latitude, longitude: station.longitude },
      seat: { trainName, stationName: stop.name, coach: seat.coach.toUpperCase(), berth: seat.berth },
      deliveryMinutes: minutesUntil(handover, now),
    };
  }

  /** An order for an address from a station kitchen (trains only) is refused: its food never leaves for a home. */
  refuseRoadOrder(lines: PricedLine[]): void {
    const restaurantId = lines[0]!.record.restaurantId;
    const refusal = roadOrderRefusal({
      name: requireRestaurant(this.db, restaurantId).name,
      trainsOnly: isStationKitchen(restaurantId),
      stationNames: this.trains.stationsOfKitchen(restaurantId),
    });
    if (refusal !== null) throw refuse(409, refusal);
  }

  /**
   * Seat orders follow their train (read with the order history, and by the push announcements whenever they look,
   * for every customer when `userId` is left out): the delivery time moves with the delay; an order whose station the
   * train now skips, or whose handover the delay pushes outside delivery hours, is cancelled with a full refund of what
   * was paid (delay rescue; nothing for cash on delivery); an order whose hand-over failed at the seat (the demo knob
   * `failedHandovers`) is Not delivered, with the same refund. How it was closed is kept as facts (its `closure`).
   */
  async followTrains(userId?: string): Promise<void> {
    const now = this.now();
    const orders = userId === undefined ? this.db.orders.all() : this.db.orders.findMany((q) => q.where({ userId }));
    for (const order of orders) {
      const key = parseSeatOrderKey(order.address.id);
      if (!key || order.closedAs !== null || order.paymentStatus === 'Failed' || order.confirmedAt === null) continue;
      const { stop, times, skipped } = this.trains.timesAt(key.trainNumber, key.runDate, key.stationCode);
      const handover = handoverTime(times);
      const refundPaise = paidPaise(order);
      const station = { code: stop.code, name: stop.name };
      const closeWith = (closedAs: OrderRecord['closedAs'], closure: SeatClosure) => ({ closedAs, closure });
      let changes: Partial<OrderRecord>;
      if (now >= handover) {
        if (!this.trains.handoverFails(key.trainNumber, key.stationCode)) continue;
        changes = closeWith('not-delivered', { kind: 'notDelivered', station, refundPaise });
      } else if (orderStatusAt(order, now) === 'Delivered') {
        continue;
      } else {
        const cause = seatRescueCause({ skipped, handover });
        changes =
          cause === null
            ? { deliveryMinutes: minutesUntil(handover, order.confirmedAt) }
            : closeWith(
                'cancelled',
                seatRescueClosure(cause, { stationName: stop.name, stationCode: stop.code, handover, refundPaise }),
              );
      }
      if (changes.deliveryMinutes === order.deliveryMinutes) continue;
      await this.db.orders.update((q) => q.where({ id: order.id }), {
        data: (record) => void Object.assign(record, changes),
      });
    }
  }
}

/**
 * The push for a seat order delay rescue has just cancelled (the reason, the refund and the stations still ahead
 * that take an order), or one that was just not delivered (why, and the refund); null for any other order.
 */
export function seatOrderPushFor(order: OrderRecord, trains: TrainService): OrderPushPayload | null {
  const key = parseSeatOrderKey(order.address.id);
  const closure = order.closure;
  if (!key || !closure) return null;
  if (closure.kind === 'notDelivered') return notDeliveredPush({ orderId: order.orderId, closure });
  if (!isDelayRescue(closure)) return null;
  return delayRescuePush({
    orderId: order.orderId,
    closure,
    laterStations: trains.orderableStopsAhead(key.trainNumber, key.runDate, key.stationCode),
  });
}

/** Whole minutes from `from` to the handover, at least one. */
const minutesUntil = (handover: number, from: number) => Math.max(1, Math.ceil((handover - from) / 60_000));
