import { orderHistoryPath, type OrderPushData, type OrderPushPayload } from '../push/orderPush';
import { istClock } from './istTime';
import { type SeatClosure, seatClosureText } from './seatClosure';

/** The journey screen, where a rescued passenger chooses a later station (the link of a delay-rescue push). */
export const RESCUE_JOURNEY_PATH = '/train/journey';
export const ORDER_AT_A_LATER_STATION = 'Order at a later station';

/** A stop further along the run that takes an order now, and until when. */
export interface LaterStation {
  code: string;
  name: string;
  orderBy: number;
}

/** A seat order closed by delay rescue or a failed hand-over, as its push's facts (RescuePushNews reads them back). */
export type RescueClosure = Extract<SeatClosure, { kind: 'rescued' | 'skipped' | 'notDelivered' }>;

/** The facts a rescue push carries beside its English words, for the app to word it in the customer's language. */
function rescuePushData(closure: RescueClosure, laterStations: readonly LaterStation[]): OrderPushData {
  return {
    closure: closure.kind,
    stationCode: closure.station.code,
    stationName: closure.station.name,
    refundPaise: String(closure.refundPaise),
    ...(closure.kind === 'rescued' ? { expectedArrival: String(closure.expectedArrival) } : {}),
    ...(closure.kind === 'notDelivered' ? {} : { laterStations: JSON.stringify(laterStations) }),
  };
}

/** 'Jaipur (JP) until 14:25, New Delhi (NDLS) until 07:10'. */
export const laterStationsText = (stations: readonly LaterStation[]): string =>
  stations.map((station) => `${station.name} (${station.code}) until ${istClock(station.orderBy)}`).join(', ');

/**
 * The push telling a passenger at once that delay rescue cancelled a seat order (FEATURES F-train): why, the full
 * refund, and the stations still ahead that take an order ('Order at a later station', which opens the journey screen).
 */
export function delayRescuePush(facts: {
  orderId: string;
  /** How delay rescue closed it: late (outside delivery hours) or its station skipped. */
  closure: Extract<SeatClosure, { kind: 'rescued' | 'skipped' }>;
  laterStations: readonly LaterStation[];
}): OrderPushPayload {
  const title =
    facts.closure.kind === 'skipped'
      ? `Order ${facts.orderId} cancelled: your train will not stop at ${facts.closure.station.name}`
      : `Order ${facts.orderId} cancelled: your train is late`;
  const offer =
    facts.laterStations.length > 0
      ? ` ${ORDER_AT_A_LATER_STATION}: ${laterStationsText(facts.laterStations)}.`
      : ' No later station on this train takes orders now.';
  // The title says it was cancelled: the body goes on with why ('The train now reaches …'), not 'Cancelled:' again.
  const why = seatClosureText(facts.closure).replace(/^Cancelled: /, '');
  const body = `${why.charAt(0).toUpperCase()}${why.slice(1)}.${offer}`;
  return {
    notification: { title, body },
    data: {
      title,
      body,
      click_action: RESCUE_JOURNEY_PATH,
      orderId: facts.orderId,
      orderStatus: 'Cancelled',
      ...rescuePushData(facts.closure, facts.laterStations),
    },
  };
}

/** The push telling a passenger their seat order was not delivered (why, and the money). */
export function notDeliveredPush(facts: {
  orderId: string;
  closure: Extract<SeatClosure, { kind: 'notDelivered' }>;
}): OrderPushPayload {
  const title = `Order ${facts.orderId} not delivered`;
  const body = `${seatClosureText(facts.closure)}.`;
  return {
    notification: { title, body },
    data: {
      title,
      body,
      click_action: orderHistoryPath(facts.orderId),
      orderId: facts.orderId,
      orderStatus: 'Not Delivered',
      ...rescuePushData(facts.closure, []),
    },
  };
}
