import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { customizableDish, dishCard, openMenu, plainDish } from './support/menus';
import { choosePseudoLocale, PSEUDO, pseudo } from './support/pseudoLocale';
import { expectFits } from './support/textFit';

const PHONE = { width: 360, height: 740 };

/** The shell's parts a phone always shows: the sticky header and the bottom bar. */
const shell = (page: Page) => ({
  header: page.locator('header'),
  'bottom bar': page.getByRole('navigation', { name: pseudo('bottomBar.label') }),
});
const cartBar = (page: Page) => page.getByRole('region', { name: pseudo('cartBar.label') });

test.use({ viewport: PHONE });

test('at 360 px in the pseudo-locale (longer, accented text) nothing in the header, bars or dialogs is clipped or overlaps', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  await choosePseudoLocale(page);

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO.tag);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudo('home.heading'));
  await expectFits(page, 'home', shell(page));

  // The account drawer, named and written in the pseudo-locale.
  await page.getByRole('button', { name: pseudo('header.account') }).click();
  const drawer = page.getByRole('dialog', { name: pseudo('header.account') });
  await expect(drawer.getByRole('link', { name: pseudo('drawer.orderHistory') })).toBeVisible();
  await expectFits(page, 'account drawer', { drawer });
  await drawer.getByRole('button', { name: pseudo('drawer.close') }).click();
  await expect(drawer).toBeHidden();

  // A menu with a dish in the cart: the cart bar above the bottom bar.
  const dish = plainDish(1);
  await openMenu(page, 1);
  await dishCard(page, dish)
    .getByRole('button', { name: pseudo('menu.add'), exact: true })
    .click();
  await expect(cartBar(page)).toContainText(pseudo('cartBar.viewCart'));
  await expectFits(page, 'menu with a cart', { ...shell(page), 'cart bar': cartBar(page) });

  // The add-on chooser.
  const custom = customizableDish(1);
  await dishCard(page, custom)
    .getByRole('button', { name: pseudo('menu.add'), exact: true })
    .click();
  const chooser = page.getByRole('dialog', { name: custom.itemName });
  await expect(chooser.getByRole('radio').first()).toBeVisible();
  await expectFits(page, 'add-on chooser', { dialog: chooser });
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();

  // Another restaurant's dish: 'Change Restaurant?'.
  await openMenu(page, 2);
  await dishCard(page, plainDish(2))
    .getByRole('button', { name: pseudo('menu.add'), exact: true })
    .click();
  const change = page.getByRole('dialog', { name: pseudo('cartPrompt.changeTitle') });
  await expect(change.getByRole('button', { name: pseudo('common.confirm') })).toBeVisible();
  await expectFits(page, 'change restaurant', { dialog: change });
  await change.getByRole('button', { name: pseudo('common.cancel') }).click();
  await expect(change).toBeHidden();

  // Checkout, reached from the cart bar.
  await cartBar(page)
    .getByRole('link', { name: pseudo('cartBar.viewCart') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: pseudo('checkout.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: pseudo('checkout.placeOrder') })).toBeEnabled();
  await expectFits(page, 'checkout', shell(page));
});
