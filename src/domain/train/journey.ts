import { MINUTE_MS, minutesOfClock } from './istTime';
import type { TicketStatus } from './pnr';

/** A stop as the timetable lists it: times of day ('HH:MM', IST), none for the first arrival or the last departure. */
export interface TimetableStop {
  code: string;
  name: string;
  arrival: string | null;
  departure: string | null;
  distanceKm: number;
}

/**
 * A stop placed in the run: `day` 0 is the day the train leaves its first station; minutes count from that midnight.
 */
export interface ScheduledStop extends TimetableStop {
  day: number;
  arrivalMinute: number | null;
  departureMinute: number | null;
  /** Minutes the train stands at the station (0 at the first and last stop). */
  haltMinutes: number;
}

/**
 * Day rollover: the timetable gives times of day only, so each time earlier than the one before it is on the next
 * day (a run never goes 24 hours between two of its timetable events).
 */
export function scheduleOf(stops: readonly TimetableStop[]): ScheduledStop[] {
  let previous = -1;
  let day = 0;
  const place = (time: string | null): number | null => {
    if (time === null) return null;
    const minute = minutesOfClock(time);
    if (minute === null) throw new Error(`Not a time of day: ${time}`);
    while (day * 1440 + minute < previous) day += 1;
    previous = day * 1440 + minute;
    return previous;
  };
  return stops.map((stop) => {
    const arrivalMinute = place(stop.arrival);
    const dayOfArrival = day;
    const departureMinute = place(stop.departure);
    const haltMinutes = arrivalMinute !== null && departureMinute !== null ? departureMinute - arrivalMinute : 0;
    return { ...stop, day: arrivalMinute !== null ? dayOfArrival : day, arrivalMinute, departureMinute, haltMinutes };
  });
}

/** When the train is at a stop: scheduled and expected (with the delay) arrival and departure instants. */
export interface StopTimes {
  scheduledArrival: number | null;
  scheduledDeparture: number | null;
  expectedArrival: number | null;
  expectedDeparture: number | null;
}

export function stopTimes(stop: ScheduledStop, runStart: number, delayMinutes: number): StopTimes {
  const at = (minute: number | null) => (minute === null ? null : runStart + minute * MINUTE_MS);
  const late = (instant: number | null) => (instant === null ? null : instant + delayMinutes * MINUTE_MS);
  const scheduledArrival = at(stop.arrivalMinute);
  const scheduledDeparture = at(stop.departureMinute);
  return {
    scheduledArrival,
    scheduledDeparture,
    expectedArrival: late(scheduledArrival),
    expectedDeparture: late(scheduledDeparture),
  };
}

/** When food is handed over at a stop: on arrival, or before departure at the first station. */
export const handoverTime = (times: StopTimes): number => (times.expectedArrival ?? times.expectedDeparture)!;

/** The train has left (or, at its last stop, reached) the station. */
export function hasPassed(times: StopTimes, now: number): boolean {
  return now >= (times.expectedDeparture ?? times.expectedArrival!);
}

/** A journey found by PNR (verified seat) or by train number (seat typed by the passenger, unverified). */
export interface Journey {
  pnr: string | null;
  ticketStatus: TicketStatus | null;
  /** True when coach and berth come from the PNR. */
  seatVerified: boolean;
  trainNumber: string;
  trainName: string;
  travelClass: string;
  passengerName: string;
  coach: string;
  berth: string;
  /** The day the passenger boards ('YYYY-MM-DD', IST). */
  journeyDate: string;
  /** The day the train left its first station. */
  runDate: string;
  boardingCode: string;
  destinationCode: string;
  timetableYear: number;
  /** From boarding to destination. */
  stops: JourneyStop[];
}

export interface StationRestaurantTerms {
  restaurantId: string;
  name: string;
  pureVeg: boolean;
  /** Minutes before the expected arrival that orders close (30–90). */
  cutoffMinutes: number;
  /** Online payment only; orders close 15 minutes earlier. */
  prepaidOnly: boolean;
  /** Paise. */
  minimumOrder: number;
}

export interface JourneyStop extends ScheduledStop {
  latitude: number;
  longitude: number;
  platform: number | null;
  restaurants: StationRestaurantTerms[];
}
