import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn } from './support/customers';
import { cartBar, dishCard, plainDish } from './support/menus';

/** 23 Nov 2026, 09:00 IST: train 12955 (PNR 2401234567) is before Sawai Madhopur; both it and Jaipur take orders. */
const BEFORE_SAWAI_MADHOPUR = new Date('2026-11-23T09:00:00+05:30');
const ASHA_PNR = '2401234567';

async function findJourney(page: Page, pnr: string) {
  await page.goto('/train');
  await page.getByLabel('PNR number').fill(pnr);
  await page.getByRole('button', { name: 'Find journey' }).click();
  await expect(page).toHaveURL(/\/train\/journey$/);
}

/** A dish of C-Scheme Wood Fired Pizza at Jaipur, in the cart for the seat. */
async function jaipurSeatCart(page: Page) {
  await page.clock.install({ time: BEFORE_SAWAI_MADHOPUR });
  await signIn(page);
  await findJourney(page, ASHA_PNR);
  await page.getByRole('button', { name: 'Order here at Jaipur' }).click();
  await page.getByRole('link', { name: 'View menu of C-Scheme Wood Fired Pizza' }).click();
  await dishCard(page, plainDish(37)).getByRole('button', { name: 'ADD', exact: true }).click();
  await expect(cartBar(page)).toContainText('Free delivery to your seat');
}

async function expectSeatCheckoutAtJaipur(page: Page, open = true) {
  if (open) await page.goto('/foods/item-view-cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deliver to my seat' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bill Details' })).toContainText(
    'Handed over at your seat at Jaipur (JP)',
  );
  await expect(page.getByText('Delivery Address')).toHaveCount(0);
}

