import { z } from 'zod/mini';
import pnrs from '../../../../fixtures/trains/pnrs.json';
import stationRestaurants from '../../../../fixtures/trains/station-restaurants.json';
import trains from '../../../../fixtures/trains/trains.json';
import { TICKET_STATUSES } from '../../../domain/train/pnr';

const clock = z.nullable(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)));

const TrainsFixtureSchema = z.object({
  timetableYear: z.number(),
  stations: z.record(z.string(), z.object({ name: z.string(), latitude: z.number(), longitude: z.number() })),
  trains: z.array(
    z.object({
      number: z.string().check(z.regex(/^\d{5}$/)),
      name: z.string(),
      stops: z.array(z.object({ code: z.string(), arrival: clock, departure: clock, distanceKm: z.number() })).check(z.minLength(2)),
    }),
  ),
});

const PnrFixtureSchema = z.object({
  pnr: z.string().check(z.regex(/^\d{10}$/)),
  status: z.enum(TICKET_STATUSES),
  trainNumber: z.string(),
  boardingCode: z.string(),
  destinationCode: z.string(),
  /** The boarding day relative to the demo's today. */
  journeyDayOffset: z.number().check(z.int()),
  travelClass: z.string(),
  passengerName: z.string(),
  coach: z.string(),
  berth: z.string(),
});
export type PnrFixture = z.infer<typeof PnrFixtureSchema>;

const StationRestaurantFixtureSchema = z.object({
  restaurantId: z.number().check(z.int(), z.positive()),
  stationCode: z.string(),
  cutoffMinutes: z.number().check(z.int(), z.gte(30), z.lte(90)),
  prepaidOnly: z.boolean(),
  minimumOrderRupees: z.number(),
});
export type StationRestaurantFixture = z.infer<typeof StationRestaurantFixtureSchema>;

/** The sample timetable, demo PNRs and station kitchens (fixtures/trains), validated like any data entering the app. */
export const trainFixtures = {
  timetable: TrainsFixtureSchema.parse(trains),
  pnrs: z.array(PnrFixtureSchema).parse(pnrs),
  stationRestaurants: z.array(StationRestaurantFixtureSchema).parse(stationRestaurants),
};
export type TrainFixtures = typeof trainFixtures;
export type TrainFixture = TrainFixtures['timetable']['trains'][number];
