import type { Page } from '@playwright/test';
import type { MessageId } from '../../src/ui/i18n/i18n';
import { ORDER_ID } from './support/checkout';
import { expect, test } from './support/fixtures';
import { customizableDish, dishCard, openMenu, plainDish } from './support/menus';
import { choosePseudoLocale, english, PSEUDO, pseudo } from './support/pseudoLocale';
import { expectFits, probeFit } from './support/textFit';

const PHONE = { width: 360, height: 740 };

type Say = (id: MessageId) => string;

/** The shell's parts a phone always shows: the sticky header and the bottom bar. */
const shell = (page: Page, say: Say) => ({
  header: page.locator('header'),
  'bottom bar': page.getByRole('navigation', { name: say('bottomBar.label') }),
});
/** The header's address button: the customer's address (data, however long) is cut to fit, whole in its title. */
const ADDRESS_BUTTON = 'header button[aria-haspopup="menu"]';
const cartBar = (page: Page, say: Say) => page.getByRole('region', { name: say('cartBar.label') });

test.use({ viewport: PHONE });

// English first, as the layouts were drawn for it; then the pseudo-locale, longer and accented as a translation may be.
for (const [language, say] of [
  ['English', english],
  ['the pseudo-locale (longer, accented text)', pseudo],
] as const) {
  test(`at 360 px in ${language} nothing in the header, bars or dialogs is clipped or overlaps`, async ({
    page,
    signedIn,
  }) => {
    await signedIn();
    if (say === pseudo) await choosePseudoLocale(page);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', say === pseudo ? PSEUDO.tag : 'en-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('home.heading'));
    await expectFits(page, 'home', shell(page, say), { truncates: ADDRESS_BUTTON });

    // The header's address menu: the saved addresses and 'Add New Address'.
    await page.locator(ADDRESS_BUTTON).click();
    const addressMenu = page.getByRole('menu');
    await expect(addressMenu.getByRole('menuitem', { name: say('header.addNewAddress') })).toBeVisible();
    await expectFits(page, 'address menu', { menu: addressMenu });
    await page.keyboard.press('Escape');
    await expect(addressMenu).toBeHidden();

    // The account drawer (the phone's menu and language control).
    await page.getByRole('button', { name: say('header.account') }).click();
    const drawer = page.getByRole('dialog', { name: say('header.account') });
    await expect(drawer.getByRole('link', { name: say('drawer.orderHistory') })).toBeVisible();
    await expectFits(page, 'account drawer', { drawer });
    await drawer.getByRole('button', { name: say('drawer.close') }).click();
    await expect(drawer).toBeHidden();

    // A menu with a dish in the cart: the cart bar above the bottom bar.
    const dish = plainDish(1);
    await openMenu(page, 1);
    await dishCard(page, dish)
      .getByRole('button', { name: say('menu.add'), exact: true })
      .click();
    await expect(cartBar(page, say)).toContainText(say('cartBar.viewCart'));
    await expectFits(
      page,
      'menu with a cart',
      { ...shell(page, say), 'cart bar': cartBar(page, say) },
      { truncates: ADDRESS_BUTTON },
    );

    // The add-on chooser.
    const custom = customizableDish(1);
    await dishCard(page, custom)
      .getByRole('button', { name: say('menu.add'), exact: true })
      .click();
    const chooser = page.getByRole('dialog', { name: custom.itemName });
    await expect(chooser.getByRole('radio').first()).toBeVisible();
    await expectFits(page, 'add-on chooser', { dialog: chooser });
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();

    // Another restaurant's dish: 'Change Restaurant?'.
    await openMenu(page, 2);
    await dishCard(page, plainDish(2))
      .getByRole('button', { name: say('menu.add'), exact: true })
      .click();
    const change = page.getByRole('dialog', { name: say('cartPrompt.changeTitle') });
    await expect(change.getByRole('button', { name: say('common.confirm') })).toBeVisible();
    await expectFits(page, 'change restaurant', { dialog: change });
    await change.getByRole('button', { name: say('common.cancel') }).click();
    await expect(change).toBeHidden();

    // Checkout, reached from the cart bar.
    await cartBar(page, say)
      .getByRole('link', { name: say('cartBar.viewCart') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: say('checkout.title') })).toBeVisible();
    await expect(page.getByRole('button', { name: say('checkout.placeOrder') })).toBeEnabled();
    await expectFits(page, 'checkout', shell(page, say), { truncates: ADDRESS_BUTTON });
  });

  test(`at 360 px in ${language} the cancel-order and reset-demo confirmations fit`, async ({ page, signedIn }) => {
    await signedIn();
    if (say === pseudo) await choosePseudoLocale(page);

    // A cash order just placed: the kitchen has not started, so Order History offers to cancel it.
    await openMenu(page, 1);
    await dishCard(page, plainDish(1))
      .getByRole('button', { name: say('menu.add'), exact: true })
      .click();
    await cartBar(page, say)
      .getByRole('link', { name: say('cartBar.viewCart') })
      .click();
    await page.getByRole('button', { name: say('checkout.cod') }).click();
    await page.getByRole('button', { name: say('checkout.placeOrder') }).click();
    await expect(page).toHaveURL(/\/order-status-cod\/RB\d+$/);
    const orderId = page.url().match(ORDER_ID)![0];
    await page.goto('/user/order-history');
    const card = page.getByRole('article').filter({ hasText: orderId });
    await card.getByRole('button', { name: new RegExp(orderId) }).click();
    const cancel = page.getByRole('dialog', { name: new RegExp(orderId) });
    await expect(cancel.getByRole('button', { name: say('ordering.cancel.confirm') })).toBeVisible();
    await expectFits(page, 'cancel order', { dialog: cancel });
    await cancel.getByRole('button', { name: say('ordering.cancel.keep') }).click();
    await expect(cancel).toBeHidden();

    // The footer's 'Reset demo data', asked first.
    await page.getByRole('button', { name: say('shell.resetDemo.button') }).click();
    const reset = page.getByRole('dialog', { name: say('shell.resetDemo.title') });
    await expect(reset.getByRole('button', { name: say('shell.resetDemo.confirm') })).toBeVisible();
    await expectFits(page, 'reset demo', { dialog: reset });
    await reset.getByRole('button', { name: say('common.cancel') }).click();
    await expect(reset).toBeHidden();
  });

  test(`at 360 px in ${language} the prompt for a first delivery address fits`, async ({ page, signedIn }) => {
    // Kabir has no saved address: the home page asks for one first.
    await signedIn('kabir');
    if (say === pseudo) await choosePseudoLocale(page);
    await page.goto('/');
    const prompt = page.getByRole('dialog', { name: say('noAddress.title') });
    await expect(prompt.getByRole('button', { name: say('noAddress.browse') })).toBeVisible();
    await expectFits(page, 'no address', { dialog: prompt });
  });
}

