import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartStore } from '../../../application/cart/CartStore';
import { SLOW } from '../../../../test/helpers/waits';
import { type CartApi, CartApiToken } from '../../../infrastructure/ports/CartApi';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { fillCart, orderIdOfRedirect } from '../../../../test/helpers/orders';
import { pathOf } from '../../../../test/helpers/apiOperations';
import { failNetworkFor, healNetwork } from '../../../../test/helpers/faults';
import { renderApp } from '../../../../test/helpers/renderApp';
import { renderPage } from '../../../../test/helpers/renderPage';
import { signIn } from '../../../../test/helpers/signIn';
import { formatRupees } from '../../format/formatRupees';
import { OrderStatusPage, PaymentFailedPage } from '../orderStatus/OrderStatusPage';
import { PaymentPage } from './PaymentPage';

const PAYMENT = '/foods/item-view-cart';
const ADDRESSES_UNAVAILABLE = 'Your saved addresses could not be loaded.';
/** The screens the Payment page goes on to: the cash-on-delivery status and the payment failure. */
const NEXT_SCREENS = [
  { path: '/order-status-cod/:orderId', element: <OrderStatusPage /> },
  { path: '/order-status/failed', element: <PaymentFailedPage /> },
];

/**
 * A customer with two of a plain dish in the server cart, on the Payment page: the page alone, or the whole app
 * (`app`) when the test needs the header's no-address prompt.
 */
async function paymentPage(who: 'aarav' | 'kabir' = 'aarav', app = false) {
  const harness = await createHarness('fake');
  await signIn(harness, who);
  const dish = await fillCart(harness, 1, 2);
  const view = app
    ? await renderApp(PAYMENT, { harness })
    : await renderPage(<PaymentPage />, PAYMENT, { harness, routes: NEXT_SCREENS });
  await screen.findByRole('heading', { name: 'Bill Details', hidden: true });
  return { ...view, dish };
}

describe('Payment page', () => {
  it("shows the server cart's items and bill, the default address chosen, and the payment methods", async () => {
    const { harness, dish } = await paymentPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    const items = screen.getByRole('list', { name: 'Items in your cart' });
    expect(await within(items).findByText(dish.itemName)).toBeInTheDocument();
    expect(within(items).getByLabelText('Quantity 2')).toBeInTheDocument();
    const summary = await harness.container.get<CartApi>(CartApiToken).cartInfo();
    const bill = screen.getByRole('region', { name: 'Bill Details' });
    expect(within(bill).getByText(formatRupees(summary.subTotal))).toBeInTheDocument();
    expect(within(bill).getByText(formatRupees(summary.total))).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Home/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Add or manage addresses' })).toHaveAttribute('href', '/user/address');
    expect(screen.getByRole('button', { name: 'Cash on Delivery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Menu' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('adds the chosen tip to the amount to pay, and quantity changes go through the cart', async () => {
    const { harness } = await paymentPage();
    const bill = screen.getByRole('region', { name: 'Bill Details' });
    const before = (await harness.container.get<CartApi>(CartApiToken).cartInfo()).total;
    await userEvent.click(screen.getByRole('button', { name: formatRupees(2_000) }));
    expect(within(bill).getByText('Delivery Partner Tip')).toBeInTheDocument();
    expect(within(bill).getByText(formatRupees(before + 2_000))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByLabelText('Quantity 3')).toBeInTheDocument();
    await harness.container.get(CartStore).whenSynced();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
  });

  it('back from the payment page unpaid: the order waits for payment, with the way back to its payment page (it showed a cart the server no longer had)', async () => {
    const { router, harness } = await paymentPage('aarav', true);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/demo-payment\/RB\d+$/));
    const gateway = router.state.location.pathname;
    const orderId = orderIdOfRedirect(gateway);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe(PAYMENT));
    expect(
      await screen.findByText(
        `Your order ${orderId} is waiting for payment. Its dishes are in that order now: pay to have it cooked.`,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(harness.container.get(CartStore).count).toBe(0);
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/order-status/${orderId}`);

    await userEvent.click(screen.getByRole('button', { name: 'Complete payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(gateway));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }, SLOW));
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' }, SLOW)).toBeInTheDocument();
    await act(() => router.navigate(PAYMENT));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(
      screen.queryByText(
        `Your order ${orderId} is waiting for payment. Its dishes are in that order now: pay to have it cooked.`,
      ),
    ).not.toBeInTheDocument();
  });

  it('places a cash-on-delivery order and shows its status screen', async () => {
    const { router } = await paymentPage();
    await userEvent.click(screen.getByRole('button', { name: 'Cash on Delivery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/order-status-cod\/RB\d+$/));
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Track Order' })).toBeInTheDocument();
  });

  it("asks a customer without an address to add one: 'Select Address to Continue', then 'Please select a delivery address'", async () => {
    await paymentPage('kabir', true);
    const prompt = await screen.findByRole('dialog', { name: 'Add Delivery Address' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Browse Without Address' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Select Address to Continue' }));
    expect(await screen.findByText('Please select a delivery address')).toBeInTheDocument();
  });

  it('saved addresses that could not be read are not "no saved address": it says so and offers Try again', async () => {
    const harness = await createHarness('fake');
    await signIn(harness);
    await fillCart(harness, 1, 1);
    failNetworkFor(harness, pathOf('addresses'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderPage(<PaymentPage />, PAYMENT, { harness, routes: NEXT_SCREENS });
    const alert = await screen.findByText(ADDRESSES_UNAVAILABLE);
    expect(screen.queryByText('You have no saved delivery address yet.')).not.toBeInTheDocument();

    healNetwork(harness);
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByRole('radio', { name: /^Home/ })).toBeChecked();
    expect(screen.queryByText(ADDRESSES_UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('shows an empty cart with a Browse Menu link', async () => {
    await renderPage(<PaymentPage />, PAYMENT, { signedInAs: 'aarav' });
    // The subtitle is the page's largest text while the cart loads (the LCP of the prerendered page).
    expect(
      screen.getByText('Check your dishes, choose where we deliver and how you pay, then place your order.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText("Add dishes from a restaurant's menu.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Menu' })).toHaveAttribute('href', '/');
  });

  it('never opens a payment page that is not an allowed gateway: the failure screen says the page could not be opened', async () => {
    const { harness, router } = await paymentPage();
    vi.spyOn(harness.server.orders, 'startOnlinePayment').mockResolvedValueOnce({
      success: true,
      redirectUrl: 'javascript:alert(localStorage.user_cred)',
      orderId: 'RB199999',
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = window.location.href;
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-status/failed'));
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We couldn't open the payment page, so no payment was made. Please try again later or choose another payment method.",
      ),
    ).toBeInTheDocument();
    expect(window.location.href).toBe(before);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('payment page'),
      'javascript:alert(localStorage.user_cred)',
    );
  });
});