test('a seat cart stays a seat cart at its stop while another stop, kitchen or journey is looked at', async ({
  page,
}) => {
  await jaipurSeatCart(page);

  // A look at Sawai Madhopur, then back: the cart still goes to the seat at Jaipur (it became a road order to Mumbai).
  await page.goto('/train/journey');
  await page.getByRole('button', { name: 'Order here at Sawai Madhopur' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Food at Sawai Madhopur (SWM)' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /^View menu of / })
    .first()
    .click();
  await expect(cartBar(page)).toContainText('Free delivery to your seat');
  // Adding there asks first; keeping the cart keeps it whole.
  await page.getByRole('main').getByRole('button', { name: 'ADD', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start a new cart?' });
  await expect(dialog).toContainText('Start a new cart for Sawai Madhopur? Your Jaipur cart will be removed.');
  await dialog.getByRole('button', { name: 'Keep my cart' }).click();
  await expect(cartBar(page)).toContainText('1 item added');
  await page.goto('/train/journey');
  await expectSeatCheckoutAtJaipur(page);

  // Another journey searched: the cart still goes to Asha's seat at Jaipur.
  await findJourney(page, '2407770001');
  await expectSeatCheckoutAtJaipur(page);
  await expect(page.getByRole('region', { name: 'Deliver to my seat' }).getByLabel('Coach')).toHaveValue('B2');
});

test("a seat order's Reorder goes back to its stop, or says why it cannot; never to a road address", async ({
  page,
}) => {
  await jaipurSeatCart(page);
  await page.goto('/foods/item-view-cart');
  await page.getByRole('region', { name: 'Deliver to my seat' }).getByLabel('Mobile number').fill('9876543210');
  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-status-cod\/RB\d+$/);
  const orderId = page.url().split('/').at(-1)!;

  // Cancelled (so it can be repeated) while Jaipur still takes the kitchen's orders: Reorder fills a cart for the seat.
  await page.goto('/user/order-history');
  const card = page.getByRole('article').filter({ hasText: orderId });
  await card.getByRole('button', { name: `Cancel order ${orderId}` }).click();
  await page
    .getByRole('dialog', { name: `Cancel order ${orderId}?` })
    .getByRole('button', { name: 'Yes, cancel' })
    .click();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(/\/foods\/item-view-cart$/);
  await expectSeatCheckoutAtJaipur(page, false);

  // Once the train is in at Jaipur, no stop on this journey takes it: it says so, and nothing goes to an address.
  await page.clock.setSystemTime(new Date('2026-11-23T13:00:00+05:30'));
  await page.goto('/user/order-history');
  await card.getByRole('button', { name: 'Reorder' }).click();
  await expect(
    page.getByText(
      'Jaipur takes no order from this kitchen now (Train has arrived), and no station ahead on this journey takes orders now.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/train$/);
});

test('a train standing at a platform has not left it: the stop says it is at the platform, as the position does', async ({
  page,
}) => {
  // 23 Nov, 10:35 IST: 12955 arrived at Sawai Madhopur at 10:30 and leaves at 10:40.
  await page.clock.install({ time: new Date('2026-11-23T10:35:00+05:30') });
  await findJourney(page, ASHA_PNR);
  await expect(page.getByRole('status')).toHaveText('At Sawai Madhopur');
  const sawaiMadhopur = page.getByTestId('stop-SWM');
  await expect(sawaiMadhopur).toContainText('Train is at the platform now: too late to order here');
  await expect(sawaiMadhopur).not.toContainText('Train has left');
});

test('the journey date: an empty one and one outside the dates offered are named in words, and nothing is searched', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-11-23T15:00:00+05:30') });
  await page.goto('/train');
  await page.getByRole('textbox', { name: 'Train number' }).fill('12957');
  await expect(page.getByText('Swarna Jayanti Rajdhani Express')).toBeVisible();
  await page.getByRole('textbox', { name: 'Passenger name' }).fill('Rohan Mehta');
  await page.getByRole('textbox', { name: 'Coach' }).fill('A1');
  await page.getByRole('textbox', { name: 'Berth' }).fill('12');
  const date = page.getByLabel('Journey date');
  const search = page.getByRole('button', { name: 'Search train' });

  await date.fill('');
  await search.click();
  await expect(page.getByText('Enter the journey date')).toBeVisible();
  await expect(page).toHaveURL(/\/train$/);

  for (const typed of ['2027-03-01', '2020-01-01']) {
    await date.fill(typed);
    await search.click();
    await expect(page.getByText('Choose a journey date from 21 Nov 2026 to 22 Jan 2027')).toBeVisible();
    await expect(page).toHaveURL(/\/train$/);
  }

  await date.fill('2026-11-23');
  await search.click();
  await expect(page).toHaveURL(/\/train\/journey$/);
});

test('delay rescue of a very late train offers the stations it has not reached yet (it said none took orders)', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-11-23T11:00:00+05:30') });
  await signIn(page);
  await findJourney(page, ASHA_PNR);
  await page.getByRole('button', { name: 'Order here at Jaipur' }).click();
  await page.getByRole('link', { name: 'View menu of C-Scheme Wood Fired Pizza' }).click();
  await dishCard(page, plainDish(37)).getByRole('button', { name: 'ADD', exact: true }).click();
  await page.goto('/foods/item-view-cart');
  await page.getByRole('region', { name: 'Deliver to my seat' }).getByLabel('Mobile number').fill('9876543210');
  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-status-cod\/RB\d+$/);

  // 650 min late: Jaipur at 23:30, after delivery hours; Kota and Sawai Madhopur are still ahead and take orders.
  // Set and leave in one step: the order screen's own re-read would otherwise be the next call, and the push (shown
  // once) would appear there instead of on the journey.
  await page.evaluate(() => {
    localStorage.setItem('railbite.demo', JSON.stringify({ trainDelayMinutes: { '12955': 650 } }));
    location.assign('/train/journey');
  });
  await expect(page).toHaveURL(/\/train\/journey$/);
  // The push says it once (it said 'cancelled: your train is late: Cancelled: …') and offers the same stations.
  const push = page
    .getByRole('alert')
    .filter({ hasText: /cancelled: your train is late: The train now reaches Jaipur/ });
  await expect(push).toContainText('Order at a later station:');
  await expect(push).toContainText('Sawai Madhopur (SWM) until');
  await expect(push).not.toContainText('Cancelled:');
  await expect(
    page.getByRole('alert').filter({ hasText: /^Order RB\d+: Cancelled: the train now reaches Jaipur at 23:30/ }),
  ).toBeVisible();
  const later = page.getByRole('region', { name: 'Order at a later station' });
  await expect(later.getByRole('button', { name: /^Sawai Madhopur \(SWM\) · Order by / })).toBeVisible();
  await expect(later.getByRole('button', { name: /^Kota Jn \(KOTA\) · Order by / })).toBeVisible();
  await expect(later).not.toContainText('No later station');
  await expect(later.getByRole('button', { name: /^Jaipur/ })).toHaveCount(0);
});
