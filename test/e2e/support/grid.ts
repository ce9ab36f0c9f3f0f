import { expect, type Page } from '@playwright/test';

/** The home grid's list of restaurants (windowed: only the rows near the viewport are in the DOM). */
export const restaurantGrid = (page: Page) => page.getByRole('list', { name: 'Restaurants' });

/** Brings the grid into view and waits for its first card. */
export async function showGrid(page: Page) {
  // Hydration may replace the prerendered heading while it scrolls (a signed-in page differs): retry on the new one.
  const heading = page.getByRole('heading', { name: 'Restaurants with online food delivery' });
  await expect(() => heading.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  await expect(restaurantGrid(page).getByRole('listitem').first()).toBeVisible();
}

/**
 * From the grid's first card, scrolls down until `text` shows (the end of the list), collecting every
 * restaurant name the grid rendered on the way.
 */
export async function scrollUntilText(page: Page, text: string, maxSteps = 60): Promise<Set<string>> {
  await showGrid(page);
  const seen = new Set<string>();
  const collect = async () => {
    for (const name of await restaurantGrid(page).getByRole('heading').allTextContents()) seen.add(name);
  };
  const end = page.getByText(text);
  for (let step = 0; step < maxSteps && !(await end.isVisible()); step++) {
    await collect();
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(150);
  }
  await expect(end).toBeVisible();
  // The rows near the end are rendered once scrolling settles: the last rendered card is the list's last.
  const last = restaurantGrid(page).getByRole('listitem').last();
  await expect(async () =>
    expect(await last.getAttribute('aria-posinset')).toBe(await last.getAttribute('aria-setsize')),
  ).toPass();
  await collect();
  return seen;
}
