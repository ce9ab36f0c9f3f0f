import { z } from 'zod/mini';
import pnrsUrl from '../../../../fixtures/trains/pnrs.json?url';
import stationRestaurantsUrl from '../../../../fixtures/trains/station-restaurants.json?url';
import trainsUrl from '../../../../fixtures/trains/trains.json?url';
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
function parseTrainFixtures(raw: { trains: unknown; pnrs: unknown; stationRestaurants: unknown }) {
  return {
    timetable: TrainsFixtureSchema.parse(raw.trains),
    pnrs: z.array(PnrFixtureSchema).parse(raw.pnrs),
    stationRestaurants: z.array(StationRestaurantFixtureSchema).parse(raw.stationRestaurants),
  };
}
export type TrainFixtures = ReturnType<typeof parseTrainFixtures>;
export type TrainFixture = TrainFixtures['timetable']['trains'][number];

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The demo data ${url} could not be loaded (${response.status})`);
  return response.json();
}

/**
 * Like the other demo data, the train files travel as JSON next to the app (fetched by the browser build; imported
 * by the dev server, the prerender and tests), not inside the demo backend's JavaScript.
 */
export async function loadTrainFixtures(): Promise<TrainFixtures> {
  if (import.meta.env.PROD && !import.meta.env.SSR) {
    const [trains, pnrs, stationRestaurants] = await Promise.all([trainsUrl, pnrsUrl, stationRestaurantsUrl].map(fetchJson));
    return parseTrainFixtures({ trains, pnrs, stationRestaurants });
  }
  const [trains, pnrs, stationRestaurants] = await Promise.all([
    import('../../../../fixtures/trains/trains.json'),
    import('../../../../fixtures/trains/pnrs.json'),
    import('../../../../fixtures/trains/station-restaurants.json'),
  ]);
  return parseTrainFixtures({ trains: trains.default, pnrs: pnrs.default, stationRestaurants: stationRestaurants.default });
}
