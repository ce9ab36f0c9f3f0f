import { describe, expect, it } from 'vitest';
import { scheduleOf } from '../../../domain/train/journey';
import { baseRestaurantIdOf, isStationKitchen } from './catalogueScale';
import { demoFixtures } from './fixtures';
import { loadTrainFixtures } from './trainFixtures';

describe('the sample timetable and station kitchens (fixtures/trains)', () => {
  it("holds at least 20 long-distance trains; between two stops each runs at a train's speed (a copying slip would show)", async () => {
    const { timetable } = await loadTrainFixtures();
    expect(timetable.trains.length).toBeGreaterThanOrEqual(20);
    expect(timetable.timetableYear).toBe(2017);
    for (const train of timetable.trains) {
      expect(train.stops.at(-1)!.distanceKm, train.number).toBeGreaterThanOrEqual(490);
      const schedule = scheduleOf(train.stops.map((stop) => ({ ...stop, name: stop.code })));
      for (const [index, stop] of schedule.entries()) {
        if (index === 0) continue;
        const previous = schedule[index - 1]!;
        const hours = (stop.arrivalMinute! - previous.departureMinute!) / 60;
        const speed = (stop.distanceKm - previous.distanceKm) / hours;
        expect(speed, `${train.number} ${previous.code}→${stop.code}`).toBeGreaterThan(5);
        expect(speed, `${train.number} ${previous.code}→${stop.code}`).toBeLessThan(130);
        expect(stop.haltMinutes, `${train.number} at ${stop.code}`).toBeLessThanOrEqual(60);
      }
      for (const stop of train.stops)
        expect(timetable.stations[stop.code], `${train.number} ${stop.code}`).toBeDefined();
    }
  });

  it('has kitchens at 40 or more stations, each station kitchen serving the menu of the demo restaurant its id ends with', async () => {
    const { stationRestaurants, stationKitchens, timetable } = await loadTrainFixtures();
    expect(new Set(stationRestaurants.map((entry) => entry.stationCode)).size).toBeGreaterThanOrEqual(40);
    const menuOwners = new Set(demoFixtures.menus.restaurantIds);
    for (const kitchen of stationKitchens) {
      expect(isStationKitchen(kitchen.id)).toBe(true);
      expect(baseRestaurantIdOf(kitchen.id)).toBe(kitchen.menuOf);
      expect(menuOwners.has(kitchen.menuOf), kitchen.name).toBe(true);
      expect(timetable.stations[kitchen.stationCode]).toBeDefined();
      expect(
        stationRestaurants.some(
          (entry) => entry.restaurantId === kitchen.id && entry.stationCode === kitchen.stationCode,
        ),
      ).toBe(true);
    }
    expect(new Set(stationKitchens.map((kitchen) => kitchen.name)).size).toBe(stationKitchens.length);
  });
});
