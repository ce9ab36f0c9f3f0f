import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openAccountDrawer, signIn } from './support/customers';
import { cartBar, dishCard, openMenu, plainDish } from './support/menus';

const ADD = { name: 'ADD', exact: true } as const;
const OUTBOX = 'railbite.cartOutbox';
/**
 * Calls made just before a reload take this long, so none lands before the page goes (a reload keeps the old page
 * running until the new one arrives, which can take hundreds of
 * milliseconds); every new page starts at the usual speed.
 */
const SLOW_MS = 5_000;
const USUAL_MS = 60;

const setLatency = (page: Page, ms: number) =>
  page.evaluate((latencyMs) => localStorage.setItem('railbite.demo', JSON.stringify({ latencyMs })), ms);
const usualSpeedOnEveryLoad = (page: Page) =>
  page.addInitScript((latencyMs) => localStorage.setItem('railbite.demo', JSON.stringify({ latencyMs })), USUAL_MS);
const cartText = async (page: Page) =>
  (await cartBar(page).isVisible()) ? (await cartBar(page).innerText()).split('\n')[0]! : 'no cart';

/** The demo backend's own record of Aarav's cart (what it saved): item count and restaurants. */
async function serverCart(page: Page) {
  const saved = await page.evaluate(() => localStorage.getItem('railbite.fake-backend'));
  const lines =
    (
      JSON.parse(saved ?? '{}') as {
        collections?: { cartLines?: { userId: string; quantity: number; restaurantId: number }[] };
      }
    ).collections?.cartLines ?? [];
  const own = lines.filter((line) => line.userId === 'u-aarav');
  return {
    items: own.reduce((sum, line) => sum + line.quantity, 0),
    restaurants: [...new Set(own.map((line) => line.restaurantId))],
  };
}

/**
 * The change is made and the cart bar read as the customer sees it; the page reloads 0, 50 or 150 ms later
 * (the change still on its way). Once nothing is left to send, the page and the server hold that cart.
 */
interface Rounds {
  /** Before the change (a page to open: it loads at the usual speed). */
  prepare?: (round: number) => Promise<unknown>;
  act: (round: number) => Promise<void>;
  restaurantOf?: (round: number) => number;
}

async function reloadsKeep(page: Page, { prepare, act, restaurantOf = () => 1 }: Rounds) {
  for (const [round, wait] of [0, 50, 150].entries()) {
    await prepare?.(round);
    await setLatency(page, SLOW_MS);
    await act(round);
    const seen = await cartText(page);
    await page.waitForTimeout(wait);
    await page.reload();
    await page.getByRole('article').first().waitFor();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), OUTBOX), { timeout: 15_000 }).toBeNull();
    await page.waitForTimeout(4 * USUAL_MS); // a replayed add is followed by a re-read of the cart
    expect(await cartText(page), `the cart after a reload ${wait} ms later`).toBe(seen);
    const items = Number(/^(\d+) items? added/.exec(seen)?.[1] ?? 0);
    expect(await serverCart(page), `the server's cart after a reload ${wait} ms later`).toEqual({
      items,
      restaurants: items ? [restaurantOf(round)] : [],
    });
  }
}

test.describe('a change made just before a reload is kept (the cart outbox)', () => {
  const dish = plainDish(1);
  const card = (page: Page) => dishCard(page, dish);

  test('after ADD', async ({ page, signedIn }) => {
    await usualSpeedOnEveryLoad(page);
    await signedIn();
    await openMenu(page, 1);
    await reloadsKeep(page, {
      act: async (round) => {
        await card(page)
          .getByRole('button', round === 0 ? ADD : { name: 'Increase quantity' })
          .click();
        await expect(cartBar(page)).toContainText(`${round + 1} item`);
      },
    });
  });

  test('after +', async ({ page, signedIn }) => {
    await usualSpeedOnEveryLoad(page);
    await signedIn();
    await openMenu(page, 1);
    await card(page).getByRole('button', ADD).click();
    await expect(cartBar(page)).toContainText('1 item added');
    await reloadsKeep(page, { act: () => card(page).getByRole('button', { name: 'Increase quantity' }).click() });
    await expect(cartBar(page)).toContainText('4 items added');
  });

  test('after −', async ({ page, signedIn }) => {
    await usualSpeedOnEveryLoad(page);
    await signedIn();
    await openMenu(page, 1);
    await card(page).getByRole('button', ADD).click();
    for (const items of [2, 3, 4]) {
      await card(page).getByRole('button', { name: 'Increase quantity' }).click();
      await expect(cartBar(page)).toContainText(`${items} items added`);
    }
    await reloadsKeep(page, { act: () => card(page).getByRole('button', { name: 'Decrease quantity' }).click() });
    await expect(cartBar(page)).toContainText('1 item added');
  });

  test('after a restaurant switch', async ({ page, signedIn }) => {
    await usualSpeedOnEveryLoad(page);
    await signedIn();
    await openMenu(page, 1);
    await card(page).getByRole('button', ADD).click();
    await expect(cartBar(page)).toContainText('1 item added');
    const restaurantOf = (round: number) => (round % 2 === 0 ? 2 : 1);
    await reloadsKeep(page, {
      prepare: async (round) => {
        // Inside the running app, as its links do: no page load.
        await page.evaluate(
          (path) => {
            window.history.pushState({}, '', path);
            window.dispatchEvent(new PopStateEvent('popstate'));
          },
          `/foods/item-card/${restaurantOf(round)}`,
        );
        await dishCard(page, plainDish(restaurantOf(round))).waitFor();
      },
      act: async (round) => {
        const dishThere = dishCard(page, plainDish(restaurantOf(round)));
        await dishThere.getByRole('button', ADD).click();
        await page.getByRole('dialog', { name: 'Change Restaurant?' }).getByRole('button', { name: 'Confirm' }).click();
        await expect(dishThere.getByLabel('Quantity 1')).toBeVisible();
      },
      restaurantOf,
    });
  });
});

