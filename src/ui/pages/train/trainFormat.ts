import { type TicketStatus } from '../../../domain/train/pnr';
import { istClock, istDateOf } from '../../../domain/train/istTime';
import { handoverTime, type StopTimes } from '../../../domain/train/journey';
import { minutesLeft, type StopOrderability, type StopRule } from '../../../domain/train/orderability';
import type { SeatDestination } from '../../../domain/train/seat';
import type { SeatClosure } from '../../../domain/train/seatClosure';
import type { SeatCancelRefusal, SeatOrderStatus, SeatOrderTracking } from '../../../domain/train/seatOrder';
import { type TrainPlace, trainPlace, type TrainPosition } from '../../../domain/train/trainPosition';
import { formatDay } from '../../format/formatDay';
import { seatRefundWords } from './seatRefundWords';
import { type MessageId, t } from '../../i18n/i18n';

/** '12:40' or '—'. */
export const clockOrDash = (instant: number | null): string => (instant === null ? '—' : istClock(instant));

/**
 * When the train is expected where the food is handed over, with its delay: the arrival, or the departure at the stop
 * it starts from. The journey's rows and seat checkout say the same time.
 */
export const expectedClock = (times: StopTimes): string => istClock(handoverTime(times));

/** '23 Nov 2026': an instant's IST day in the customer's language, for stops after midnight. */
export const stopDayLabel = (instant: number): string => formatDay(istDateOf(instant));

/** 'On time', or 'Running 95 min late', in the customer's language. */
export const delayLabel = (minutes: number): string =>
  minutes <= 0 ? t('train.onTime') : t('train.late', { minutes });

/** 'Order by 13:45', in the customer's language. */
export const orderByText = (orderBy: number): string => t('train.orderBy', { time: istClock(orderBy) });

/** What is left until the order-by time: '1 h 05 min left', '4 min left', 'less than a minute left'. */
export function timeLeftText(orderBy: number, now: number): string {
  const minutes = minutesLeft(orderBy, now);
  if (minutes < 1) return t('train.leftUnderMinute');
  if (minutes < 60) return t('train.leftMinutes', { minutes });
  return t('train.leftHours', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
}

/** 'Between Sawai Madhopur and Durgapura', 'At Kota', 'Not yet left Mumbai Central', 'Arrived at Jaipur'. */
export function trainPlaceWords(place: TrainPlace): string {
  switch (place.state) {
    case 'not-started':
      return t('train.notStarted', { station: place.station });
    case 'arrived':
      return t('train.arrivedAt', { station: place.station });
    case 'at-station':
      return t('train.atStation', { station: place.station });
    case 'between':
      return t('train.between', { from: place.from, to: place.to });
  }
}

/** The train's position among its stops (names in stop order), in the customer's language. */
export const positionWords = (position: TrainPosition, stationNames: readonly string[]): string =>
  trainPlaceWords(trainPlace(position, stationNames));

/**
 * Where a seat order's train is, in the customer's language from the place its server typed; a server that sent only
 * words has them shown as they came (words are never read back for their meaning).
 */
export const seatOrderPlaceWords = (tracking: Pick<SeatOrderTracking, 'position' | 'trainPlace'>): string =>
  tracking.trainPlace ? trainPlaceWords(tracking.trainPlace) : tracking.position;

const TICKET_STATUS_MESSAGES: Record<TicketStatus, MessageId> = {
  CNF: 'train.ticket.CNF',
  RAC: 'train.ticket.RAC',
  WL: 'train.ticket.WL',
  CAN: 'train.ticket.CAN',
};

/** A ticket's status (Confirmed, RAC, Waitlisted, Cancelled) in the customer's language. */
export const ticketStatusText = (status: TicketStatus): string => t(TICKET_STATUS_MESSAGES[status]);

/** 'Coach B2, Berth 34', in the customer's language. */
export const seatText = (seat: Pick<SeatDestination, 'coach' | 'berth'>): string =>
  t('train.seat', { coach: seat.coach.toUpperCase(), berth: seat.berth });

const SEAT_STATUS_MESSAGES: Record<SeatOrderStatus, MessageId> = {
  Placed: 'train.seatStatus.placed',
  Confirmed: 'train.seatStatus.confirmed',
  Preparing: 'train.seatStatus.preparing',
  'Out for delivery at the platform': 'train.seatStatus.toPlatform',
  Delivered: 'train.seatStatus.delivered',
  'Not delivered': 'train.seatStatus.notDelivered',
  Cancelled: 'train.seatStatus.cancelled',
};

/** A seat order's step (Placed … Delivered, Not delivered, Cancelled) in the customer's language. */
export const seatStatusText = (status: SeatOrderStatus): string => t(SEAT_STATUS_MESSAGES[status]);

const STOP_RULE_MESSAGES: Record<Exclude<StopRule, 'tooLate'>, MessageId> = {
  left: 'train.rule.left',
  arrived: 'train.rule.arrived',
  atPlatform: 'train.rule.atPlatform',
  outsideHours: 'train.rule.outsideHours',
  noRestaurants: 'train.rule.noRestaurants',
  skipped: 'train.rule.skipped',
};

/** Why a stop takes no order ('Train has left', 'Too late to order: …'), in the customer's language. */
export const stopRuleText = (refusal: Exclude<StopOrderability, { orderable: true }>): string =>
  refusal.rule === 'tooLate'
    ? t('train.rule.tooLate', { minutes: refusal.cutoffMinutes })
    : t(STOP_RULE_MESSAGES[refusal.rule]);

/** How a seat order was closed (delay rescue, skipped stop, not delivered, by you), in the customer's language. */
export function seatClosureWords(closure: SeatClosure): string {
  const refund = seatRefundWords(closure.refundPaise);
  switch (closure.kind) {
    case 'rescued':
      return t('train.closure.rescued', {
        station: closure.station.name,
        time: istClock(closure.expectedArrival),
        refund,
      });
    case 'skipped':
      return t('train.closure.skipped', { station: closure.station.name, code: closure.station.code, refund });
    case 'notDelivered':
      return t('train.closure.notDelivered', { station: closure.station.name, code: closure.station.code, refund });
    case 'cancelledByYou':
      return t('train.closure.cancelledByYou', { refund });
  }
}

/** 'Delay last updated at 14:05', in the customer's language. */
export const delayUpdatedWords = (heardAt: number): string => t('train.delayUpdated', { time: istClock(heardAt) });

/** Why a seat order can no longer be cancelled, in the customer's language (a server's own reason as it came). */
export function seatCancelRefusalText(refusal: SeatCancelRefusal): string {
  switch (refusal.kind) {
    case 'cancelled':
      return t('journey.cancel.cancelled');
    case 'delivered':
      return t('journey.cancel.delivered');
    case 'notDelivered':
      return t('journey.cancel.notDelivered');
    case 'closed':
      return t('journey.cancel.closed', { time: istClock(refusal.at) });
    case 'said':
      return refusal.text;
  }
}
