import { expect, test } from './support/fixtures';
import { trackRequests } from './support/networkQuiet';
import { openAccountDrawer, signIn } from './support/customers';
import { setDemoFaults } from './support/checkout';
import { cartBar, dishCard, openMenu, plainDish } from './support/menus';
import { restaurantName } from './support/orders';
import { restaurantGrid, showGrid } from './support/grid';

const KITCHEN = restaurantName(2);

test('reorder a delivered order: the dish unavailable today is left out and named, the rest replaces the cart and is ordered', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  // Another restaurant's dish in the cart: Reorder must ask 'Change Restaurant?'.
  const other = plainDish(1);
  await openMenu(page, 1);
  await dishCard(page, other).getByRole('button', { name: 'ADD', exact: true }).click();
  await expect(cartBar(page)).toContainText('1 item added');

  await page.goto('/user/order-history');
  await page.getByRole('button', { name: 'Delivered', exact: true }).click();
  // The kitchen's 20-minute-old demo order is delivered too once the demo clock has run ~10 minutes (a long suite
  // run): pick the delivered order that holds the dish unavailable today (5 items) by its item count.
  const card = page.getByRole('article').filter({ hasText: KITCHEN }).filter({ hasText: '· 5 items' });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Reorder' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change Restaurant?' });
  await expect(dialog).toContainText("this order's items");
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/foods\/item-view-cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByText('1 item is no longer available: Mix Veg Sabzi')).toBeVisible();
  // The cart was just emptied by Confirm: nothing was added to items already in it.
  await expect(page.getByText(/already in your cart/)).toHaveCount(0);
  const items = page.getByRole('list', { name: 'Items in your cart' });
  await expect(items.getByRole('listitem')).toHaveCount(3);
  for (const name of ['Jeera Rice', 'Dal Makhani', 'Sweet Lassi'])
    await expect(items.getByRole('listitem', { name })).toBeVisible();
  await expect(items.getByRole('listitem', { name: other.itemName })).toHaveCount(0);
  await expect(items.getByRole('listitem', { name: 'Sweet Lassi' })).toContainText('Regular');
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();

  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
});

test('Reorder pressed in a tunnel says why, and works once the connection is back', async ({
  page,
  context,
  signedIn,
}) => {
  await signedIn();
  await page.goto('/user/order-history');
  // The first touch fetches the code needed on demand (the menu's adapter, the toasts): let it arrive.
  const requests = trackRequests(page);
  await page.getByRole('button', { name: 'Delivered', exact: true }).click();
  await requests.quiet();
  await context.setOffline(true);
  const card = page.getByRole('article').filter({ hasText: KITCHEN }).filter({ hasText: '· 5 items' });
  await card.getByRole('button', { name: 'Reorder' }).click();
  // It said nothing, and the menu's code asked for offline stayed failed: Reorder did nothing online either.
  await expect(page.getByRole('alert').filter({ hasText: 'The order could not be repeated' })).toBeVisible();

  await context.setOffline(false);
  await card.getByRole('button', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(/\/foods\/item-view-cart$/);
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(3);
});

test('mark a favourite on a restaurant card, find it under Favorites after a reload, and unmark it there', async ({
  page,
  signedIn,
}) => {
  await signedIn();
  await page.goto('/');
  await showGrid(page);
  const card = restaurantGrid(page).getByTestId('restaurant-card').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(card.getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();

  await page.reload();
  await showGrid(page);
  await expect(restaurantGrid(page).getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();
  const drawer = await openAccountDrawer(page);
  await drawer.getByRole('link', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/\/user\/favorites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  const favourites = page.getByRole('list', { name: 'Favourite restaurants' });
  await expect(favourites.getByTestId('restaurant-card')).toHaveCount(1);
  await expect(favourites.getByRole('link', { name })).toBeVisible();

  await favourites.getByRole('button', { name: `Remove ${name} from favourites` }).click();
  await expect(page.getByText('No favourites yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No favourites yet')).toBeVisible();
  await page.getByRole('link', { name: 'Browse restaurants' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor pressing the heart on a menu is sent to sign in, comes back, and the restaurant is a favourite', async ({
  page,
}) => {
  await openMenu(page, 2);
  await page.getByRole('button', { name: `Add ${KITCHEN} to favourites` }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'priya');
  await expect(page).toHaveURL(/\/foods\/item-card\/2$/);
  await expect(page.getByRole('button', { name: `Remove ${KITCHEN} from favourites` })).toBeVisible();
  await page.goto('/user/favorites');
  await expect(
    page.getByRole('list', { name: 'Favourite restaurants' }).getByRole('link', { name: KITCHEN }),
  ).toBeVisible();
});

test('a heart whose call the server fails goes back and says why', async ({ page, signedIn }) => {
  await signedIn();
  await openMenu(page, 2);
  await setDemoFaults(page, { 'api/user/add-favorite-restaurant': 'server' });
  await page.getByRole('button', { name: `Add ${KITCHEN} to favourites` }).click();
  await expect(page.getByText(`${KITCHEN} could not be added to your favourites. Network Error.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Add ${KITCHEN} to favourites` })).toBeVisible();
});

test.describe('the prerendered Favorites page, before the app has taken it over', () => {
  test.use({ javaScriptEnabled: false });

  test("is a customer's page loading their favourites, not a sign-in prompt (customers flashed the prompt)", async ({
    page,
  }) => {
    await page.goto('/user/favorites');
    // includeHidden: the prerendered page is inert and hidden from assistive technology until the app runs.
    await expect(page.getByRole('heading', { name: 'Favorites', level: 1, includeHidden: true })).toHaveCount(1);
    await expect(page.getByRole('status', { name: 'Loading favourites', includeHidden: true })).toHaveCount(1);
    await expect(page.getByText('Sign in to see your favourites.')).toHaveCount(0);
  });
});

test('a visitor opening Favorites, now prerendered for a customer, is asked to sign in once the app runs', async ({
  page,
}) => {
  await page.goto('/user/favorites');
  await expect(page.getByText('Sign in to see your favourites.')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading favourites' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
