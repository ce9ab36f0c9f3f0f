import type { OrderedTrain, TrainOrderPlace } from '../../../../domain/train/trainOrder';
import type { OrderRecord } from '../../db/orderRecords';
import { parseSeatOrderKey } from './seatOrderKey';

/** Whether an order goes to a train seat (its destination id is a seat key), on `trainNumber` when one is given. */
export function isSeatOrder(order: OrderRecord, trainNumber?: string): boolean {
  const key = parseSeatOrderKey(order.address.id);
  return key !== null && (trainNumber === undefined || key.trainNumber === trainNumber);
}

/** The trains of these orders' seat orders, each once, in the orders' order (Order History's one-train filter). */
export function orderedTrains(orders: readonly OrderRecord[]): OrderedTrain[] {
  const trains = new Map<string, OrderedTrain>();
  for (const order of orders) {
    const place = seatOrderPlace(order);
    if (place && !trains.has(place.trainNumber))
      trains.set(place.trainNumber, { trainNumber: place.trainNumber, trainName: place.trainName });
  }
  return [...trains.values()];
}

/**
 * The train, station and seat of a seat order for Order History, from its key and the seat facts kept when it was
 * placed (never read back from its delivery text); null for an order delivered to an address.
 */
export function seatOrderPlace(order: OrderRecord): TrainOrderPlace | null {
  const key = parseSeatOrderKey(order.address.id);
  if (!key || !order.seat) return null;
  return { trainNumber: key.trainNumber, stationCode: key.stationCode, ...order.seat };
}
