import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openAccountDrawer, signIn } from './support/customers';
import { showGrid } from './support/grid';

/** Connaught Place, New Delhi: where the demo device says it is. */
test.use({ geolocation: { latitude: 28.6315, longitude: 77.2167 }, permissions: ['geolocation'] });

const card = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

async function clickMap(map: Locator, x: number, y: number) {
  const box = (await map.boundingBox())!;
  await map.page().mouse.click(box.x + box.width * x, box.y + box.height * y);
}

test('a new customer adds an address by clicking the map, edits it, adds a second, makes it default and deletes the first', async ({
  page,
}) => {
  await signIn(page, 'kabir');
  const prompt = page.getByRole('dialog', { name: 'Add Delivery Address' });
  await expect(prompt.getByRole('button', { name: 'Browse Without Address' })).toBeVisible();
  await prompt.getByRole('button', { name: 'Add New Address' }).click();
  await expect(page).toHaveURL(/\/user\/address\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Address' })).toBeVisible();

  await page.getByLabel('Complete Address').fill('Flat 12, Janpath Lane');
  await page.getByRole('button', { name: 'Select on Map' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Location on Map' });
  await expect(picker.getByText('Area: Connaught Place · City: New Delhi · Pincode: 110001')).toBeVisible();
  expect((await picker.boundingBox())!.height).toBeLessThanOrEqual(650);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await clickMap(picker.getByTestId('map'), 0.2, 0.75);
  await expect(picker.getByText(/^Coordinates: \d+\.\d{6}, \d+\.\d{6}$/)).not.toHaveText(
    'Coordinates: 28.631500, 77.216700',
  );
  await expect(picker.getByText(/City: New Delhi · Pincode: \d{6}/)).toBeVisible();
  await picker.getByRole('button', { name: 'Select Location' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByLabel('Area')).not.toHaveValue('');
  await expect(page.getByLabel('Complete Address')).toHaveValue('Flat 12, Janpath Lane');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/address$/);
  await expect(card(page, 'Flat 12, Janpath Lane').getByText('Default', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Deliver to Home · Flat 12, Janpath Lane/ })).toBeVisible();

  await card(page, 'Flat 12, Janpath Lane').getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Address' })).toBeVisible();
  await expect(page.getByLabel('Complete Address')).toHaveValue('Flat 12, Janpath Lane');
  await page.getByRole('radio', { name: 'Work' }).check();
  await page.getByLabel('Landmark (optional)').fill('Near Gate 2');
  await page.getByRole('button', { name: 'Update Address' }).click();
  await expect(page.getByText('Address updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/address$/);
  await expect(card(page, 'Flat 12, Janpath Lane')).toContainText('Work');
  await expect(card(page, 'Flat 12, Janpath Lane')).toContainText('Landmark: Near Gate 2');

  await page.getByRole('link', { name: 'Add New Address' }).click();
  await page.getByRole('radio', { name: 'Other' }).check();
  await page.getByLabel('Complete Address').fill('House 44, Pusa Road');
  await page.getByRole('button', { name: 'Select on Map' }).click();
  await picker.getByLabel('Search for a place').fill('Karol Bagh');
  await picker.getByRole('button', { name: 'Search' }).click();
  await expect(picker.getByText('Area: Karol Bagh · City: New Delhi · Pincode: 110005')).toBeVisible();
  await picker.getByRole('button', { name: 'Select Location' }).click();
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page).toHaveURL(/\/user\/address$/);
  await expect(card(page, 'House 44, Pusa Road')).toContainText('Other');
  await expect(card(page, 'House 44, Pusa Road').getByText('Default', { exact: true })).toHaveCount(0);

  await card(page, 'House 44, Pusa Road').getByRole('button', { name: 'Set Default' }).click();
  await expect(page.getByText('Default address updated successfully')).toBeVisible();
  await expect(card(page, 'House 44, Pusa Road').getByText('Default', { exact: true })).toBeVisible();
  await expect(card(page, 'Flat 12, Janpath Lane').getByText('Default', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Deliver to Other · House 44, Pusa Road/ })).toBeVisible();

  await card(page, 'Flat 12, Janpath Lane').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Address?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'Flat 12, Janpath Lane')).toBeVisible();
  await card(page, 'Flat 12, Janpath Lane').getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Address deleted successfully')).toBeVisible();
  await expect(card(page, 'Flat 12, Janpath Lane')).toHaveCount(0);
  await expect(page.getByRole('listitem')).toHaveCount(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a long unbroken address wraps inside its card (it ran out of the card and was cut off)', async ({ page }) => {
    await signIn(page, 'kabir');
    await page
      .getByRole('dialog', { name: 'Add Delivery Address' })
      .getByRole('button', { name: 'Add New Address' })
      .click();
    const address = `Room 5, Coach B2 ${'z'.repeat(120)}`;
    await page.getByLabel('Complete Address').fill(address);
    await page.getByRole('button', { name: 'Select on Map' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Location on Map' });
    await expect(picker.getByText(/City: New Delhi · Pincode: \d{6}/)).toBeVisible();
    await picker.getByRole('button', { name: 'Select Location' }).click();
    await page.getByRole('button', { name: 'Save Address' }).click();
    await expect(page).toHaveURL(/\/user\/address$/);
    const saved = card(page, 'Room 5, Coach B2');
    await expect(saved).toBeVisible();
    expect(await saved.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  });
});

test('Escape closes the map picker; the back arrow returns to the list', async ({ page, signedIn }) => {
  await signedIn('aarav');
  await page.goto('/user/address/edit/2');
  await expect(page.getByLabel('Area')).toHaveValue('Nehru Place');
  await page.getByRole('button', { name: 'Change Location' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Location on Map' });
  await expect(picker.getByRole('button', { name: 'Select Location' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await page.getByRole('link', { name: 'Back to addresses' }).click();
  await expect(page).toHaveURL(/\/user\/address$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery Addresses' })).toBeVisible();
});

test('what was typed in an address form comes back after a reload; Cancel and Logout forget it', async ({
  page,
  signedIn,
}) => {
  await signedIn('aarav');
  await page.goto('/user/address/edit/2');
  await expect(page.getByLabel('Area')).toHaveValue('Nehru Place');
  await page.getByLabel('Landmark').fill('Behind the metro station');
  await page.reload();
  await expect(page.getByLabel('Landmark')).toHaveValue('Behind the metro station');
  await expect(page.getByLabel('Area')).toHaveValue('Nehru Place');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/user\/address$/);
  await page.goto('/user/address/edit/2');
  await expect(page.getByLabel('Area')).toHaveValue('Nehru Place');
  await expect(page.getByLabel('Landmark')).not.toHaveValue('Behind the metro station');

  await page.goto('/user/address/add');
  await page.getByLabel('Complete Address').fill('Flat 9, Raj Towers');
  await page.reload();
  await expect(page.getByLabel('Complete Address')).toHaveValue('Flat 9, Raj Towers');
  expect(await page.evaluate(() => sessionStorage.getItem('railbite.addressDraft'))).toContain('Raj Towers');
  expect(await page.evaluate(() => localStorage.getItem('railbite.addressDraft'))).toBeNull();

  await page.goto('/');
  await (await openAccountDrawer(page)).getByRole('button', { name: 'Logout' }).click();
  await expect((await openAccountDrawer(page)).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('railbite.addressDraft'))).toBeNull();
});

test('a customer who browses without an address is not asked again, a reload included', async ({ page }) => {
  await signIn(page, 'kabir');
  await page
    .getByRole('dialog', { name: 'Add Delivery Address' })
    .getByRole('button', { name: 'Browse Without Address' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Help' }).first().click();
  await page.getByRole('link', { name: 'RailBite home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Add Delivery Address' })).toHaveCount(0);
  await page.reload();
  // The address list is one call, the grid several: once the grid shows, the list has come back empty.
  await showGrid(page);
  await expect(page.getByRole('dialog', { name: 'Add Delivery Address' })).toHaveCount(0);
  await page.goto('/user/address');
  await expect(page.getByText('No Addresses Found')).toBeVisible();
});

test("a failing address list shows 'Failed to load addresses'", async ({ page, signedIn }) => {
  await signedIn('aarav');
  await page.evaluate(() =>
    localStorage.setItem('railbite.demo', JSON.stringify({ faults: { 'api/user/get-all-addresses': 'server' } })),
  );
  await page.goto('/user/address');
  await expect(page.getByText('Failed to load addresses')).toBeVisible();
});

test.describe('the add form on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Save with empty fields marks each missing field and moves the focus to the first', async ({ page }) => {
    await signIn(page, 'kabir');
    await page
      .getByRole('dialog', { name: 'Add Delivery Address' })
      .getByRole('button', { name: 'Add New Address' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Address' })).toBeVisible();
    await page.getByLabel('City').fill('Jaipur');
    await page.getByRole('button', { name: 'Save Address' }).click();

    await expect(page.getByLabel('Complete Address')).toBeFocused();
    await expect(page.getByLabel('Complete Address')).toBeInViewport();
    for (const [label, text] of [
      ['Complete Address', 'Complete address is required'],
      ['Area', 'Area is required'],
      ['Pincode', 'Pincode is required'],
    ] as const) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(text);
    }
    await expect(page.getByLabel('City')).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  });

  for (const pasted of ['110 001', '110-001']) {
    test(`a pincode pasted as '${pasted}' keeps all six digits`, async ({ page }) => {
      await signIn(page, 'kabir');
      await page.goto('/user/address/add');
      const pincode = page.getByLabel('Pincode');
      await expect(pincode).toBeEnabled();
      await pincode.click();
      // insertText is what a paste or the browser's autofill does: it obeys the input's maxLength.
      await page.keyboard.insertText(pasted);
      await expect(pincode).toHaveValue('110001');
    });
  }
});
