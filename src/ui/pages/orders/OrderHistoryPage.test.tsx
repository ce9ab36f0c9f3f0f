import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../../../test/helpers/apiOperations';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { failNetworkFor, healNetwork } from '../../../../test/helpers/faults';
import { renderApp } from '../../../../test/helpers/renderApp';
import { signIn } from '../../../../test/helpers/signIn';
import { drawnOrderCards, everyOrderDrawn } from '../../../../test/helpers/orderFeed';

const cards = drawnOrderCards;
/**
 * Picks stars: a plain click (MUI Rating reads the pointer position for its hover preview, which jsdom cannot lay out).
 */
const clickStars = (radio: HTMLElement) => fireEvent.click(radio);
const cardWith = async (status: string) =>
  (await cards()).find((card) => within(card).queryByText(status, { exact: true }))!;

describe('Order History', () => {
  it('asks a visitor to sign in', async () => {
    await renderApp('/user/order-history');
    expect(await screen.findByRole('heading', { name: 'Order History' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the title, the nine filters, ten cards and Load More, which goes away after the last page', async () => {
    await renderApp('/user/order-history', { signedInAs: 'aarav' });
    expect(await screen.findByText('Track your past orders and reorder your favorites')).toBeInTheDocument();
    const filters = ['All Orders', 'Delivered', 'Preparing', 'Cancelled', 'Pending', 'Confirmed', 'Out for Delivery'];
    for (const name of [...filters, 'Payment Failed', 'Payment Processing'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    // Load More comes once every card of the page is drawn (a few per task).
    await everyOrderDrawn();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('feed', { name: 'Your orders' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(10));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('expands an order out for delivery: items, address, 25-35 min, charges, total and the delivery PIN', async () => {
    await renderApp('/user/order-history', { signedInAs: 'aarav' });
    const card = await cardWith('Out for Delivery');
    await userEvent.click(within(card).getByRole('button', { name: 'Order details' }));
    expect(within(card).getByRole('button', { name: 'Order details' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('25-35 min')).toBeInTheDocument();
    expect(within(card).getByText(/^Delivery PIN: \d{4}$/)).toBeInTheDocument();
    expect(within(card).getByText('Total')).toBeInTheDocument();
    expect(within(card).getByText('Platform Fees')).toBeInTheDocument();
  });

  it('filters to cancelled orders, and says so when a filter finds none', async () => {
    await renderApp('/user/order-history', { signedInAs: 'aarav' });
    await cards();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelled' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Payment Processing' }));
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or place your first order!')).toBeInTheDocument();
  });

  it('a rejected order paid online and a cancelled cash order say what happens to the money', async () => {
    await renderApp('/user/order-history', { signedInAs: 'aarav' });
    const rejected = await cardWith('Rejected');
    const total = within(rejected).getByText(/^₹/).textContent!;
    expect(
      within(rejected).getByText(`The restaurant rejected this order. Refund: ${total} to the way you paid.`),
    ).toBeInTheDocument();
    const cancelled = await cardWith('Cancelled');
    expect(within(cancelled).getByText('Nothing was paid (cash on delivery): nothing to refund.')).toBeInTheDocument();
    const delivered = await cardWith('Delivered');
    expect(within(delivered).queryByText(/refund/i)).not.toBeInTheDocument();
  });

  it('shows the full-screen error with Try again, and a toast with the message', async () => {
    const harness = await createHarness('fake');
    await signIn(harness);
    failNetworkFor(harness, pathOf('orderHistory'));
    await renderApp('/user/order-history', { harness });
    expect(await screen.findByText('Failed to fetch orders. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Network Error.')).toBeInTheDocument();
    healNetwork(harness);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(10);
  });

  it('rates a delivered order from its stars: Submit waits for food and delivery stars, then the card shows the rating', async () => {
    await renderApp('/user/order-history', { signedInAs: 'aarav' });
    const card = (await cards()).find(
      (candidate) =>
        within(candidate).queryByText('Delivered', { exact: true }) && within(candidate).queryByText('Rate this order'),
    )!;
    clickStars(within(card).getByRole('radio', { name: '4 Stars' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Your Order' });
    expect(
      within(within(dialog).getByRole('group', { name: 'Food' })).getByRole('radio', { name: '4 Stars' }),
    ).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    clickStars(within(within(dialog).getByRole('group', { name: 'Delivery' })).getByRole('radio', { name: '5 Stars' }));
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Still hot on arrival');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Rating submitted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rate Your Order' })).not.toBeInTheDocument());
    expect(within(card).getByRole('img', { name: 'Rated 4 of 5' })).toBeInTheDocument();
  });

  it('says only delivered orders can be rated when a star of an order on its way is clicked', async () => {
    await renderApp('/user/order-history', { signedInAs: 'aarav' });
    const card = await cardWith('Preparing');
    expect(within(card).getByText('Rate once delivered')).toBeInTheDocument();
    expect(within(card).queryByText('Rate this order')).not.toBeInTheDocument();
    clickStars(within(card).getByRole('radio', { name: '3 Stars' }));
    expect(await screen.findByText('You can only rate delivered orders.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Rate Your Order' })).not.toBeInTheDocument();
  });

  it("a push's link opens the order expanded under All Orders and offers Rate Your Order once (FEATURES F-push)", async () => {
    const harness = await createHarness('fake');
    await signIn(harness);
    const day = 86_400_000;
    const unrated = harness.server.db.orders
      .findMany((q) => q.where({ userId: 'u-aarav' }))
      .find(
        (order) =>
          order.foodRating === 0 &&
          order.closedAs === null &&
          order.paymentStatus === 'Completed' &&
          order.createdAt < harness.clock.now() - day,
      )!;
    await renderApp(`/user/order-history?order=${unrated.orderId}&rate=1`, { harness });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Rate Your Order/i)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The order was on the second page: Load More brought it in; its card is open.
    const card = (await cards()).find((candidate) => within(candidate).queryByText(`Order ID: ${unrated.orderId}`))!;
    expect(within(card).getByRole('button', { name: 'Order details' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('article').length).toBeGreaterThan(10);
  });
});
