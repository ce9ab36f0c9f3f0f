import { z } from 'zod/mini';
import { TICKET_STATUSES } from '../../../domain/train/pnr';
import { baseRestaurantIdOf, STATION_KITCHEN_FIRST_ID } from './catalogueScale';
import { FETCHES_DEMO_DATA, readDemoDataFiles } from './demoDataFiles';
import { parsedOnFirstRead } from './parsedOnFirstRead';

const clock = z.nullable(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)));

const StationsSchema = z.record(
  z.string(),
  z.object({ name: z.string(), latitude: z.number(), longitude: z.number() }),
);

const TrainsFixtureSchema = z.object({
  timetableYear: z.number(),
  stations: StationsSchema,
  trains: z.array(
    z.object({
      number: z.string().check(z.regex(/^\d{5}$/)),
      name: z.string(),
      stops: z
        .array(z.object({ code: z.string(), arrival: clock, departure: clock, distanceKm: z.number() }))
        .check(z.minLength(2)),
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

/**
 * A kitchen of its own at a station (invented name), serving a demo restaurant's menu (`menuOf`): its id is
 * 100000 + 1000 × n + `menuOf`, so the menu is found from the id as for a scale-test copy (catalogueScale.ts).
 */
const StationKitchenFixtureSchema = z
  .object({
    id: z.number().check(z.int(), z.gte(STATION_KITCHEN_FIRST_ID)),
    name: z.string().check(z.minLength(1)),
    stationCode: z.string(),
    state: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    pureVeg: z.boolean(),
    cuisineIds: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1)),
    rating: z.number(),
    totalReviews: z.number().check(z.int()),
    costForTwo: z.number().check(z.int(), z.positive()),
    image: z.string(),
    menuOf: z.number().check(z.int(), z.positive()),
  })
  .check(
    z.refine(
      (kitchen) => baseRestaurantIdOf(kitchen.id) === kitchen.menuOf,
      'A station kitchen id ends with its menuOf id',
    ),
  );
export type StationKitchenFixture = z.infer<typeof StationKitchenFixtureSchema>;

/**
 * The sample timetable, demo PNRs and station kitchens (fixtures/trains), validated like any data entering the app,
 * each part when first read: the start-up reads only the station kitchens and the stations' names (for the catalogue);
 * the timetable, the PNRs and the station restaurants are checked when the first train call comes, so a page that
 * shows no train does not wait for them.
 */
function parseTrainFixtures(raw: {
  trains: unknown;
  pnrs: unknown;
  stationRestaurants: unknown;
  stationKitchens: unknown;
}) {
  return parsedOnFirstRead({
    timetable: () => TrainsFixtureSchema.parse(raw.trains),
    stations: () => z.object({ stations: StationsSchema }).parse(raw.trains).stations,
    pnrs: () => z.array(PnrFixtureSchema).parse(raw.pnrs),
    stationRestaurants: () => z.array(StationRestaurantFixtureSchema).parse(raw.stationRestaurants),
    stationKitchens: () => z.array(StationKitchenFixtureSchema).parse(raw.stationKitchens),
  });
}
export type TrainFixtures = ReturnType<typeof parseTrainFixtures>;
export type TrainFixture = TrainFixtures['timetable']['trains'][number];

/**
 * Like the other demo data, the train files travel as JSON next to the app (fetched by the browser build; imported
 * by the dev server, the prerender and tests), not inside the demo backend's JavaScript.
 */
export async function loadTrainFixtures(): Promise<TrainFixtures> {
  if (FETCHES_DEMO_DATA) {
    return parseTrainFixtures(await readDemoDataFiles(['trains', 'pnrs', 'stationRestaurants', 'stationKitchens']));
  }
  const [trains, pnrs, stationRestaurants, stationKitchens] = await Promise.all([
    import('../../../../fixtures/trains/trains.json'),
    import('../../../../fixtures/trains/pnrs.json'),
    import('../../../../fixtures/trains/station-restaurants.json'),
    import('../../../../fixtures/trains/station-kitchens.json'),
  ]);
  return parseTrainFixtures({
    trains: trains.default,
    pnrs: pnrs.default,
    stationRestaurants: stationRestaurants.default,
    stationKitchens: stationKitchens.default,
  });
}
