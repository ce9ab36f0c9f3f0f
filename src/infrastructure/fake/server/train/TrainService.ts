import type { z } from 'zod/mini';
import { addDays, istDateOf, istMidnight } from '../../../../domain/train/istTime';
import { scheduleOf, type ScheduledStop, stopTimes } from '../../../../domain/train/journey';
import { inPnrMaintenance } from '../../../../domain/train/maintenance';
import { stopOrderability } from '../../../../domain/train/orderability';
import { PNR_TEXTS } from '../../../../domain/train/pnr';
import type { LaterStation } from '../../../../domain/train/rescuePush';
import type {
  JourneyResponseSchema,
  LiveStatusResponseSchema,
  TrainRouteResponseSchema,
} from '../../../api/schemas/train';
import { LiveStatusQuerySchema, TrainJourneyQuerySchema } from '../../../api/schemas/train';
import type { FakeDatabase } from '../../db/FakeDatabase';
import { type PnrFixture, type TrainFixture, type TrainFixtures } from '../../seed/trainFixtures';
import { refuse } from '../FakeHttpError';
import { parseRequest } from '../parseRequest';
import type { Clock } from '../RequestContext';

export const TRAIN_NOT_FOUND_TEXT = 'Train not found';
export const notOnRouteText = (code: string) => `This train does not stop at ${code}`;
export const INVALID_DATE_TEXT = 'Please choose a valid journey date';

/** How late each sample train runs unless the demo knob says otherwise (minutes). */
const USUAL_DELAY: Record<string, number> = { '12955': 0, '12956': 15, '12957': 10, '12958': 0 };

type JourneyAnswer = z.input<typeof JourneyResponseSchema>;

/** Demo platforms: 1–6, by train and stop. */
const platformOf = (trainNumber: string, stopIndex: number) => 1 + ((Number(trainNumber) + stopIndex) % 6);

/**
 * The trains of the demo: journeys by PNR (with the daily maintenance window on the server's clock) or by train
 * number, the stations of a train, and its live delay (the usual one, or the demo knob's `trainDelayMinutes`).
 */
export class TrainService {
  private demoDelays: Record<string, number> = {};
  private delaysChanged: () => void = () => {};

  constructor(
    private readonly db: FakeDatabase,
    private readonly now: Clock,
    private readonly fixtures: TrainFixtures,
  ) {}

  /** The demo knob: per train number, how late it runs (from `railbite.demo`, set by the fake adapters or a test). */
  setDemoDelays(delays: Record<string, number> | undefined) {
    const next = { ...delays };
    const changed = JSON.stringify(next) !== JSON.stringify(this.demoDelays);
    this.demoDelays = next;
    if (changed) this.delaysChanged();
  }

  /** Called when the demo knob changes a train's delay (delay rescue looks at the seat orders again at once). */
  onDelaysChanged(listener: () => void) {
    this.delaysChanged = listener;
  }

  delayOf(trainNumber: string): number {
    return this.demoDelays[trainNumber] ?? USUAL_DELAY[trainNumber] ?? 0;
  }

  journeyByPnr(pnr: string): JourneyAnswer {
    if (inPnrMaintenance(this.now())) throw refuse(409, PNR_TEXTS.maintenance);
    if (!/^\d{10}$/.test(pnr)) throw refuse(400, PNR_TEXTS.invalid);
    const ticket = this.fixtures.pnrs.find((candidate) => candidate.pnr === pnr);
    if (!ticket) throw refuse(404, PNR_TEXTS.notFound);
    if (ticket.status === 'CAN') throw refuse(409, PNR_TEXTS.cancelled);
    const journeyDate = addDays(istDateOf(this.now()), ticket.journeyDayOffset);
    return this.journey(this.requireTrain(ticket.trainNumber), {
      ...ticket,
      pnr: ticket.pnr,
      journeyDate,
      seatVerified: true,
    });
  }

  journeyByTrain(query: unknown): JourneyAnswer {
    const request = parseRequest(TrainJourneyQuerySchema, query);
    if (Number.isNaN(istMidnight(request.journeyDate))) throw refuse(400, INVALID_DATE_TEXT);
    const train = this.requireTrain(request.trainNumber);
    const last = train.stops[train.stops.length - 1]!.code;
    return this.journey(train, {
      pnr: null,
      status: null,
      boardingCode: request.boardingStation,
      destinationCode: last,
      journeyDate: request.journeyDate,
      travelClass: '',
      passengerName: request.passengerName.trim(),
      coach: request.coach.trim().toUpperCase(),
      berth: request.berth.trim(),
      seatVerified: false,
    });
  }

  route(trainNumber: string): z.input<typeof TrainRouteResponseSchema> {
    const train = this.requireTrain(trainNumber);
    return {
      success: true,
      data: {
        trainNumber: train.number,
        trainName: train.name,
        stations: train.stops.map((stop) => ({ code: stop.code, name: this.stationName(stop.code) })),
      },
    };
  }

  liveStatus(trainNumber: string, query: unknown): z.input<typeof LiveStatusResponseSchema> {
    const { runDate } = parseRequest(LiveStatusQuerySchema, query);
    this.requireTrain(trainNumber);
    return { success: true, data: { trainNumber, runDate, delayMinutes: this.delayOf(trainNumber) } };
  }

