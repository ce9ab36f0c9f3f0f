import { expect, type Page } from '@playwright/test';

/** The home grid's list of restaurants (windowed: only the rows near the viewport are in the DOM). */
export const restaurantGrid = (page: Page) => page.getByRole('list', { name: 'Restaurants' });

/** Scrolls down until `text` shows (the end of a list), collecting every restaurant name seen on the way. */
export async function scrollUntilText(page: Page, text: string, maxSteps = 60): Promise<Set<string>> {
  const seen = new Set<string>();
  const end = page.getByText(text);
  for (let step = 0; step < maxSteps; step++) {
    for (const name of await restaurantGrid(page).getByRole('heading').allTextContents()) seen.add(name);
    if (await end.isVisible()) return seen;
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(120);
  }
  await expect(end).toBeVisible();
  return seen;
}
