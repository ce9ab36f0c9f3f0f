import { z } from 'zod/mini';
import { TICKET_STATUSES } from '../../../domain/train/pnr';
import { BERTH_PATTERN } from '../../../domain/train/seat';
import { SEAT_ORDER_STATUSES } from '../../../domain/train/seatOrder';
import { SeatClosureDtoSchema } from './seatClosure';
import { OptionalTrainPlaceDtoSchema } from './trainPlace';

/** Train calls (ours, FEATURES F-train; see docs/API.md). Every answer is parsed with these before use. */
const clock = z.nullable(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)));
const stationCode = z.string().check(z.regex(/^[A-Z]{1,5}$/));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const trainNumber = z.string().check(z.regex(/^\d{5}$/));
const shortText = (max: number) => z.string().check(z.maxLength(max));

export const StationRestaurantDtoSchema = z.object({
  restaurantId: z.number().check(z.int(), z.positive()),
  name: shortText(120),
  pureVeg: z.boolean(),
  cutoffMinutes: z.number().check(z.int(), z.gte(30), z.lte(90)),
  prepaidOnly: z.boolean(),
  minimumOrderRupees: z.number().check(z.gte(0), z.lte(10_000)),
});
export type StationRestaurantDto = z.infer<typeof StationRestaurantDtoSchema>;

export const JourneyStopDtoSchema = z.object({
  code: stationCode,
  name: shortText(80),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  arrival: clock,
  departure: clock,
  distanceKm: z.number().check(z.gte(0)),
  platform: z.nullable(z.number().check(z.int(), z.positive())),
  restaurants: z.array(StationRestaurantDtoSchema),
});

export const JourneyDtoSchema = z.object({
  pnr: z.nullable(z.string().check(z.regex(/^\d{10}$/))),
  ticketStatus: z.nullable(z.enum(TICKET_STATUSES)),
  seatVerified: z.boolean(),
  trainNumber,
  trainName: shortText(120),
  travelClass: shortText(10),
  passengerName: shortText(80),
  coach: shortText(8),
  berth: shortText(8),
  journeyDate: isoDate,
  runDate: isoDate,
  /** The run day (0 = the day the train left its first station) of the boarding stop's first time. */
  boardingDay: z.number().check(z.int(), z.gte(0), z.lte(7)),
  timetableYear: z.number().check(z.int()),
  stops: z.array(JourneyStopDtoSchema).check(z.minLength(2)),
});
export type JourneyDto = z.infer<typeof JourneyDtoSchema>;

export const JourneyResponseSchema = z.object({ success: z.literal(true), data: JourneyDtoSchema });
export type JourneyResponse = z.infer<typeof JourneyResponseSchema>;

export const TrainRouteResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    trainNumber,
    trainName: shortText(120),
    stations: z.array(z.object({ code: stationCode, name: shortText(80) })).check(z.minLength(2)),
  }),
});
export type TrainRouteResponse = z.infer<typeof TrainRouteResponseSchema>;

export const LiveStatusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    trainNumber,
    runDate: isoDate,
    delayMinutes: z.number().check(z.int(), z.gte(0), z.lte(1440)),
    /** Ours: the stations the train runs through without stopping today (codes); absent means none. */
    skippedStops: z.optional(z.array(stationCode).check(z.maxLength(200))),
  }),
});
export type LiveStatusResponse = z.infer<typeof LiveStatusResponseSchema>;

/** Query of the journey search without a PNR. */
export const TrainJourneyQuerySchema = z.object({
  trainNumber,
  boardingStation: stationCode,
  journeyDate: isoDate,
  coach: shortText(8),
  berth: shortText(8),
  passengerName: shortText(80),
});

export const LiveStatusQuerySchema = z.object({ runDate: isoDate });

/** Where a seat order goes: the train run, the station, the seat and the passenger. */
export const SeatDestinationSchema = z.object({
  pnr: z.nullable(z.string().check(z.regex(/^\d{10}$/))),
  trainNumber,
  runDate: isoDate,
  stationCode,
  coach: z.string().check(z.regex(/^[A-Za-z0-9]{1,4}$/)),
  berth: z.string().check(z.regex(BERTH_PATTERN)),
  passengerName: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  mobile: z.string().check(z.regex(/^[6-9]\d{9}$/)),
});

/** train/init-order and train/init-order-cod: the server cart to a seat, plus the tip (rupees). */
export const SeatOrderRequestSchema = z.object({
  seat: SeatDestinationSchema,
  tip: z._default(z.number().check(z.gte(0)), 0),
});

const instant = z.number().check(z.int(), z.positive());
const rupees = z.number().check(z.gte(0), z.lte(1_000_000));

/**
 * api/train/orders/{orderId}: a seat order with its train now (position, delay, platform) and whether it may be
 * cancelled.
 */
export const SeatOrderTrackingResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    orderId: shortText(40),
    status: z.enum(SEAT_ORDER_STATUSES),
    trainNumber,
    trainName: shortText(120),
    stationCode,
    stationName: shortText(80),
    platform: z.nullable(z.number().check(z.int(), z.positive())),
    /** Epoch milliseconds: the timetable's arrival and the expected one (with the delay). */
    scheduledArrival: instant,
    expectedArrival: instant,
    delayMinutes: z.number().check(z.int(), z.gte(0), z.lte(1440)),
    /** 'Between Kota and Sawai Madhopur'. */
    position: shortText(200),
    /** Ours: the same place typed ({ state: 'between', from: 'Kota', to: 'Sawai Madhopur' }); absent from others. */
    trainPlace: OptionalTrainPlaceDtoSchema,
    /** Four digits the passenger tells the runner at the seat; null once the order is closed. */
    deliveryCode: z.nullable(z.string().check(z.regex(/^\d{4}$/))),
    closure: z.optional(z.nullable(SeatClosureDtoSchema)),
    orderBy: instant,
    cancellation: z.object({
      allowed: z.boolean(),
      refund: rupees,
      reason: z.nullable(shortText(200)),
    }),
  }),
});
export type SeatOrderTrackingResponse = z.infer<typeof SeatOrderTrackingResponseSchema>;

/** api/train/orders/{orderId}/cancel: the order cancelled, and what is refunded (rupees). */
export const SeatOrderCancelResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ orderId: shortText(40), status: z.literal('Cancelled'), refund: rupees }),
});
export type SeatOrderCancelResponse = z.infer<typeof SeatOrderCancelResponseSchema>;
