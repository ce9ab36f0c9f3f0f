import type { z } from 'zod/mini';
import { type DelayDrift, driftedDelay } from '../../../../domain/train/delayDrift';
import { addDays, istDateOf, istMidnight, MINUTE_MS } from '../../../../domain/train/istTime';
import { hasPassed, scheduleOf, type ScheduledStop, stopTimes } from '../../../../domain/train/journey';
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
import { journeyDateRefusal } from './journeyDateRefusal';
import type { Clock } from '../RequestContext';

export const TRAIN_NOT_FOUND_TEXT = 'Train not found';
export const notOnRouteText = (code: string) => `This train does not stop at ${code}`;
export const INVALID_DATE_TEXT = 'Please choose a valid journey date';

/** How late each sample train runs unless the demo knob says otherwise (minutes). */
const USUAL_DELAY: Record<string, number> = { '12955': 0, '12956': 15, '12957': 10, '12958': 0 };
/**
 * Trains whose delay drifts during the run unless the demo knob sets it: the Mumbai Rajdhani (PNR 2407770001) leaves
 * on time and loses 5 min every hour of running, up to 25 min.
 */
const DELAY_DRIFT: Record<string, DelayDrift> = {
  '12951': { startMinutes: 0, stepMinutes: 5, everyMinutes: 60, maxMinutes: 25 },
};

type JourneyAnswer = z.input<typeof JourneyResponseSchema>;

/** Demo platforms: 1–6, by train and stop. */
const platformOf = (trainNumber: string, stopIndex: number) => 1 + ((Number(trainNumber) + stopIndex) % 6);

/** The demo knobs of the trains, per train number (from `railbite.demo`, set by the fake adapters or a test). */
export interface DemoTrainKnobs {
  /** How late a train runs: {"12955": 95}. */
  trainDelayMinutes?: Record<string, number>;
  /** Stations a train runs through without stopping today: {"12955": ["ST"]}. */
  skippedStops?: Record<string, string[]>;
  /** Stations where the runner cannot reach the seat before the train leaves: {"12955": ["JP"]}. */
  failedHandovers?: Record<string, string[]>;
}

/**
 * The trains of the demo: journeys by PNR (with the daily maintenance window on the server's clock) or by train
 * number, the stations of a train, and its live status: its delay (the usual one, or the demo knob's
 * `trainDelayMinutes`) and the stations it skips today (`skippedStops`); and where hand-overs fail (`failedHandovers`).
 */
export class TrainService {
  private demoDelays: Record<string, number> = {};
  private demoKnobs: Required<Omit<DemoTrainKnobs, 'trainDelayMinutes'>> = { skippedStops: {}, failedHandovers: {} };
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

  /** All the train knobs at once (the fake adapters pass what `railbite.demo` says on every call). */
  setDemoKnobs(knobs: DemoTrainKnobs) {
    const next = { skippedStops: { ...knobs.skippedStops }, failedHandovers: { ...knobs.failedHandovers } };
    const changed = JSON.stringify(next) !== JSON.stringify(this.demoKnobs);
    this.demoKnobs = next;
    this.setDemoDelays(knobs.trainDelayMinutes);
    if (changed) this.delaysChanged();
  }

  /** Called when a demo knob changes a train's delay, stops or hand-overs (delay rescue looks again at once). */
  onDelaysChanged(listener: () => void) {
    this.delaysChanged = listener;
  }

  /** How late a run is now: the demo knob's delay, else its drift on the server's clock, else its usual delay. */
  delayOf(trainNumber: string, runDate: string): number {
    const knob = this.demoDelays[trainNumber];
    if (knob !== undefined) return knob;
    const drift = DELAY_DRIFT[trainNumber];
    if (drift) {
      const first = this.scheduleOf(trainNumber)[0]!;
      const departedAt = istMidnight(runDate) + (first.departureMinute ?? 0) * MINUTE_MS;
      return driftedDelay(drift, departedAt, this.now());
    }
    return USUAL_DELAY[trainNumber] ?? 0;
  }

  /** The stations the train runs through without stopping today (codes). */
  skippedStopsOf(trainNumber: string): string[] {
    return this.demoKnobs.skippedStops[trainNumber] ?? [];
  }

  isSkipped(trainNumber: string, stationCode: string): boolean {
    return this.skippedStopsOf(trainNumber).includes(stationCode);
  }

  /** The runner cannot reach the seat at this station before the train leaves (the hand-over fails). */
  handoverFails(trainNumber: string, stationCode: string): boolean {
    return (this.demoKnobs.failedHandovers[trainNumber] ?? []).includes(stationCode);
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
    const dateRefusal = journeyDateRefusal(request.journeyDate, istDateOf(this.now()));
    if (dateRefusal !== null) throw refuse(400, dateRefusal);
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
    return {
      success: true,
      data: {
        trainNumber,
        runDate,
        delayMinutes: this.delayOf(trainNumber, runDate),
        skippedStops: this.skippedStopsOf(trainNumber),
      },
    };
  }

  /** The scheduled stops of a train, placed in its run. */
  scheduleOf(trainNumber: string): ScheduledStop[] {
    const train = this.requireTrain(trainNumber);
    return scheduleOf(train.stops.map((stop) => ({ ...stop, name: this.stationName(stop.code) })));
  }

  /** Expected times of a stop of a run, with the train's current delay, and whether the train skips it today. */
  timesAt(trainNumber: string, runDate: string, stationCode: string) {
    const stop = this.scheduleOf(trainNumber).find((candidate) => candidate.code === stationCode);
    if (!stop) throw refuse(400, notOnRouteText(stationCode));
    return {
      stop,
      times: stopTimes(stop, istMidnight(runDate), this.delayOf(trainNumber, runDate)),
      station: this.fixtures.timetable.stations[stationCode]!,
      skipped: this.isSkipped(trainNumber, stationCode),
    };
  }

  /**
   * The stops of a run still ahead of the train that take an order now, with the latest order-by of each, but
   * `stationCode` (the rescued one): once the train has set off, a late train has not reached the stations before
   * it either.
   */
  orderableStopsAhead(trainNumber: string, runDate: string, stationCode: string): LaterStation[] {
    const schedule = this.scheduleOf(trainNumber);
    const runStart = istMidnight(runDate);
    const delay = this.delayOf(trainNumber, runDate);
    const now = this.now();
    const from = schedule.findIndex((stop) => stop.code === stationCode);
    // Before the train sets off, only the stops after the rescued one: the passenger may board after the origin.
    const started = schedule.length > 0 && hasPassed(stopTimes(schedule[0]!, runStart, delay), now);
    return schedule.flatMap((stop, index) => {
      if (index === from || (index < from && !started)) return [];
      const kitchens = this.restaurantsAt(stop.code).map((entry) => ({
        restaurantId: String(entry.restaurantId),
        name: '',
        pureVeg: false,
        minimumOrder: entry.minimumOrderRupees * 100,
        cutoffMinutes: entry.cutoffMinutes,
        prepaidOnly: entry.prepaidOnly,
      }));
      const rule = stopOrderability(
        stopTimes(stop, runStart, delay),
        kitchens,
        now,
        this.isSkipped(trainNumber, stop.code),
      );
      return rule.orderable ? [{ code: stop.code, name: stop.name, orderBy: rule.orderBy }] : [];
    });
  }

  /** The names of the stations where this kitchen hands food over. */
  stationsOfKitchen(restaurantId: number): string[] {
    return this.fixtures.stationRestaurants
      .filter((entry) => entry.restaurantId === restaurantId)
      .map((entry) => this.stationName(entry.stationCode));
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
