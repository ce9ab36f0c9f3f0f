import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** Sets the demo's run-time knobs (local storage `railbite.demo`) before the app starts. */
export async function useDemoSettings(page: Page, settings: Record<string, unknown>) {
  await page.addInitScript((value) => window.localStorage.setItem('railbite.demo', value), JSON.stringify(settings));
}

interface FixtureRestaurant {
  id: number;
  name: string;
  city: string;
  pureVeg: boolean;
}

/** The demo catalogue (fixtures/restaurants.json), to check what the app lists. */
export const FIXTURE_RESTAURANTS: FixtureRestaurant[] = JSON.parse(readFileSync('fixtures/restaurants.json', 'utf8'));

export const restaurantNamesIn = (city: string, rule: (r: FixtureRestaurant) => boolean = () => true) =>
  FIXTURE_RESTAURANTS.filter((r) => r.city === city && rule(r)).map((r) => r.name);
