import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CartStore } from '../../../application/cart/CartStore';
import { DESCRIPTION_LIMIT } from '../../../domain/menu/description';
import { MEAL_FILTERS } from '../../../domain/menu/mealFilter';
import {
  customizableDish,
  menuOf,
  plainDish,
  restaurantFixture,
  unavailableDish,
} from '../../../../test/helpers/menuFixtures';
import { renderApp } from '../../../../test/helpers/renderApp';
import { renderPage, type RenderPageOptions } from '../../../../test/helpers/renderPage';
import { formatRupees } from '../../format/formatRupees';
import { MenuPage } from './MenuPage';

/** The menu screen alone (no header, no cart link): what the page itself shows and does. */
const renderMenu = (path: string, options: RenderPageOptions = {}) =>
  renderPage(<MenuPage />, path, { ...options, pattern: '/foods/item-card/:restaurantId' });

/** Whole-app renders are slow on a busy machine: wait generously. */
const card = (name: string) => screen.findByRole('article', { name });

describe('menu page', () => {
  it("is titled with the restaurant's name once it is known", async () => {
    await renderMenu('/foods/item-card/1');
    const fixture = restaurantFixture(1);
    await waitFor(() => expect(document.title).toBe(`${fixture.name} · RailBite`));
  });

  it('an unknown restaurant is titled so', async () => {
    await renderMenu('/foods/item-card/999999');
    await waitFor(() => expect(document.title).toBe('Restaurant not found · RailBite'));
  });

  it('shows the restaurant header, the search box, the chips and the first 10 dishes', async () => {
    await renderMenu('/foods/item-card/1');
    const fixture = restaurantFixture(1);
    expect(await screen.findByRole('heading', { level: 1, name: fixture.name })).toBeInTheDocument();
    expect(
      await screen.findByText(`${new Intl.NumberFormat('en-IN').format(fixture.totalReviews)} reviews`),
    ).toBeInTheDocument();
    expect(screen.getByText(fixture.area)).toBeInTheDocument();
    expect(screen.getByText(`${fixture.estimatedDeliveryTime} mins`)).toBeInTheDocument();
    expect(screen.getByLabelText('Search for dishes')).toBeInTheDocument();
    for (const filter of MEAL_FILTERS) expect(screen.getByRole('button', { name: filter })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
  });

  it('shows Jain / Satvik markers and chips only on a menu with such dishes; a chip filters the list', async () => {
    // FEATURES F-train-more: Jain and satvik (restaurant 22's menu marks some dishes).
    await renderMenu('/foods/item-card/22');
    const satvik = menuOf(22).filter((item) => item.dietMarks?.includes('Satvik'));
    const article = await card(satvik[0]!.itemName);
    expect(within(article).getByLabelText('Satvik: no onion or garlic')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Satvik' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(satvik.length));
    for (const dish of satvik) expect(await card(dish.itemName)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jain' })).toBeInTheDocument();
  });

  it('keeps the five spec chips on a menu without diet markers', async () => {
    await renderMenu('/foods/item-card/1');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Jain' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Satvik' })).not.toBeInTheDocument();
  });

  it('strikes the original price of a discounted dish and cuts long descriptions with more/less', async () => {
    await renderMenu('/foods/item-card/1');
    const dish = menuOf(1)
      .slice(0, 10)
      .find((item) => item.price !== item.finalPrice && item.description.length > DESCRIPTION_LIMIT.mobile)!;
    const article = await card(dish.itemName);
    expect(within(article).getByText(formatRupees(dish.finalPrice * 100))).toBeInTheDocument();
    expect(within(article).getByLabelText(`Original price ${formatRupees(dish.price * 100)}`).tagName).toBe('S');
    expect(within(article).queryByText(dish.description)).not.toBeInTheDocument();
    await userEvent.click(within(article).getByRole('button', { name: 'more' }));
    expect(within(article).getByText(dish.description, { exact: false })).toBeInTheDocument();
    await userEvent.click(within(article).getByRole('button', { name: 'less' }));
    expect(within(article).queryByText(dish.description)).not.toBeInTheDocument();
  });

  it("disables 'Not Available' dishes and says when a search finds nothing", async () => {
    await renderMenu('/foods/item-card/1', { state: { itemSearch: unavailableDish(1).itemName } });
    const article = await card(unavailableDish(1).itemName);
    expect(within(article).getByRole('button', { name: 'Not Available' })).toBeDisabled();
    const search = screen.getByLabelText('Search for dishes');
    expect(search).toHaveValue(unavailableDish(1).itemName);
    await userEvent.clear(search);
    await userEvent.type(search, 'no such dish anywhere');
    expect(await screen.findByText('No items found matching your search')).toBeInTheDocument();
  });

  it('sends a visitor who presses ADD to /login, remembering the menu', async () => {
    const { router } = await renderMenu('/foods/item-card/1');
    await userEvent.click(within(await card(plainDish(1).itemName)).getByRole('button', { name: 'ADD' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/foods/item-card/1' });
  });

  it('adds a plain dish for a customer: the card shows a stepper, the header and the cart bar the count', async () => {
    const { harness } = await renderApp('/foods/item-card/1', { signedInAs: 'aarav' });
    const dish = plainDish(1);
    const article = await card(dish.itemName);
    await waitFor(() => expect(within(article).getByRole('button', { name: 'ADD' })).toBeEnabled());
    await userEvent.click(within(article).getByRole('button', { name: 'ADD' }));
    expect(within(article).getByLabelText('Quantity 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Cart summary' });
    expect(bar).toHaveTextContent(`1 item added · ${formatRupees(dish.finalPrice * 100)}`);
    expect(within(bar).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/foods/item-view-cart');
    await userEvent.click(within(article).getByRole('button', { name: 'Decrease quantity' }));
    expect(within(article).getByRole('button', { name: 'ADD' })).toBeInTheDocument();
    await harness.container.get(CartStore).whenSynced();
  });

  it('by keyboard, focus follows ADD into the stepper and back (it fell to the page)', async () => {
    const { harness } = await renderApp('/foods/item-card/1', { signedInAs: 'aarav' });
    const article = await card(plainDish(1).itemName);
    const add = within(article).getByRole('button', { name: 'ADD' });
    await waitFor(() => expect(add).toBeEnabled());
    add.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(article).getByRole('button', { name: 'Increase quantity' })).toHaveFocus());
    within(article).getByRole('button', { name: 'Decrease quantity' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(article).getByRole('button', { name: 'ADD' })).toHaveFocus());
    await harness.container.get(CartStore).whenSynced();
  });

  it("after adding through the add-on chooser, focus is on the dish's stepper", async () => {
    const { harness } = await renderApp('/foods/item-card/1', { signedInAs: 'aarav' });
    const article = await card(customizableDish(1).itemName);
    const add = within(article).getByRole('button', { name: 'ADD' });
    await waitFor(() => expect(add).toBeEnabled());
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: customizableDish(1).itemName });
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Add to cart/ }));
    await waitFor(() => expect(within(article).getByRole('button', { name: 'Increase quantity' })).toHaveFocus());
    await harness.container.get(CartStore).whenSynced();
  });
});
