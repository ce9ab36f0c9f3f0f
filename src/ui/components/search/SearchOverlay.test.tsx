import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/helpers/renderPage';
import { SLOW } from '../../../../test/helpers/waits';
import { HomePage } from '../../pages/home/HomePage';

async function openSearch() {
  const view = await renderPage(<HomePage />, '/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Search for restaurants and cuisines' }, SLOW));
  return { ...view, user, dialog: await screen.findByRole('dialog', { name: 'Search' }) };
}

describe('search overlay', () => {
  it('offers the quick searches while blank, and a quick search shows restaurants and cuisines', async () => {
    const { user, dialog } = await openSearch();
    for (const text of ['Pizza', 'Burger', 'Biryani', 'Chinese', 'Italian', 'Desserts'])
      expect(within(dialog).getByRole('button', { name: text })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Biryani' }));
    const cuisines = await within(dialog).findByRole('list', { name: 'Cuisines' }, SLOW);
    expect(within(cuisines).getByRole('link', { name: 'Biryani' })).toHaveAttribute(
      'href',
      '/cuisines?category_id=3&category_name=Biryani&itemSearch=Biryani',
    );
    const restaurants = within(dialog).getByRole('list', { name: 'Restaurants' });
    expect(within(restaurants).getByRole('link', { name: /Paharganj Biryani House/ })).toHaveAttribute(
      'href',
      '/foods/item-card/1',
    );
  });

  it("says 'No matches found' after the debounce, and Escape closes it", async () => {
    const { user, dialog } = await openSearch();
    await user.type(within(dialog).getByLabelText('Search restaurants and cuisines'), 'zzzz');
    expect(await within(dialog).findByText('No matches found')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a restaurant result opens its menu with the search text as itemSearch', async () => {
    const { user, dialog, router } = await openSearch();
    await user.type(within(dialog).getByLabelText('Search restaurants and cuisines'), 'momo{Enter}');
    await user.click(await within(dialog).findByRole('link', { name: /Gole Market Momo Co\./ }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/foods/item-card/8'));
    expect(router.state.location.state).toEqual({ itemSearch: 'momo' });
  });
});
