import { expect, type Page } from '@playwright/test';
import { cartBar, dishCard, openMenu, plainDish } from './menus';

/** Adds `quantity` of a plain dish of the restaurant and opens the Payment page from the cart bar. */
export async function checkoutWith(page: Page, restaurantId: number, quantity = 2) {
  const dish = plainDish(restaurantId);
  await openMenu(page, restaurantId);
  const card = dishCard(page, dish);
  await card.getByRole('button', { name: 'ADD', exact: true }).click();
  for (let more = 1; more < quantity; more++) await card.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(cartBar(page)).toContainText(`${quantity} ${quantity === 1 ? 'item' : 'items'} added`);
  await cartBar(page).getByRole('link', { name: 'View Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  return dish;
}

/** Sets the demo backend's fault knob (localStorage railbite.demo), e.g. { 'api/orders/init-order': 'declined' }. */
export async function setDemoFaults(page: Page, faults: Record<string, 'network' | 'server' | 'declined'>) {
  await page.evaluate((value) => localStorage.setItem('railbite.demo', JSON.stringify({ faults: value })), faults);
}

export const ORDER_ID = /RB\d+/;

/** Place Order with online payment, to the demo payment gateway's page; returns the order's number. */
export async function toDemoGateway(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/demo-payment\/RB\d+$/);
  await expect(page.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
  return page.url().match(ORDER_ID)![0];
}