test('the fit probe finds cut-off and overflowing text and overlapping controls, and lets designed cases be', async ({
  page,
}) => {
  await page.setContent(`
    <main style="width: 300px; font: 16px sans-serif">
      <p id="cut" style="width: 80px; overflow: hidden; white-space: nowrap">A sentence far too long</p>
      <button id="spill" style="width: 60px; white-space: nowrap">Add new address</button>
      <button style="position: absolute; left: 10px; top: 200px; width: 80px">First</button>
      <button style="position: absolute; left: 50px; top: 210px; width: 80px">Second</button>
      <span class="address" title="Home · Flat 302, Surya Kiran Building"
        style="display: block; width: 90px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis"
        >Home · Flat 302, Surya Kiran Building</span>
      <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">Hidden name</span>
      <span style="position: relative; display: inline-block; width: 24px; height: 24px">
        <span style="position: absolute; top: -10px; right: -10px">12</span>
      </span>
    </main>`);
  const report = await probeFit(page.locator('main'), '.address');
  expect(report.clipped).toEqual([
    expect.stringMatching(/^p "A sentence far too long" is cut off \(\d+ > 80 px wide\)$/),
    'button "Add new address" runs out of its box (sideways)',
  ]);
  expect(report.overlaps).toEqual([expect.stringMatching(/^button "First" overlaps button "Second" by 40×\d+ px$/)]);
  // Unless the caller says that data is cut to fit there, an ellipsis is clipped text too.
  expect((await probeFit(page.locator('main'))).clipped).toContainEqual(
    expect.stringMatching(/^span "Home · Flat 302, Surya Kiran Building" is cut off/),
  );
});