  /** The scheduled stops of a train, placed in its run. */
  scheduleOf(trainNumber: string): ScheduledStop[] {
    const train = this.requireTrain(trainNumber);
    return scheduleOf(train.stops.map((stop) => ({ ...stop, name: this.stationName(stop.code) })));
  }

  /** Expected times of a stop of a run, with the train's current delay. */
  timesAt(trainNumber: string, runDate: string, stationCode: string) {
    const stop = this.scheduleOf(trainNumber).find((candidate) => candidate.code === stationCode);
    if (!stop) throw refuse(400, notOnRouteText(stationCode));
    return {
      stop,
      times: stopTimes(stop, istMidnight(runDate), this.delayOf(trainNumber)),
      station: this.fixtures.timetable.stations[stationCode]!,
    };
  }

  /** The stops after `stationCode` on a run that take an order now, with the latest order-by of each. */
  orderableStopsAfter(trainNumber: string, runDate: string, stationCode: string): LaterStation[] {
    const schedule = this.scheduleOf(trainNumber);
    const from = schedule.findIndex((stop) => stop.code === stationCode);
    const runStart = istMidnight(runDate);
    const delay = this.delayOf(trainNumber);
    const now = this.now();
    return schedule.slice(from + 1).flatMap((stop) => {
      const kitchens = this.restaurantsAt(stop.code).map((entry) => ({
        restaurantId: String(entry.restaurantId),
        name: '',
        pureVeg: false,
        minimumOrder: entry.minimumOrderRupees * 100,
        cutoffMinutes: entry.cutoffMinutes,
        prepaidOnly: entry.prepaidOnly,
      }));
      const rule = stopOrderability(stopTimes(stop, runStart, delay), kitchens, now);
      return rule.orderable ? [{ code: stop.code, name: stop.name, orderBy: rule.orderBy }] : [];
    });
  }

  /** The kitchens handing food over at a station, with their terms. */
  restaurantsAt(stationCode: string) {
    return this.fixtures.stationRestaurants.filter((entry) => entry.stationCode === stationCode);
  }

  /** The platform a train uses at a station of its route (the same every day in the demo). */
  platformAt(trainNumber: string, stationCode: string): number | null {
    const index = this.requireTrain(trainNumber).stops.findIndex((stop) => stop.code === stationCode);
    return index < 0 ? null : platformOf(trainNumber, index);
  }

  trainName(trainNumber: string): string {
    return this.requireTrain(trainNumber).name;
  }

  stationName(code: string): string {
    return this.fixtures.timetable.stations[code]?.name ?? code;
  }

  private requireTrain(trainNumber: string): TrainFixture {
    const train = this.fixtures.timetable.trains.find((candidate) => candidate.number === trainNumber);
    if (!train) throw refuse(404, TRAIN_NOT_FOUND_TEXT);
    return train;
  }

  private journey(
    train: TrainFixture,
    ticket: Pick<
      PnrFixture,
      'boardingCode' | 'destinationCode' | 'travelClass' | 'passengerName' | 'coach' | 'berth'
    > & {
      pnr: string | null;
      status: PnrFixture['status'] | null;
      journeyDate: string;
      seatVerified: boolean;
    },
  ): JourneyAnswer {
    const schedule = this.scheduleOf(train.number);
    const from = schedule.findIndex((stop) => stop.code === ticket.boardingCode);
    const to = schedule.findIndex((stop) => stop.code === ticket.destinationCode);
    if (from < 0) throw refuse(400, notOnRouteText(ticket.boardingCode));
    if (to <= from) throw refuse(400, notOnRouteText(ticket.destinationCode));
    const boardingDay = schedule[from]!.day;
    return {
      success: true,
      data: {
        pnr: ticket.pnr,
        ticketStatus: ticket.status,
        seatVerified: ticket.seatVerified,
        trainNumber: train.number,
        trainName: train.name,
        travelClass: ticket.travelClass,
        passengerName: ticket.passengerName,
        coach: ticket.coach,
        berth: ticket.berth,
        journeyDate: ticket.journeyDate,
        runDate: addDays(ticket.journeyDate, -boardingDay),
        boardingDay,
        timetableYear: this.fixtures.timetable.timetableYear,
        stops: schedule.slice(from, to + 1).map((stop, index) => {
          const station = this.fixtures.timetable.stations[stop.code]!;
          return {
            code: stop.code,
            name: station.name,
            latitude: station.latitude,
            longitude: station.longitude,
            arrival: stop.arrival,
            departure: stop.departure,
            distanceKm: stop.distanceKm,
            platform: platformOf(train.number, from + index),
            restaurants: this.restaurantsAt(stop.code).flatMap((entry) => {
              const restaurant = this.db.restaurants.findFirst((q) => q.where({ id: entry.restaurantId }));
              if (!restaurant) return [];
              const { restaurantId, cutoffMinutes, prepaidOnly, minimumOrderRupees } = entry;
              return [
                {
                  restaurantId,
                  name: restaurant.name,
                  pureVeg: restaurant.pureVeg,
                  cutoffMinutes,
                  prepaidOnly,
                  minimumOrderRupees,
                },
              ];
            }),
          };
        }),
      },
    };
  }
}
