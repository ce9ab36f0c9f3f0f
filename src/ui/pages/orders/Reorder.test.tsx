import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { drawnOrderCards } from '../../../../test/helpers/orderFeed';
import { renderApp } from '../../../../test/helpers/renderApp';
import { renderPage } from '../../../../test/helpers/renderPage';
import { OrderHistoryPage } from './OrderHistoryPage';

describe('Reorder in Order History', () => {
  it("offers 'Reorder' on delivered and cancelled orders only", async () => {
    await renderPage(<OrderHistoryPage />, '/user/order-history', { signedInAs: 'aarav' });
    expect(await drawnOrderCards()).toHaveLength(10);
    // Plain DOM reads: role queries over ten cards are slow in jsdom.
    const rows = screen.getAllByRole('article').map((card) => {
      const finished = [...card.querySelectorAll('span')].some((span) =>
        /^(Delivered|Cancelled)$/.test(span.textContent!),
      );
      const offered = [...card.querySelectorAll('button')].some((button) => button.textContent === 'Reorder');
      return { finished, offered };
    });
    expect(rows.some((row) => row.finished)).toBe(true);
    expect(rows.some((row) => !row.finished)).toBe(true);
    for (const row of rows) expect(row.offered).toBe(row.finished);
  });

  // The whole app: the test checks the header's cart link.
  it('opens the Payment page with the order in the cart', async () => {
    const { router } = await renderApp('/user/order-history', { signedInAs: 'aarav' });
    expect(await drawnOrderCards()).toHaveLength(10);
    const card = screen
      .getAllByRole('article')
      .find(
        (article) =>
          within(article).queryByText('Rajdhani Express Kitchen') && within(article).queryByText('Delivered'),
      )!;
    await userEvent.click(within(card).getByRole('button', { name: 'Reorder' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/foods/item-view-cart'));
    expect(await screen.findByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();
  });
});
