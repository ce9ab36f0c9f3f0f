import type { z } from 'zod/mini';
import type { PaymentMethod } from '../../../../domain/checkout/PaymentMethod';
import { sumPaise } from '../../../../domain/money/paise';
import { istClock, istDateOf } from '../../../../domain/train/istTime';
import { handoverTime } from '../../../../domain/train/journey';
import { orderByTime, stationClosedText, stopOrderability } from '../../../../domain/train/orderability';
import { SEAT_ORDER_TEXTS, seatDeliveryText } from '../../../../domain/train/seat';
import type { SeatDestinationSchema } from '../../../api/schemas/train';
import type { OrderRecord } from '../../db/orderRecords';
import type { PricedLine } from '../cart/pricedLines';
import { refuse } from '../FakeHttpError';
import type { Clock } from '../RequestContext';
import type { TrainService } from './TrainService';

/**
 * Where a seat order goes, checked as the server must (never trusting the browser): the cart's kitchen serves the
 * station, the train has not left, the handover is within delivery hours, now is before the kitchen's order-by
 * time with the current delay ('Orders for this station closed at 14:25'), prepaid-only kitchens are paid online,
 * and the cart reaches the kitchen's minimum order.
 */
export class SeatDeliveries {
  constructor(
    private readonly trains: TrainService,
    private readonly now: Clock,
  ) {}

  destination(seat: z.output<typeof SeatDestinationSchema>, lines: PricedLine[], method: PaymentMethod): OrderRecord['address'] {
    const { stop, times, station } = this.trains.timesAt(seat.trainNumber, seat.runDate, seat.stationCode);
    const restaurantId = lines[0]!.record.restaurantId;
    const terms = this.trains.restaurantsAt(seat.stationCode).find((entry) => entry.restaurantId === restaurantId);
    if (!terms) throw refuse(400, SEAT_ORDER_TEXTS.notAtStation(station.name));
    const now = this.now();
    const kitchen = { restaurantId: String(restaurantId), name: '', pureVeg: false, minimumOrder: 0, cutoffMinutes: terms.cutoffMinutes, prepaidOnly: terms.prepaidOnly };
    const rule = stopOrderability(times, [kitchen], now);
    const handover = handoverTime(times);
    if (!rule.orderable) {
      const closed = rule.reason.startsWith('Too late');
      throw refuse(409, closed ? stationClosedText(orderByTime(handover, terms)) : rule.reason);
    }
    if (terms.prepaidOnly && method === 'cod') throw refuse(400, SEAT_ORDER_TEXTS.prepaidOnly);
    const subtotal = sumPaise(lines.map((line) => line.unitPrice * line.record.quantity));
    if (subtotal < terms.minimumOrderRupees * 100) throw refuse(400, SEAT_ORDER_TEXTS.minimumOrder(terms.minimumOrderRupees));
    const text = seatDeliveryText({
      ...seat,
      trainName: this.trains.trainName(seat.trainNumber),
      stationName: stop.name,
      handoverDate: istDateOf(handover),
      handoverClock: istClock(handover),
    });
    return { id: `seat:${seat.trainNumber}:${seat.runDate}:${seat.stationCode}`, text, latitude: station.latitude, longitude: station.longitude };
  }
}
