import { inject, injectable } from 'inversify';
import { z } from 'zod/mini';
import { istMidnight } from '../../../domain/train/istTime';
import { TICKET_STATUSES } from '../../../domain/train/pnr';
import { type KeyValueStore, KeyValueStoreToken, StorageKeys } from '../../ports/KeyValueStore';
import type { SavedTrainTrip, TrainTripStorage } from '../../ports/TrainTripStorage';
import { readStoredJson, writeStoredJson } from './storedJson';

const day = z.string().check(z.refine((date) => !Number.isNaN(istMidnight(date)), 'not a day'));
const minute = z.nullable(z.number().check(z.int()));
const text = z.string().check(z.maxLength(200));

const StoredStopSchema = z.object({
  code: text,
  name: text,
  arrival: z.nullable(text),
  departure: z.nullable(text),
  distanceKm: z.number(),
  day: z.number().check(z.int(), z.gte(0)),
  arrivalMinute: minute,
  departureMinute: minute,
  haltMinutes: z.number(),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  platform: z.nullable(z.number()),
  restaurants: z.array(
    z.object({
      restaurantId: text,
      name: text,
      pureVeg: z.boolean(),
      cutoffMinutes: z.number(),
      prepaidOnly: z.boolean(),
      minimumOrder: z.number().check(z.int(), z.gte(0)),
    }),
  ),
});

/** The trip as this adapter writes it: the domain journey (not the API's wire form), the chosen stop and the seat. */
const StoredJourneySchema = z.object({
  pnr: z.nullable(text),
  ticketStatus: z.nullable(z.enum(TICKET_STATUSES)),
  seatVerified: z.boolean(),
  trainNumber: text,
  trainName: text,
  travelClass: text,
  passengerName: text,
  coach: text,
  berth: text,
  journeyDate: day,
  runDate: day,
  boardingCode: text,
  destinationCode: text,
  timetableYear: z.number(),
  stops: z.array(StoredStopSchema),
});
const StoredSeatSchema = z.object({ coach: text, berth: text, passengerName: text, mobile: text });

const StoredTripSchema = z.pipe(
  z.object({
    journey: z.nullable(StoredJourneySchema),
    stationCode: z.nullable(text),
    seat: StoredSeatSchema,
    // Saved before carts kept their own stop: read as a road cart.
    cartStop: z.optional(
      z.nullable(z.object({ journey: StoredJourneySchema, stationCode: text, seat: StoredSeatSchema })),
    ),
  }),
  z.transform((trip): SavedTrainTrip => ({ ...trip, cartStop: trip.cartStop ?? null })),
);

/** The train trip under railbite.trainTrip (a per-customer key, removed on sign-out). */
@injectable()
export class KeyValueTrainTripStorage implements TrainTripStorage {
  constructor(@inject(KeyValueStoreToken) private readonly storage: KeyValueStore) {}

  read(): SavedTrainTrip | null {
    return readStoredJson(this.storage, StorageKeys.trainTrip, StoredTripSchema);
  }

  save(trip: SavedTrainTrip) {
    writeStoredJson(this.storage, StorageKeys.trainTrip, trip);
  }

  forget() {
    this.storage.removeItem(StorageKeys.trainTrip);
  }
}