test.describe('a demo that cannot brick', () => {
  for (const [what, saved] of [
    ['null', 'null'],
    [
      'data from an older release',
      JSON.stringify({ seedVersion: '1f00d', collections: { users: [{ id: 'u-old', name: 'Old shape' }] } }),
    ],
  ]) {
    test(`saved demo data that is ${what} is reset: the app starts, says so, and the demo customers sign in`, async ({
      page,
    }) => {
      await page.addInitScript((value) => {
        if (!sessionStorage.getItem('seeded')) localStorage.setItem('railbite.fake-backend', value);
        sessionStorage.setItem('seeded', '1');
      }, saved);
      await page.goto('/');
      await expect(page.getByText('Demo data was reset')).toBeVisible();
      await expect(page.getByText('RailBite could not start')).toHaveCount(0);
      await signIn(page);
      await page.reload();
      await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
      await expect(page.getByText('Demo data was reset')).toHaveCount(0);
    });
  }

  test("the start-up error screen offers 'Reset demo data', which starts the demo afresh", async ({ page }) => {
    // Fail the start once: the demo backend's data (JSON files it downloads at start-up) cannot be downloaded.
    const refuseDemoData = (route: Route) => route.abort();
    await page.route('**/assets/*.json', refuseDemoData);
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('user_cred', JSON.stringify({ token: 'stale', roleType: 'customer' }));
      localStorage.setItem('railbite.fake-backend', '{"seedVersion":"broken"');
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'RailBite could not start' })).toBeVisible();
    await page.unroute('**/assets/*.json', refuseDemoData);
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "India's Best Authentic Food Delivery" })).toBeVisible();
    // The page goes live before the demo backend has seeded its data and saved it: the fresh seed comes soon after.
    await expect
      .poll(() =>
        page.evaluate(() => [
          localStorage.getItem('user_cred'),
          localStorage.getItem('railbite.fake-backend')?.startsWith('{"seedVersion":"s'),
        ]),
      )
      .toEqual([null, true]);
  });
});

test('a browser that keeps no data: sign-in works for the tab, the customer is told once, sign-out and reset work', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    Storage.prototype.setItem = refuse;
    Storage.prototype.removeItem = refuse;
  });
  await signIn(page);
  const notice = page.getByText('This browser is not keeping data; you will be signed out when you close the tab');
  await expect(notice).toHaveCount(1);
  await expect(notice).toBeHidden({ timeout: 10_000 }); // a toast stays 4 s
  // Moving inside the app (a page load would forget everything kept in
  // memory): the cart works, and nothing is said again.
  await page.locator('a[href="/foods/item-card/1"]').first().click();
  await dishCard(page, plainDish(1)).getByRole('button', ADD).click();
  await expect(cartBar(page)).toContainText('1 item added');
  await expect(notice).toHaveCount(0);

  await (await openAccountDrawer(page)).getByRole('button', { name: 'Logout' }).click();
  const signedOut = await openAccountDrawer(page);
  await signedOut.getByRole('link', { name: 'Sign In' }).click();
  await signIn(page, 'priya');
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await page.getByRole('dialog', { name: 'Reset demo data?' }).getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect((await openAccountDrawer(page)).getByRole('link', { name: 'Sign In' })).toBeVisible();
});
