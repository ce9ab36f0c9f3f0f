import { toSeatClosure } from './seatClosureMappers';
import { paiseFromRupees } from '../../../domain/money/paise';
import { type Journey, scheduleOf } from '../../../domain/train/journey';
import type { TrainJourneyQuery } from '../../ports/TrainApi';
import type { SeatOrderTracking } from '../../../domain/train/seatOrder';
import type {
  JourneyResponse,
  LiveStatusResponse,
  SeatOrderCancelResponse,
  SeatOrderTrackingResponse,
  TrainRouteResponse,
} from '../schemas/train';

/**
 * A journey answer in the domain's terms: stops placed in the run (day
 * rollover from the boarding stop's day), money in paise.
 */
export function toJourney({ data }: JourneyResponse): Journey {
  const shift = data.boardingDay * 1440;
  const schedule = scheduleOf(
    data.stops.map(({ code, name, arrival, departure, distanceKm }) => ({
      code,
      name,
      arrival,
      departure,
      distanceKm,
    })),
  );
  return {
    pnr: data.pnr,
    ticketStatus: data.ticketStatus,
    seatVerified: data.seatVerified,
    trainNumber: data.trainNumber,
    trainName: data.trainName,
    travelClass: data.travelClass,
    passengerName: data.passengerName,
    coach: data.coach,
    berth: data.berth,
    journeyDate: data.journeyDate,
    runDate: data.runDate,
    boardingCode: data.stops[0]!.code,
    destinationCode: data.stops[data.stops.length - 1]!.code,
    timetableYear: data.timetableYear,
    stops: schedule.map((stop, index) => {
      const dto = data.stops[index]!;
      return {
        ...stop,
        day: stop.day + data.boardingDay,
        arrivalMinute: stop.arrivalMinute === null ? null : stop.arrivalMinute + shift,
        departureMinute: stop.departureMinute === null ? null : stop.departureMinute + shift,
        latitude: dto.latitude,
        longitude: dto.longitude,
        platform: dto.platform,
        restaurants: dto.restaurants.map((restaurant) => ({
          restaurantId: String(restaurant.restaurantId),
          name: restaurant.name,
          pureVeg: restaurant.pureVeg,
          cutoffMinutes: restaurant.cutoffMinutes,
          prepaidOnly: restaurant.prepaidOnly,
          minimumOrder: paiseFromRupees(restaurant.minimumOrderRupees),
        })),
      };
    }),
  };
}

export const toTrainRoute = ({ data }: TrainRouteResponse) => ({
  trainNumber: data.trainNumber,
  trainName: data.trainName,
  stations: data.stations,
});
export const toLiveStatus = ({ data }: LiveStatusResponse) => ({
  trainNumber: data.trainNumber,
  runDate: data.runDate,
  delayMinutes: data.delayMinutes,
  skippedStops: data.skippedStops ?? [],
});

export const trainJourneyQuery = (query: TrainJourneyQuery) => ({
  trainNumber: query.trainNumber,
  boardingStation: query.boardingCode,
  journeyDate: query.journeyDate,
  coach: query.coach,
  berth: query.berth,
  passengerName: query.passengerName,
});

/** A seat order's tracking answer in the domain's terms (refund in paise). */
export function toSeatOrderTracking({ data }: SeatOrderTrackingResponse): SeatOrderTracking {
  const { cancellation, closure, trainPlace, ...rest } = data;
  return {
    ...rest,
    trainPlace: trainPlace ?? null,
    closure: toSeatClosure(closure),
    cancellation: cancellation.allowed
      ? { allowed: true, closesAt: data.orderBy, refundPaise: paiseFromRupees(cancellation.refund) }
      : { allowed: false, reason: cancellation.reason ?? 'This order cannot be cancelled' },
  };
}

export const toSeatOrderCancelled = ({ data }: SeatOrderCancelResponse) => ({
  orderId: data.orderId,
  refundPaise: paiseFromRupees(data.refund),
});
