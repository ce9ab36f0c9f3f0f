import { expect, test } from './support/fixtures';

test('the finder searches, saves, loads and deletes addresses in page memory', async ({ page }) => {
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Address & Location Finder' })).toBeVisible();
  await expect(page.getByText('Search for addresses or use your current location')).toBeVisible();
  const address = page.getByRole('combobox', { name: 'Address' });
  await expect(address).toHaveAttribute('placeholder', 'Enter address, landmark, or place name...');
  await expect(page.getByRole('button', { name: 'Save Address' })).toBeDisabled();

  await address.fill('ag');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await address.fill('agra fort');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toContainText('Agra Fort');
  await expect(listbox.getByRole('option').first()).toContainText('Agra, Uttar Pradesh 282003');
  expect(await listbox.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('240px');
  await listbox.getByRole('option').first().click();

  const selected = page.getByRole('region', { name: 'Selected Location' });
  await expect(selected).toContainText('Agra Fort, Agra, Uttar Pradesh 282003, India');
  await expect(selected).toContainText('Coordinates: 27.179500, 78.021100');
  await expect(page.getByRole('region', { name: 'Saved Addresses' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Address' }).click();
  const saved = page.getByRole('region', { name: 'Saved Addresses' });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved).toContainText('Agra Fort, Agra, Uttar Pradesh 282003, India');
  await expect(saved).toContainText(/Saved on .+/);
  await expect(saved).toContainText('27.179500, 78.021100');

  const map = page.getByTestId('map');
  await expect(map).toHaveCSS('height', '400px');
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.8);
  await expect(selected).not.toContainText('27.179500, 78.021100');
  await expect(selected).toContainText(/Agra, Uttar Pradesh \d{6}, India/);

  await saved.getByRole('button', { name: 'Load' }).click();
  await expect(selected).toContainText('Agra Fort, Agra, Uttar Pradesh 282003, India');
  await expect(selected).toContainText('Coordinates: 27.179500, 78.021100');
  await expect(address).toHaveValue('Agra Fort, Agra, Uttar Pradesh 282003, India');

  await saved.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('region', { name: 'Saved Addresses' })).toHaveCount(0);
});

test.describe('with device location', () => {
  test.use({ geolocation: { latitude: 26.9197, longitude: 75.7881 }, permissions: ['geolocation'] });

  test('Use Current Location finds the address of the device', async ({ page }) => {
    await page.goto('/map');
    await page.getByRole('button', { name: 'Use Current Location' }).click();
    await expect(page.getByRole('region', { name: 'Selected Location' })).toContainText(
      'Jaipur Junction Railway Station (JP), Jaipur, Rajasthan 302006, India',
    );
    await expect(page.getByRole('button', { name: 'Save Address' })).toBeEnabled();
  });
});

test.describe('without location permission', () => {
  test.use({ permissions: [] });

  test("falls back to Delhi and says 'Default Location (Delhi)'", async ({ page }) => {
    await page.goto('/map');
    await page.getByRole('button', { name: 'Use Current Location' }).click();
    const selected = page.getByRole('region', { name: 'Selected Location' });
    await expect(selected).toContainText('Default Location (Delhi)');
    await expect(selected).toContainText('Coordinates: 28.613900, 77.209000');
  });
});
