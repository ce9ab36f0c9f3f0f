import type { Page } from '@playwright/test';
import { signIn } from './support/customers';
import { expect, test } from './support/fixtures';
import { expectCleanLayout, probeLayout } from './support/layout';
import { cartBar, dishCard, openMenu, plainDish } from './support/menus';
import { forgetPushDevice, pushDeviceRegistered } from './support/pushDevice';

const RESTAURANT = 2;
const PUSH_TEXT = /^Notifications are on: Hi Aarav/;
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

const pushToast = (page: Page) => page.locator('.notistack-MuiContent').filter({ hasText: PUSH_TEXT });

/**
 * Reloads the screen as a device the customer has not used before: the demo backend greets the new device
 * with a push, so a push toast is on screen while the layout is measured. The page's own push set-up (it runs
 * once, after the header appears) must be over first: one still to run would register a device after it was
 * forgotten, and the reloaded page would find that device known and not be greeted.
 */
async function reloadWithPushToast(page: Page) {
  await expect.poll(() => pushDeviceRegistered(page)).toBe(true);
  await forgetPushDevice(page);
  await page.reload();
  await expect(pushToast(page)).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    // Two tests per width (each signs in through the form, which greets a new push device): five screens with four
    // reloads in one test took 44-66 s on a quiet two-core machine, past the one 60 s e2e timeout at 1280 px.
    test('home, a menu with a cart and Payment: no fixed element over another, no clipped header address or cart bar, 44 px tap targets', async ({
      page,
    }) => {
      await signIn(page);
      await expect(page).toHaveURL(/\/$/);
      await expect(pushToast(page)).toBeVisible();
      await expectCleanLayout(page, 'home');
      const address = page.getByRole('button', { name: /^Deliver to Home · Flat 302, Surya Kiran Building/ });
      await expect(address).toHaveAttribute(
        'title',
        'Deliver to Home · Flat 302, Surya Kiran Building, 19 Kasturba Gandhi Marg',
      );

      const dish = plainDish(RESTAURANT);
      await page.goto(`/foods/item-card/${RESTAURANT}`);
      await dishCard(page, dish).getByRole('button', { name: 'ADD', exact: true }).click();
      await expect(cartBar(page)).toContainText('1 item added');
      await reloadWithPushToast(page);
      await dishCard(page, dish).scrollIntoViewIfNeeded();
      // An answer to the customer's own action (top centre) together with the push.
      await page.evaluate(() =>
        localStorage.setItem(
          'railbite.demo',
          JSON.stringify({ faults: { 'api/orders/change-cart-get-cart-info': 'declined' } }),
        ),
      );
      await dishCard(page, dish).getByRole('button', { name: 'Increase quantity' }).click();
      await expect(page.locator('.notistack-MuiContent-error')).toBeVisible();
      await expectCleanLayout(page, 'menu with a cart', { toasts: 2 });
      await page.evaluate(() => localStorage.removeItem('railbite.demo'));
      await expect(cartBar(page)).toContainText(/^1 item added · ₹\d+/);

      await cartBar(page).getByRole('link', { name: 'View Cart' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
      await reloadWithPushToast(page);
      await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
      await expectCleanLayout(page, 'Payment');
    });

    test('Order History and Track Order: no fixed element over another, no clipped header address, 44 px tap targets', async ({
      page,
    }) => {
      await signIn(page);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/user/order-history');
      await reloadWithPushToast(page);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectCleanLayout(page, 'Order History');

      const onItsWay = page.getByRole('article').filter({ hasText: 'Out for Delivery' }).first();
      await onItsWay.getByRole('link', { name: /^Track order / }).click();
      await expect(page).toHaveURL(/\/track-order$/);
      await reloadWithPushToast(page);
      await expect(page.getByRole('region', { name: 'Delivery route map' })).toBeVisible();
      await expectCleanLayout(page, 'Track Order');
    });
  });
}

for (const viewport of VIEWPORTS.slice(0, 2)) {
  test(`${viewport.width} × ${viewport.height}: the menu's filter chips are one row that scrolls, and a chosen chip is scrolled fully into view`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openMenu(page, RESTAURANT); // the live page: the prerendered one's chips are still disabled
    const row = page.getByRole('group', { name: 'Filter dishes' });
    const chips = row.getByRole('button');
    await expect(chips).toHaveCount(5);
    const tops = await chips.evaluateAll((all) => all.map((chip) => chip.getBoundingClientRect().top));
    expect(new Set(tops).size, 'chips on one row').toBe(1);
    const inRow = (name: string) =>
      row.evaluate((element, chipName) => {
        const chip = [...element.querySelectorAll('[role="button"]')].find(
          (candidate) => candidate.textContent === chipName,
        )!;
        const outer = element.getBoundingClientRect();
        const inner = chip.getBoundingClientRect();
        return inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5;
      }, name);
    expect(
      await row.evaluate((element) => element.scrollWidth > element.clientWidth),
      'the row scrolls on a phone',
    ).toBe(true);
    // At 360 px the last chip starts cut off; at 390 px whether it fits whole depends on the machine's fonts (with
    // Debian's fallback fonts it does), so there only the scroll into view after the click is checked.
    if (viewport.width < 380) expect(await inRow('BESTSELLER')).toBe(false);

    await chips.filter({ hasText: 'BESTSELLER' }).click();
    await expect(chips.filter({ hasText: 'BESTSELLER' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => inRow('BESTSELLER')).toBe(true);
    await chips.filter({ hasText: 'ALL' }).click();
    await expect.poll(() => inRow('ALL')).toBe(true);
  });
}

test('360 × 740: a bigger cart still shows count · total and the free-delivery line on one line each', async ({
  page,
  signedIn,
}) => {
  await page.setViewportSize(VIEWPORTS[0]!);
  await signedIn();
  const dish = plainDish(RESTAURANT);
  await page.goto(`/foods/item-card/${RESTAURANT}`);
  const card = dishCard(page, dish);
  await card.getByRole('button', { name: 'ADD', exact: true }).click();
  for (let quantity = 2; quantity <= 12; quantity++) {
    await card.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(cartBar(page)).toContainText(`${quantity} items added`);
  }
  await expect(cartBar(page)).toContainText('Yay! You get free delivery');
  // It fits outright: no ellipsis.
  const overflowing = await cartBar(page)
    .locator('p')
    .evaluateAll((lines) =>
      lines.filter((line) => line.scrollWidth > line.clientWidth).map((line) => line.textContent),
    );
  expect(overflowing).toEqual([]);
  const report = await probeLayout(page);
  expect(report.clipped).toEqual([]);
  expect(report.overlaps).toEqual([]);
});

test.describe('390 × 844: a push under dialogs and menus', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sign-in push does not cover the header's address list: its first address can be chosen at once", async ({
    page,
  }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(pushToast(page)).toBeVisible();
    await page.getByRole('button', { name: /^Deliver to Home · / }).click();
    // The push lay over the list's top for its 10 s (its stack was above MUI's menus), so this tap hit the push.
    await page.getByRole('menuitem', { name: /^Work: Office 12/ }).click({ timeout: 5_000 });
    await expect(page.getByRole('button', { name: /^Deliver to Work · Office 12/ })).toBeVisible();
  });
});
