import type { TrainOrderPlace } from '../../../../domain/train/trainOrder';
import type { OrderRecord } from '../../db/orderRecords';
import { parseSeatOrderKey } from './SeatDeliveries';

const SEAT_TEXT = /^Seat delivery: Train \d{5} (.+?) · Coach ([^,·]*), Berth ([^·]*?) · (.+?) \(([A-Z]{1,5})\) · /;

/** Whether an order goes to a train seat (its destination id is a seat key). */
export const isSeatOrder = (order: OrderRecord): boolean => parseSeatOrderKey(order.address.id) !== null;

/**
 * The train, station and seat of a seat order for Order History, from its key and the delivery details it keeps
 * (seatDeliveryText); null for an order delivered to an address.
 */
export function seatOrderPlace(order: OrderRecord): TrainOrderPlace | null {
  const key = parseSeatOrderKey(order.address.id);
  const text = SEAT_TEXT.exec(order.address.text);
  if (!key || !text) return null;
  const [, trainName, coach, berth, stationName] = text;
  return {
    trainNumber: key.trainNumber,
    trainName: trainName!,
    stationCode: key.stationCode,
    stationName: stationName!,
    coach: coach!,
    berth: berth!,
  };
}
